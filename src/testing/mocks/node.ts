/**
 * msw in Node: for vitest, and for the pre-renderer and server when no content service is configured.
 *
 * A failure scenario applies process-wide (WP_MOCK_SCENARIO, read when the server starts) or to one piece of
 * async work (runWithMockScenario): the handlers ask an AsyncLocalStorage on every request, so a server render
 * of one request can fail while concurrent renders do not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupServer } from 'msw/node';
import { createContactFormHandlers } from './contact-form-handlers.ts';
import { createHandlers } from './handlers.ts';
import { MOCK_SCENARIO_DESCRIPTIONS, MOCK_SCENARIO_ENV, type MockScenario, parseMockScenario } from './mock-scenarios.ts';

const requestScenario = new AsyncLocalStorage<{ scenario: MockScenario | undefined }>();

/** WP_MOCK_SCENARIO, once startMockServer has read it. */
let processScenario: MockScenario | undefined;

/** The scenario the handlers apply to a request: the one of the surrounding runWithMockScenario, else the process default. */
export function activeMockScenario(): MockScenario | undefined {
  return requestScenario.getStore()?.scenario ?? processScenario;
}

export const mockServer = setupServer(...createHandlers({ scenario: activeMockScenario }), ...createContactFormHandlers());

let listening = false;

/**
 * Starts answering content-service requests in this process with the embedded mock posts (once; later calls do
 * nothing), under the scenario named by WP_MOCK_SCENARIO if any.
 */
export function startMockServer(): void {
  if (listening) return;
  listening = true;
  const requested = process.env[MOCK_SCENARIO_ENV];
  processScenario = parseMockScenario(requested);
  if (processScenario !== undefined) {
    console.info(`[mock WordPress] ${MOCK_SCENARIO_ENV}=${processScenario}: ${MOCK_SCENARIO_DESCRIPTIONS[processScenario]}.`);
  } else if (requested !== undefined && requested.trim() !== '' && requested.trim().toLowerCase() !== 'none') {
    console.info(`[mock WordPress] ignored ${MOCK_SCENARIO_ENV}=${requested}: not a scenario; posts answer normally.`);
  }
  mockServer.listen({ onUnhandledRequest: 'bypass' });
}

/**
 * Runs `render` (and every request it makes, however deep in its async work) under `scenario`; undefined keeps
 * the process default. Concurrent work outside keeps its own scenario.
 */
export function runWithMockScenario<T>(scenario: MockScenario | undefined, render: () => Promise<T>): Promise<T> {
  return requestScenario.run({ scenario }, render);
}
