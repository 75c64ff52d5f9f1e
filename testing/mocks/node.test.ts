// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockServer } from './node.ts';

const LIST = 'https://content.satorixr.invalid/wp-json/wp/v2/posts?categories=1&_embed';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const statusOf = async (url = LIST) => (await fetch(url, { headers: { Accept: 'application/json' } })).status;

describe('startMockServer', () => {
  it('reads WP_MOCK_SCENARIO when it starts (not at import) and applies it to every request', async () => {
    mockServer.close();
    vi.resetModules();
    vi.stubEnv('WP_MOCK_SCENARIO', ' 503 ');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const fresh = await import('./node.ts');
      expect(fresh.activeMockScenario()).toBeUndefined();
      fresh.startMockServer();
      fresh.startMockServer();
      expect(info).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith(expect.stringContaining('WP_MOCK_SCENARIO=503'));
      expect(await statusOf()).toBe(503);
      fresh.mockServer.close();
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
      mockServer.listen({ onUnhandledRequest: 'error' });
    }
  });

  it('ignores an unknown WP_MOCK_SCENARIO with an info line', async () => {
    mockServer.close();
    vi.resetModules();
    vi.stubEnv('WP_MOCK_SCENARIO', 'explode');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const fresh = await import('./node.ts');
      fresh.startMockServer();
      expect(info).toHaveBeenCalledWith(expect.stringContaining('ignored WP_MOCK_SCENARIO=explode'));
      expect(await statusOf()).toBe(200);
      fresh.mockServer.close();
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
      mockServer.listen({ onUnhandledRequest: 'error' });
    }
  });
});
