/**
 * msw in the browser: a service worker (mockServiceWorker.js, served from the msw package by scripts/build/vite/mock-services-plugin.ts) answers
 * content-service requests with the embedded mock posts, and contact-form sends as the mock form provider.
 * Loaded by mock-services.ts's dynamic import, so only in builds without VITE_WP_API_URL or
 * VITE_CONTACT_FORM_ENDPOINT, and only when a page first needs data after hydration or the contact form is first sent.
 *
 * QA picks a failure scenario with `?wp-scenario=<name>` on a page address; it is kept in sessionStorage for the
 * tab (client-side navigation drops the query), and `?wp-scenario=none` clears it.
 */
import { setupWorker } from 'msw/browser';
import { usesMockContactForm } from '@/features/contact-form/contact-form-endpoint.ts';
import { createContactFormHandlers } from './contact-form-handlers.ts';
import { formScenarioOf } from './form-scenarios.ts';
import { createHandlers } from './handlers.ts';
import { untilClaimedByRegisteredWorker } from './pending-worker.ts';
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
    // Only what this build has no real service for: a build with a real WordPress but no form endpoint must
    // not answer its posts from the mocks (the posts handlers match any origin).
    const handlers = [
      ...(import.meta.env.VITE_WP_API_URL ? [] : createHandlers({ scenario: () => scenario })),
      ...(usesMockContactForm ? createContactFormHandlers({ scenario: () => formScenarioOf(window.location.href) }) : []),
    ];
    const worker = setupWorker(...handlers);
    starting = untilClaimedByRegisteredWorker(navigator.serviceWorker)
      .then(() => worker.start({ onUnhandledRequest: 'bypass', quiet: !import.meta.env.DEV, serviceWorker: { url: '/mockServiceWorker.js' } }))
      .then(() => undefined);
  }
  return starting;
}
