/**
 * The previous (older) and next (newer) post in the same category, found by date rather than by id
 * arithmetic: ids are not dense, and categories interleave. Posts are ordered by (date, id), so that two
 * posts published in the same second still form one chain that visits every post once:
 *
 * 1. in parallel: the posts sharing the current post's second (`orderby=id`), the newest post before it
 *    (`before={date}&order=desc&per_page=1`) and the oldest after it (`after={date}&order=asc&per_page=1`);
 * 2. a neighbour among the same-second posts wins; otherwise, the post found before (or after) is replaced
 *    by the right one of the posts sharing *its* second, the highest id going back, the lowest going on.
 */
import type { PostCategory, RequestOptions } from './posts-client.ts';
import { POST_CATEGORY_IDS, postsEndpoint } from './posts-client.ts';
import { parsePostLink, parsePostList, validDateOf, type PostLink } from './post-view-model.ts';
import { ContentServiceError, requestJson } from './request-json.ts';

export interface PostNeighbours {
  previous: PostLink | null;
  next: PostLink | null;
}

type Order = 'asc' | 'desc';

const FIELDS = '_fields=id,slug,date,title';

/** The range of MySQL's DATETIME, in which WordPress keeps post dates. */
const EARLIEST_DATE_TIME = Date.parse('1000-01-01T00:00:00Z');
const LATEST_DATE_TIME = Date.parse('9999-12-31T23:59:59Z');

/**
 * WordPress dates have no zone: shift them as if they were UTC, which keeps the wall-clock digits right. The result
 * stays within DATETIME's range (fuzzing found that a second past 9999-12-31T23:59:59 spells "+010000-…").
 */
export function shiftSeconds(date: string, seconds: number): string {
  const time = Math.min(LATEST_DATE_TIME, Math.max(EARLIEST_DATE_TIME, Date.parse(`${date}Z`) + seconds * 1000));
  return new Date(time).toISOString().slice(0, 19);
}

const query = (parameters: Record<string, string | number>) =>
  Object.entries(parameters)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

export function adjacentPostUrl(category: PostCategory, date: string, direction: 'previous' | 'next', baseUrl?: string): string {
  const [bound, order] = direction === 'previous' ? ['before', 'desc'] : ['after', 'asc'];
  return `${postsEndpoint(baseUrl)}?${query({ categories: POST_CATEGORY_IDS[category], [bound]: date, order, per_page: 1 })}&${FIELDS}`;
}

/** The posts published in the same second as `date`, by id. */
export function sameSecondPostsUrl(category: PostCategory, date: string, order: Order, perPage: number, baseUrl?: string): string {
  const parameters = { after: shiftSeconds(date, -1), before: shiftSeconds(date, 1), orderby: 'id', order, per_page: perPage };
  return `${postsEndpoint(baseUrl)}?${query({ categories: POST_CATEGORY_IDS[category], ...parameters })}&${FIELDS}`;
}

async function linksAt(url: string, signal: AbortSignal | undefined): Promise<PostLink[]> {
  const { body } = await requestJson(url, { signal });
  if (!Array.isArray(body)) throw new ContentServiceError(`GET ${url} did not answer with a list of posts.`, 'not-json');
  return parsePostList(body, parsePostLink);
}

const byId = (a: PostLink, b: PostLink) => a.id - b.id;

export async function fetchNeighbours(category: PostCategory, post: PostLink, { signal, baseUrl }: RequestOptions = {}): Promise<PostNeighbours> {
  // Parsing already keeps only real dates; a link from elsewhere (a hydrated cache) is checked again, because
  // shiftSeconds cannot shift a moment that does not exist.
  if (validDateOf(post.date) === '') return { previous: null, next: null };
  const [sameSecond, [before], [after]] = await Promise.all([
    linksAt(sameSecondPostsUrl(category, post.date, 'asc', 100, baseUrl), signal),
    linksAt(adjacentPostUrl(category, post.date, 'previous', baseUrl), signal),
    linksAt(adjacentPostUrl(category, post.date, 'next', baseUrl), signal),
  ]);
  const ties = sameSecond.filter((link) => link.date === post.date).sort(byId);
  const previousTie = ties.filter((link) => link.id < post.id).at(-1);
  const nextTie = ties.find((link) => link.id > post.id);

  /** The first post, in `order` by id, of the second `found` was published in: WordPress breaks date ties arbitrarily. */
  const settle = async (found: PostLink | undefined, order: Order): Promise<PostLink | null> => {
    if (!found || found.date === '') return found ?? null;
    const [first] = await linksAt(sameSecondPostsUrl(category, found.date, order, 1, baseUrl), signal);
    return first ?? found;
  };
  const [previous, next] = await Promise.all([
    previousTie ? Promise.resolve(previousTie) : settle(before, 'desc'),
    nextTie ? Promise.resolve(nextTie) : settle(after, 'asc'),
  ]);
  return { previous, next };
}
