// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POSTS_ENDPOINT } from './handlers.ts';
import { activeMockScenario, mockServer, runWithMockScenario } from './node.ts';

const LIST = 'https://content.satorixr.invalid/wp-json/wp/v2/posts?categories=1&_embed';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const statusOf = async (url = LIST) => (await fetch(url, { headers: { Accept: 'application/json' } })).status;

describe('runWithMockScenario', () => {
  it('makes its scenario visible inside the msw handler of a fetch made within it', async () => {
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.json({ seen: activeMockScenario() ?? null })));
    const read = async () => ((await (await fetch(LIST)).json()) as { seen: string | null }).seen;
    expect(await runWithMockScenario('unknown-slug', read)).toBe('unknown-slug');
    expect(await read()).toBeNull();
  });

  it('keeps concurrent work apart: one render fails while the others do not', async () => {
    const [failing, normal, other] = await Promise.all([
      runWithMockScenario('500', () => statusOf()),
      statusOf(),
      runWithMockScenario(undefined, () => statusOf()),
    ]);
    expect([failing, normal, other]).toEqual([500, 200, 200]);
  });

  it('follows the work across macrotasks and chained awaits', async () => {
    const render = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const first = await statusOf();
      await Promise.resolve();
      const second = await new Promise<number>((resolve) => {
        setImmediate(() => void statusOf().then(resolve));
      });
      return [first, second];
    };
    const [underScenario, outside] = await Promise.all([runWithMockScenario('429', render), render()]);
    expect(underScenario).toEqual([429, 429]);
    expect(outside).toEqual([200, 200]);
  });

  it('returns what the render returns, and passes its rejection on', async () => {
    const listUnderEmpty = async (): Promise<unknown> => {
      const response = await fetch(LIST);
      const body: unknown = await response.json();
      return body;
    };
    await expect(runWithMockScenario('empty', listUnderEmpty)).resolves.toEqual([]);
    await expect(runWithMockScenario('slow', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
  });
});

describe('startMockServer', () => {
  it('reads WP_MOCK_SCENARIO when it starts (not at import), and a per-render scenario still wins', async () => {
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
      expect(await fresh.runWithMockScenario(undefined, () => statusOf())).toBe(503);
      expect(await fresh.runWithMockScenario('500', () => statusOf())).toBe(500);
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
