/**
 * msw in Node: for vitest, and for the pre-renderer and server when no content service is configured.
 *
 * A failure scenario applies process-wide (WP_MOCK_SCENARIO, read when the server starts). The server renders a
 * `?wp-scenario=` page without any posts (entry-server.tsx renderWithPostsInBrowser), so the scenario acts in the
 * browser alone.
 */
import { setupServer } from 'msw/node';
import { createContactFormHandlers } from './contact-form-handlers.ts';
import { createHandlers } from './handlers.ts';
import { MOCK_SCENARIO_DESCRIPTIONS, MOCK_SCENARIO_ENV, type MockScenario, parseMockScenario } from './mock-scenarios.ts';

/** WP_MOCK_SCENARIO, once startMockServer has read it. */
let processScenario: MockScenario | undefined;

/** The scenario the handlers apply to a request: the process's (WP_MOCK_SCENARIO), if any. */
export function activeMockScenario(): MockScenario | undefined {
  return processScenario;
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
