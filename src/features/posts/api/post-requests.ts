/**
 * What the posts queries run: one WordPress request with its retries. posts-queries.ts imports this module
 * dynamically, so the client, its parsers, the HTML-to-text scanner and the retry policy load only when a query
 * actually runs (a stale listing's refresh, a client-side navigation, Try again). A pre-rendered page hydrates
 * from the posts in its HTML and never needs them for its first render.
 */
import { fetchNeighbours, type PostNeighbours } from './neighbour-posts.ts';
import type { PostDetail, PostLink } from './post-view-model.ts';
import { fetchPostBySlug, fetchPostListPage, type PostCategory, type PostListPage } from './posts-client.ts';
import { withRetries } from './posts-retry.ts';

export function requestPostListPage(category: PostCategory, page: number, signal: AbortSignal | undefined): Promise<PostListPage | null> {
  return withRetries((attemptSignal) => fetchPostListPage(category, page, { signal: attemptSignal }), { signal });
}

export function requestPostBySlug(slug: string, signal: AbortSignal | undefined): Promise<PostDetail | null> {
  return withRetries((attemptSignal) => fetchPostBySlug(slug, { signal: attemptSignal }), { signal });
}

export function requestNeighbours(category: PostCategory, post: PostLink, signal: AbortSignal | undefined): Promise<PostNeighbours> {
  return withRetries((attemptSignal) => fetchNeighbours(category, post, { signal: attemptSignal }), { signal });
}
