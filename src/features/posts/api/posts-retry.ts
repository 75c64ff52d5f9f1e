/**
 * How posts requests retry and when they give up (SPEC 8). Loaded with the WordPress client, when a query first
 * runs (post-requests.ts), not with the page.
 */
import { ContentServiceError } from './request-json.ts';

/** Retries after the first failure, in the browser only: a pre-render must not wait on an unreachable WordPress. */
export const POSTS_MAX_RETRIES = 2;

/**
 * The longest a visitor waits for posts, every attempt and every pause between them included: then the section
 * shows its failure state with Try again. Beyond this, waiting helps less than giving the visitor a choice.
 */
export const POSTS_GIVE_UP_AFTER_MS = 10_000;

/** A retry is made only if at least this much of the time above is left for it once its pause is over. */
export const SHORTEST_USEFUL_ATTEMPT_MS = 2_000;

/** Only failures that a second try can fix: the network, our timeout, 408, 429 and 5xx. Not 4xx, not an HTML or garbled body. */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ContentServiceError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status ?? 0;
  return error.kind === 'status' && (status === 408 || status === 429 || status >= 500);
}

/** `failuresSoFar` counts earlier failures: 0 when the first attempt has just failed. 1 s, then 2 s, or the answer's Retry-After when longer. */
export function retryDelay(failuresSoFar: number, error: unknown): number {
  const backoff = 1000 * 2 ** failuresSoFar;
  const retryAfter = error instanceof ContentServiceError ? error.retryAfterSeconds : undefined;
  return retryAfter === undefined ? backoff : Math.max(retryAfter * 1000, backoff);
}

/** What a cancelled wait rejects with: the caller's reason, as fetch does, or a plain AbortError. */
const cancellation = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The request was cancelled.', 'AbortError');

/** Resolves after `ms`; rejects as soon as the caller cancels. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancellation(signal));
    const cancel = () => {
      clearTimeout(timer);
      if (signal) reject(cancellation(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

/** Runs one attempt, aborting it (as a timeout) when the time left runs out; the caller's cancel passes through. */
async function attemptWithin<T>(attempt: (signal: AbortSignal) => Promise<T>, signal: AbortSignal | undefined, timeLeftMs: number): Promise<T> {
  const controller = new AbortController();
  const outOfTime = new Error('out of time');
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  const timer = setTimeout(() => controller.abort(outOfTime), timeLeftMs);
  try {
    return await attempt(controller.signal);
  } catch (error) {
    if (controller.signal.reason === outOfTime) {
      throw new ContentServiceError(`The content service did not answer within ${POSTS_GIVE_UP_AFTER_MS / 1000} s.`, 'timeout');
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * Runs `attempt` until it succeeds, retrying what a retry can fix (isRetryableFailure) up to POSTS_MAX_RETRIES
 * times in the browser, and gives up after POSTS_GIVE_UP_AFTER_MS in total: an attempt still running then is
 * aborted, and a pause that would leave less than SHORTEST_USEFUL_ATTEMPT_MS (such as a 429's Retry-After of
 * 30 s) is not waited out. The failure is the last attempt's. Timers only, so fake clocks drive it in tests.
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { signal, maxRetries = import.meta.env.SSR ? 0 : POSTS_MAX_RETRIES }: { signal?: AbortSignal; maxRetries?: number } = {},
): Promise<T> {
  const giveUpAt = Date.now() + POSTS_GIVE_UP_AFTER_MS;
  for (let failures = 0; ; failures += 1) {
    try {
      return await attemptWithin(attempt, signal, giveUpAt - Date.now());
    } catch (error) {
      if (failures >= maxRetries || !isRetryableFailure(error)) throw error;
      const delay = retryDelay(failures, error);
      if (giveUpAt - Date.now() - delay < SHORTEST_USEFUL_ATTEMPT_MS) throw error;
      await pause(delay, signal);
    }
  }
}
