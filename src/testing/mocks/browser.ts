/**
 * msw in the browser: a service worker (public/mockServiceWorker.js, from
 * `npx msw init public`) answers content-service requests with the embedded
 * mock posts. Loaded by a dynamic import only in builds without
 * VITE_WP_API_URL, and only when a page first needs data after hydration.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

let starting: Promise<void> | undefined;

/** Registers and starts the worker once; resolves when it answers requests. */
export function startMockWorker(): Promise<void> {
  starting ??= setupWorker(...handlers)
    .start({ onUnhandledRequest: 'bypass', quiet: !import.meta.env.DEV, serviceWorker: { url: '/mockServiceWorker.js' } })
    .then(() => undefined);
  return starting;
}
