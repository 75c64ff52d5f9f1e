/** msw in Node: for vitest, and for the pre-renderer and server when no content service is configured. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

export const mockServer = setupServer(...handlers);

let listening = false;

/** Starts answering content-service requests in this process with the embedded mock posts (once; later calls do nothing). */
export function startMockServer(): void {
  if (listening) return;
  listening = true;
  mockServer.listen({ onUnhandledRequest: 'bypass' });
}
