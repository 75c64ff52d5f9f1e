import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_REQUEST_TIMEOUT_MS, ContentServiceError, requestJson } from './request-json.ts';
import { listenDuringTests } from '../../../../testing/vitest/msw-lifecycle.ts';

const URL = 'https://cms.example.com/wp-json/wp/v2/posts';
const server = listenDuringTests(setupServer());

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('requestJson', () => {
  it('asks for JSON and returns the parsed body with the headers', async () => {
    server.use(
      http.get(URL, ({ request }) => HttpResponse.json([{ id: 1 }], { headers: { 'X-WP-TotalPages': '3', 'X-Accept': request.headers.get('accept') ?? '' } })),
    );
    const { body, headers } = await requestJson(URL);
    expect(body).toEqual([{ id: 1 }]);
    expect(headers.get('x-wp-totalpages')).toBe('3');
    expect(headers.get('x-accept')).toBe('application/json');
  });

  it('tells a status failure apart, with Retry-After', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ code: 'rest_too_many' }, { status: 429, headers: { 'Retry-After': '30' } })));
    expect(await failureOf(requestJson(URL))).toMatchObject({ kind: 'status', status: 429, retryAfterSeconds: 30 });
  });

  it('reads a 200 whose body is an HTML page as a failure, not as posts', async () => {
    server.use(http.get(URL, () => HttpResponse.html('<!doctype html><html><body>Please log in</body></html>')));
    expect(await failureOf(requestJson(URL))).toMatchObject({ kind: 'not-json', status: 200 });
  });

  it('reads truncated JSON as a failure', async () => {
    server.use(http.get(URL, () => new HttpResponse('[{"id": 1, "title": {"rend', { headers: { 'Content-Type': 'application/json' } })));
    expect(await failureOf(requestJson(URL))).toMatchObject({ kind: 'not-json' });
  });

  it('tells a network failure apart', async () => {
    server.use(http.get(URL, () => HttpResponse.error()));
    expect(await failureOf(requestJson(URL))).toMatchObject({ kind: 'network' });
  });

  it(`gives up after ${CONTENT_REQUEST_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    server.use(http.get(URL, async () => delay('infinite')));
    const request = failureOf(requestJson(URL));
    await vi.advanceTimersByTimeAsync(CONTENT_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void request.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await request).toMatchObject({ kind: 'timeout' });
  });

  it('passes the caller’s abort on unchanged (a cancelled query is not a failure)', async () => {
    server.use(http.get(URL, async () => delay('infinite')));
    const controller = new AbortController();
    const request = failureOf(requestJson(URL, { signal: controller.signal }));
    controller.abort();
    const error = await request;
    expect(error).not.toBeInstanceOf(ContentServiceError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
