/**
 * Query keys and `queryOptions` for posts, shared by the sections' prefetches (route loaders, on the
 * server and in the browser) and their components.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PostLink } from './post-view-model.ts';
import type { PostCategory, PostListPage } from './posts-client.ts';

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  /** `page` null: the address names no page of the listing. */
  list: (category: PostCategory, page: number | null) => [...postKeys.lists(), { category, page }] as const,
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

/**
 * The WordPress client and its retries (post-requests.ts): a pre-rendered page hydrates from the posts in its
 * HTML, so the code to fetch and parse posts loads only when a query runs, never with the page.
 */
const postRequests = () => import('./post-requests.ts');

const shared = {
  staleTime: POSTS_STALE_TIME,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  // withRetries (posts-retry.ts) retries within the query function. A query that failed in a route loader is not asked again
  // when its section mounts: the section shows the failure and Try again instead of a second wait.
  retry: false,
  retryOnMount: false,
} as const;

export const postQueries = {
  /** One page of a listing (page 1: the newest posts); null: the listing has no such page. */
  list: (category: PostCategory, page: number | null) =>
    queryOptions({
      queryKey: postKeys.list(category, page),
      queryFn: async ({ signal }): Promise<PostListPage | null> => {
        // An address that names no page (listing-pages.ts): nothing to ask WordPress.
        if (page === null) return null;
        return (await postRequests()).requestPostListPage(category, page, signal);
      },
      ...shared,
      // A listing asks again after hydration when its pre-rendered posts are stale (see POSTS_STALE_TIME).
      refetchOnMount: true,
    }),
  /** null: WordPress has no post with this slug. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: postKeys.detail(slug),
      queryFn: async ({ signal }) => {
        // No slug (a catalogue page's example): nothing to ask WordPress, which would answer with its newest posts.
        if (slug.trim() === '') return null;
        return (await postRequests()).requestPostBySlug(slug, signal);
      },
      ...shared,
    }),
  neighbours: (category: PostCategory, post: PostLink) =>
    queryOptions({
      queryKey: postKeys.neighbours(category, post),
      queryFn: async ({ signal }) => (await postRequests()).requestNeighbours(category, post, signal),
      ...shared,
    }),
};
