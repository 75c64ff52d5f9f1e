/**
 * `virtual:mock-services` in builds on the embedded mocks (scripts/build/vite/mock-services-plugin.ts; a production
 * build's version imports nothing). The two API clients, request-json.ts for posts and send-contact-form.ts for
 * the form, await it before each request, so that msw answers: its setupServer in Node (the pre-renderer,
 * scripts/dev/serve.ts), its service worker in the browser. Each is imported on the first request, so the browser
 * loads msw only when a page first fetches posts after hydration or the contact form is first sent.
 */
let starting: Promise<void> | undefined;

/** Starts the mocks once; resolves when they answer, or when they could not start (then the requests fail). */
export function mockServicesReady(): Promise<void> {
  starting ??= (import.meta.env.SSR ? startInNode() : startInBrowser()).catch((error: unknown) => {
    // A request that nobody answers fails like a broken network: sections show their failure, the form says it
    // could not send. Never a page that waits forever.
    console.error('The embedded mock services could not start.', error);
  });
  return starting;
}

async function startInBrowser(): Promise<void> {
  const { startMockWorker } = await import('./browser.ts');
  await startMockWorker();
}

/**
 * Node only renders posts; it never sends the form. With a real content service nothing is mocked there: msw's
 * post handlers match any origin and would answer for the real WordPress.
 */
async function startInNode(): Promise<void> {
  if (import.meta.env.VITE_WP_API_URL) return;
  const { startMockServer } = await import('./node.ts');
  startMockServer();
}
