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
 * Marketing posts change a few times a month. Pre-rendered pages carry them in their HTML, and hydration
 * does not ask again (refetchOnMount: false); after five minutes a client-side visit to a listing or post
 * fetches a fresh copy.
 */
export const POSTS_STALE_TIME = 5 * 60 * 1000;

/** Retries after the first failure, in the browser only: a pre-render must not wait on an unreachable WordPress. */
export const POSTS_MAX_RETRIES = 2;

/** Only failures that a second try can fix: the network, our timeout, 408, 429 and 5xx. Not 4xx, not an HTML or garbled body. */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ContentServiceError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status ?? 0;
  return error.kind === 'status' && (status === 408 || status === 429 || status >= 500);
}

/** `failuresSoFar` counts earlier failures: 0 when the first attempt has just failed. */
export function shouldRetry(failuresSoFar: number, error: Error): boolean {
  return !import.meta.env.SSR && failuresSoFar < POSTS_MAX_RETRIES && isRetryableFailure(error);
}

/** 1 s, then 2 s; a 429's Retry-After is honoured up to 10 s. */
export function retryDelay(failuresSoFar: number, error: Error): number {
  const backoff = 1000 * 2 ** failuresSoFar;
  const retryAfter = error instanceof ContentServiceError ? error.retryAfterSeconds : undefined;
  return retryAfter === undefined ? backoff : Math.min(Math.max(retryAfter * 1000, backoff), 10_000);
}

const shared = {
  staleTime: POSTS_STALE_TIME,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  retry: shouldRetry,
  retryDelay,
} as const;

export const postQueries = {
  list: (category: PostCategory) =>
    queryOptions({
      queryKey: postKeys.list(category),
      queryFn: async ({ signal, client }) => {
        await contentServiceReadyFor(client);
        return fetchPostList(category, { signal });
      },
      ...shared,
    }),
  /** null: WordPress has no post with this slug. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: postKeys.detail(slug),
      queryFn: async ({ signal, client }) => {
        // No slug (a catalogue page's example): nothing to ask WordPress, which would answer with its newest posts.
        if (slug.trim() === '') return null;
        await contentServiceReadyFor(client);
        return fetchPostBySlug(slug, { signal });
      },
      ...shared,
    }),
  neighbours: (category: PostCategory, post: PostLink) =>
    queryOptions({
      queryKey: postKeys.neighbours(category, post),
      queryFn: async ({ signal, client }) => {
        await contentServiceReadyFor(client);
        return fetchNeighbours(category, post, { signal });
      },
      ...shared,
    }),
};
