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

let formServiceStarting: Promise<void> | undefined;

/**
 * Makes contact-form sends answerable: without VITE_CONTACT_FORM_ENDPOINT, msw's worker plays the form provider
 * (started on the first send, never with the page). If it cannot start, the send goes to the unresolvable mock
 * address and the form reports a failure: it never hangs.
 */
export function contactFormServiceReady(): Promise<void> {
  if (import.meta.env.VITE_CONTACT_FORM_ENDPOINT || import.meta.env.SSR) return Promise.resolve();
  formServiceStarting ??= import('@/testing/mocks/browser.ts')
    .then(({ startMockWorker }) => startMockWorker())
    .catch((error: unknown) => console.error('The embedded mock form service could not start.', error));
  return formServiceStarting;
}
