// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_REQUEST_TIMEOUT_MS, ContentServiceError, requestJson } from './request-json.ts';
import { POSTS_GIVE_UP_AFTER_MS, POSTS_MAX_RETRIES, isRetryableFailure, retryDelay, withRetries } from './posts-retry.ts';
import { listenDuringTests } from '../../../../testing/vitest/msw-lifecycle.ts';

const URL = 'https://cms.example.com/wp-json/wp/v2/posts';
const server = listenDuringTests(setupServer());

const failure = (kind: ContentServiceError['kind'], status?: number, retryAfterSeconds?: number) =>
  new ContentServiceError('failed', kind, status, retryAfterSeconds);

describe('retry policy', () => {
  it('retries only network errors, timeouts, 408, 429 and 5xx', () => {
    for (const error of [
      failure('network'),
      failure('timeout'),
      failure('status', 408),
      failure('status', 429),
      failure('status', 500),
      failure('status', 503),
    ]) {
      expect(isRetryableFailure(error)).toBe(true);
    }
    for (const error of [failure('status', 400), failure('status', 401), failure('status', 404), failure('not-json', 200), new TypeError('bug')]) {
      expect(isRetryableFailure(error)).toBe(false);
    }
  });

  it('pauses 1 s, then 2 s, or as long as Retry-After asks when that is longer', () => {
    expect([retryDelay(0, failure('network')), retryDelay(1, failure('network'))]).toEqual([1000, 2000]);
    expect(retryDelay(0, failure('status', 429, 5))).toBe(5000);
    expect(retryDelay(1, failure('status', 429, 0))).toBe(2000);
  });
});

describe('withRetries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  /** Runs `work` on the fake clock, recording when (in ms from the start) each attempt began and when it settled. */
  function timed<T>(work: (attempt: (signal: AbortSignal) => Promise<T>) => Promise<T>, attempt: (signal: AbortSignal, index: number) => Promise<T>) {
    const started = Date.now();
    const attempts: number[] = [];
    let settledAt: number | undefined;
    const outcome: Promise<{ value?: T; error?: unknown }> = work((signal) => {
      attempts.push(Date.now() - started);
      return attempt(signal, attempts.length - 1);
    }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    void outcome.then(() => (settledAt = Date.now() - started));
    return { attempts, outcome, settledAt: () => settledAt };
  }

  it('tries again after 1 s and 2 s, then reports the last failure', async () => {
    const run = timed(withRetries, () => Promise.reject(failure('status', 500)));
    await vi.advanceTimersByTimeAsync(POSTS_GIVE_UP_AFTER_MS);
    expect(run.attempts).toEqual([0, 1000, 3000]);
    expect(run.attempts).toHaveLength(POSTS_MAX_RETRIES + 1);
    expect((await run.outcome).error).toMatchObject({ kind: 'status', status: 500 });
    expect(run.settledAt()).toBe(3000);
  });

  it('returns the first success', async () => {
    const run = timed(withRetries, (_signal, index) => (index === 0 ? Promise.reject(failure('network')) : Promise.resolve('posts')));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await run.outcome).value).toBe('posts');
    expect(run.attempts).toEqual([0, 1000]);
  });

  it('never retries what a retry cannot fix', async () => {
    const run = timed(withRetries, () => Promise.reject(failure('not-json', 200)));
    await vi.advanceTimersByTimeAsync(0);
    expect((await run.outcome).error).toMatchObject({ kind: 'not-json' });
    expect(run.attempts).toEqual([0]);
  });

  it(`gives up on a service that never answers after ${CONTENT_REQUEST_TIMEOUT_MS / 1000} s, within ${POSTS_GIVE_UP_AFTER_MS / 1000} s`, async () => {
    server.use(http.get(URL, () => delay('infinite')));
    const run = timed(withRetries, (signal) => requestJson(URL, { signal }));
    await vi.advanceTimersByTimeAsync(CONTENT_REQUEST_TIMEOUT_MS - 1);
    expect(run.settledAt()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(POSTS_GIVE_UP_AFTER_MS);
    expect((await run.outcome).error).toMatchObject({ kind: 'timeout' });
    // A retry would have had 1 s left after its pause: not worth making.
    expect(run.attempts).toEqual([0]);
    expect(run.settledAt()).toBe(CONTENT_REQUEST_TIMEOUT_MS);
  });

  it(`aborts a retry still running when the ${POSTS_GIVE_UP_AFTER_MS / 1000} s are up`, async () => {
    let aborted = false;
    const run = timed(withRetries, (signal, index) => {
      if (index === 0) return new Promise<never>((_resolve, reject) => setTimeout(() => reject(failure('network')), 5_000));
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    await vi.advanceTimersByTimeAsync(POSTS_GIVE_UP_AFTER_MS);
    expect(run.attempts).toEqual([0, 6000]);
    expect(aborted).toBe(true);
    expect((await run.outcome).error).toMatchObject({ kind: 'timeout' });
    expect(run.settledAt()).toBe(POSTS_GIVE_UP_AFTER_MS);
  });

  it('waits out a short Retry-After, but gives up at once when it asks for longer than is left', async () => {
    const short = timed(withRetries, (_signal, index) => (index === 0 ? Promise.reject(failure('status', 429, 3)) : Promise.resolve('posts')));
    await vi.advanceTimersByTimeAsync(3000);
    expect((await short.outcome).value).toBe('posts');
    expect(short.attempts).toEqual([0, 3000]);

    const long = timed(withRetries, () => Promise.reject(failure('status', 429, 30)));
    await vi.advanceTimersByTimeAsync(0);
    expect((await long.outcome).error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(long.attempts).toEqual([0]);
    expect(long.settledAt()).toBe(0);
  });

  it('tries once when told to make no retries (the pre-renderer)', async () => {
    const run = timed(
      (attempt) => withRetries(attempt, { maxRetries: 0 }),
      () => Promise.reject(failure('status', 503)),
    );
    await vi.advanceTimersByTimeAsync(POSTS_GIVE_UP_AFTER_MS);
    expect(run.attempts).toEqual([0]);
  });

  it('stops at once when the caller cancels, during an attempt or a pause', async () => {
    const controller = new AbortController();
    const run = timed(
      (attempt) => withRetries(attempt, { signal: controller.signal }),
      () => Promise.reject(failure('status', 500)),
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await vi.advanceTimersByTimeAsync(0);
    expect((await run.outcome).error).toMatchObject({ name: 'AbortError' });
    expect(run.attempts).toEqual([0]);
    expect(run.settledAt()).toBe(500);
  });

  it('passes the caller’s cancel on to a running attempt', async () => {
    const controller = new AbortController();
    const run = timed(
      (attempt) => withRetries(attempt, { signal: controller.signal }),
      (signal) => new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')))),
    );
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await vi.advanceTimersByTimeAsync(0);
    const { error } = await run.outcome;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ContentServiceError);
  });
});

describe('withRetries over requestJson', () => {
  it('retries a network error and returns the next answer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    server.use(
      http.get(URL, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json([]);
      }),
    );
    const result = withRetries((signal) => requestJson(URL, { signal }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).body).toEqual([]);
    expect(calls).toBe(2);
  });
});
