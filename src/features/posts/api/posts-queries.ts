/**
 * Query keys and `queryOptions` for posts, shared by the sections' prefetches (route loaders, on the
 * server and in the browser) and their components.
 */
import { queryOptions } from '@tanstack/react-query';
import { contentServiceReadyFor } from './content-service-readiness.ts';
import { fetchNeighbours } from './neighbour-posts.ts';
import type { PostLink } from './post-view-model.ts';
import { fetchPostBySlug, fetchPostList, type PostCategory } from './posts-client.ts';
import { ContentServiceError } from './request-json.ts';

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (category: PostCategory) => [...postKeys.lists(), { category }] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), { slug }] as const,
  neighbours: (category: PostCategory, post: PostLink) => [...postKeys.all, 'neighbours', { category, id: post.id, date: post.date }] as const,
};

/**
 * Marketing posts change a few times a month. Pre-rendered pages carry them in their HTML. A post page does not
 * ask again on hydration (refetchOnMount: false): its URL is rebuilt when it changes, and previous and next links
 * fetch fresh copies. A listing does, once its pre-rendered posts are older than this, so a post published after
 * the build appears without a rebuild; the request starts after hydration (a mount effect), never during it.
 */
export const POSTS_STALE_TIME = 5 * 60 * 1000;

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

const shared = {
  staleTime: POSTS_STALE_TIME,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  // withRetries retries within the query function. A query that failed in a route loader is not asked again
  // when its section mounts: the section shows the failure and Try again instead of a second wait.
  retry: false,
  retryOnMount: false,
} as const;

export const postQueries = {
  list: (category: PostCategory) =>
    queryOptions({
      queryKey: postKeys.list(category),
      queryFn: async ({ signal, client }) => {
        await contentServiceReadyFor(client);
        return withRetries((attemptSignal) => fetchPostList(category, { signal: attemptSignal }), { signal });
      },
      ...shared,
      // A listing asks again after hydration when its pre-rendered posts are stale (see POSTS_STALE_TIME).
      refetchOnMount: true,
    }),
  /** null: WordPress has no post with this slug. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: postKeys.detail(slug),
      queryFn: async ({ signal, client }) => {
        // No slug (a catalogue page's example): nothing to ask WordPress, which would answer with its newest posts.
        if (slug.trim() === '') return null;
        await contentServiceReadyFor(client);
        return withRetries((attemptSignal) => fetchPostBySlug(slug, { signal: attemptSignal }), { signal });
      },
      ...shared,
    }),
  neighbours: (category: PostCategory, post: PostLink) =>
    queryOptions({
      queryKey: postKeys.neighbours(category, post),
      queryFn: async ({ signal, client }) => {
        await contentServiceReadyFor(client);
        return withRetries((attemptSignal) => fetchNeighbours(category, post, { signal: attemptSignal }), { signal });
      },
      ...shared,
    }),
};
