/**
 * msw in the browser: a service worker (mockServiceWorker.js, served from the msw package by scripts/lib/mock-service-worker-plugin.ts) answers
 * content-service requests with the embedded mock posts. Loaded by a dynamic import only in builds without
 * VITE_WP_API_URL, and only when a page first needs data after hydration.
 *
 * QA picks a failure scenario with `?wp-scenario=<name>` on a page address; it is kept in sessionStorage for the
 * tab (client-side navigation drops the query), and `?wp-scenario=none` clears it.
 */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers.ts';
import { describeTabScenario, resolveTabScenario, type ScenarioStorage } from './mock-scenarios.ts';

let starting: Promise<void> | undefined;

function sessionStorageIfAvailable(): ScenarioStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The current address first, then the one the document was loaded from: the worker starts on the first
 * client-side fetch, often after a navigation has replaced the address that carried `?wp-scenario`.
 */
function pageAddresses(): string[] {
  const [navigation] = performance.getEntriesByType('navigation');
  return [window.location.href, ...(navigation ? [navigation.name] : [])];
}

/** Registers and starts the worker once; resolves when it answers requests. */
export function startMockWorker(): Promise<void> {
  if (!starting) {
    const tabScenario = resolveTabScenario(pageAddresses(), sessionStorageIfAvailable());
    const line = describeTabScenario(tabScenario);
    // console.info, never warn or error: e2e suites fail on console errors, and this is expected output.
    if (line !== undefined) console.info(line);
    const { scenario } = tabScenario;
    starting = setupWorker(...createHandlers({ scenario: () => scenario }))
      .start({ onUnhandledRequest: 'bypass', quiet: !import.meta.env.DEV, serviceWorker: { url: '/mockServiceWorker.js' } })
      .then(() => undefined);
  }
  return starting;
}
