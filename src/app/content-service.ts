/**
 * Makes content-service requests answerable. With VITE_WP_API_URL set at build
 * time there is nothing to do. Without it, the embedded mock posts answer:
 * msw's setupServer in Node (pre-renderer, scripts/serve.ts) and its service
 * worker in the browser. Both imports sit behind the compile-time check, so a
 * build with a real content service contains no msw at all, and the browser
 * loads the worker only when a page first needs data after hydration.
 */
let starting: Promise<void> | undefined;

export function contentServiceReady(): Promise<void> {
  if (!import.meta.env.VITE_WP_API_URL) {
    starting ??= import.meta.env.SSR
      ? import('@/testing/mocks/node.ts').then(({ startMockServer }) => startMockServer())
      : import('@/testing/mocks/browser.ts').then(({ startMockWorker }) => startMockWorker());
    // Without mocks the requests fail, and sections show their empty state: never a broken page.
    starting = starting.catch((error: unknown) => console.error('The embedded mock content service could not start.', error));
    return starting;
  }
  return Promise.resolve();
}
