/**
 * Query keys and `queryOptions` for posts, shared by section prefetches
 * (route loaders, on the server and in the browser) and by components.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchPostList, type PostCategory } from './posts-client.ts';
import type { PostSummary } from './post-summary.ts';

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (category: PostCategory) => [...postKeys.lists(), { category }] as const,
};

/**
 * Posts are fetched when a page is pre-rendered and travel in its HTML; the
 * browser keeps them for the visit instead of asking again after hydration.
 * A new build (or a page rendered on request) brings newer posts.
 */
export const POSTS_STALE_TIME = Number.POSITIVE_INFINITY;

/** Loads a listing; a failure is logged and read as an empty list (SPEC 8: "Listing fetch failure: empty list, console log only"). */
async function listOrEmpty(category: PostCategory, signal: AbortSignal): Promise<PostSummary[]> {
  try {
    return await fetchPostList(category, { signal });
  } catch (error) {
    // A cancelled request (the visitor navigated on) is not a failure and must not be remembered as an empty list.
    if (signal.aborted) throw error;
    console.error(`The ${category} posts could not be loaded; showing an empty list.`, error);
    return [];
  }
}

export const postQueries = {
  list: (category: PostCategory) =>
    queryOptions({
      queryKey: postKeys.list(category),
      queryFn: ({ signal }) => listOrEmpty(category, signal),
      staleTime: POSTS_STALE_TIME,
    }),
};
