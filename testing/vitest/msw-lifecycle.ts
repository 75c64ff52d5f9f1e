/**
 * One msw server's life in a test file, as every file that answers requests with msw wants it: listening before the
 * first test, any request without a handler an error, the tests' own handlers and fake timers gone after each test.
 */
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

export function listenDuringTests<Server extends SetupServer>(server: Server): Server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}
