/**
 * The one set of msw request handlers, shared by vitest (node.ts), Playwright and the embedded default run
 * (node.ts in the pre-renderer and server, browser.ts in the browser). They answer the WordPress posts
 * collection and single-post routes on any origin, with WordPress's query semantics
 * (wordpress-posts-query.ts), headers and error bodies, so they also stand in for a configured content service
 * in tests. A scenario (mock-scenarios.ts), read on every request, turns them into a failing WordPress.
 */
import { delay, http, HttpResponse } from 'msw';
import { type MockScenario, SLOW_SCENARIO_DELAY_MS } from './mock-scenarios.ts';
import { mockPosts } from './mock-posts.ts';
import { queryPosts, type PostsPage } from './wordpress-posts-query.ts';
import { CRITICAL_ERROR, TOO_MANY_REQUESTS, loginWallResponse, maintenanceResponse, truncated, wordPressError, wordPressJson } from './wordpress-responses.ts';
import type { WordPressPostJson } from './wordpress-shapes.ts';

/** Matches GET {any base}/wp-json/wp/v2/posts, whatever the query string. */
export const POSTS_ENDPOINT = '*/wp-json/wp/v2/posts';

/** Matches GET {any base}/wp-json/wp/v2/posts/{id}. */
export const POST_ENDPOINT = '*/wp-json/wp/v2/posts/:id';

export interface MockHandlerOptions {
  /** The active failure scenario, asked on every request (undefined: WordPress answers normally). */
  scenario?: () => MockScenario | undefined;
  /** The posts to serve instead of the embedded mock posts. */
  posts?: readonly WordPressPostJson[];
}

/** `Link` header of a collection page, as WordPress builds it from the request's own query. */
function paginationLinks(request: Request, { page, totalPages }: PostsPage): string | undefined {
  const pageUrl = (target: number) => {
    const url = new URL(request.url);
    url.searchParams.set('page', String(target));
    return url.href;
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${pageUrl(Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${pageUrl(page + 1)}>; rel="next"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * Whether the handler runs where CORS is enforced: the page (msw's browser handlers run in it) or a DOM test.
 * Node's fetch, which the pre-renderer and server use, enforces none.
 */
const enforcesCors = () => typeof window !== 'undefined';

/** What the 'partial-fields' scenario leaves out of every post: a plugin or a narrowed REST schema can drop them. */
const PARTIAL_FIELDS_DROPPED: ReadonlySet<string> = new Set(['title', 'excerpt', '_embedded']);

function withoutDroppedFields(post: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(post).filter(([key]) => !PARTIAL_FIELDS_DROPPED.has(key)));
}

/** The answer WordPress sent, without the CORS headers that would let a browser page read it. */
function withoutCorsHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  return new HttpResponse(response.body, { status: response.status, headers });
}

/**
 * Scenarios that answer before WordPress would look at the query: undefined lets the request go on (after the
 * 'slow' delay). 'timeout' never returns; the caller's AbortSignal ends the request.
 */
async function interruption(scenario: MockScenario | undefined, request: Request): Promise<Response | undefined> {
  switch (scenario) {
    case 'slow':
      await delay(SLOW_SCENARIO_DELAY_MS);
      return undefined;
    case 'timeout':
      await delay('infinite');
      return undefined;
    case '500':
      return wordPressError(request, CRITICAL_ERROR);
    case '503':
      return maintenanceResponse(request);
    case '429':
      return wordPressError(request, TOO_MANY_REQUESTS, { 'Retry-After': '30' });
    case 'html-body':
      return loginWallResponse();
    case 'network-error':
      return HttpResponse.error();
    case 'cors-refusal':
      // A browser refuses the answer: the page's fetch fails with a TypeError, exactly as on a dropped connection.
      return enforcesCors() ? HttpResponse.error() : undefined;
    default:
      return undefined;
  }
}

/** Changes the JSON of each post answered, after WordPress's query rules (and `_fields`) have applied. */
type PostReshape = (post: object) => object;

function postsCollection(request: Request, posts: readonly WordPressPostJson[], reshape: PostReshape): Response {
  const outcome = queryPosts(posts, new URL(request.url).searchParams);
  if (!outcome.ok) return wordPressError(request, outcome.error);
  const { result } = outcome;
  const link = paginationLinks(request, result);
  return wordPressJson(request, result.posts.map(reshape), 200, {
    'X-WP-Total': String(result.total),
    'X-WP-TotalPages': String(result.totalPages),
    ...(link !== undefined && { Link: link }),
  });
}

function singlePost(request: Request, posts: readonly WordPressPostJson[], id: string, reshape: PostReshape): Response {
  const post = posts.find((candidate) => String(candidate.id) === id);
  if (!post) return wordPressError(request, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
  return wordPressJson(request, reshape(post));
}

const asStored: PostReshape = (post) => post;

/** The answer WordPress sent, without the paging headers a proxy or cache may strip. */
function withoutTotalHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of ['x-wp-total', 'x-wp-totalpages', 'link']) headers.delete(name);
  return new HttpResponse(response.body, { status: response.status, headers });
}

/** How a scenario spoils an answer WordPress built normally. */
function spoiled(scenario: MockScenario | undefined, response: Response): Response | Promise<Response> {
  if (scenario === 'malformed-json') return truncated(response);
  if (scenario === 'cors-refusal') return withoutCorsHeaders(response);
  if (scenario === 'no-total-headers') return withoutTotalHeaders(response);
  return response;
}

/** The handlers, with an optional scenario and post list. */
export function createHandlers({ scenario = () => undefined, posts = mockPosts }: MockHandlerOptions = {}) {
  return [
    http.get(POSTS_ENDPOINT, async ({ request }) => {
      const active = scenario();
      const early = await interruption(active, request);
      if (early) return early;
      const hasSlug = new URL(request.url).searchParams.has('slug');
      const visible = active === 'empty' || (active === 'unknown-slug' && hasSlug) ? [] : posts;
      return spoiled(active, postsCollection(request, visible, active === 'partial-fields' ? withoutDroppedFields : asStored));
    }),
    http.get(POST_ENDPOINT, async ({ request, params }) => {
      const active = scenario();
      const early = await interruption(active, request);
      if (early) return early;
      const reshape = active === 'partial-fields' ? withoutDroppedFields : asStored;
      return spoiled(active, singlePost(request, active === 'empty' ? [] : posts, String(params['id']), reshape));
    }),
  ];
}

/** WordPress answering normally with the embedded mock posts. */
export const handlers = createHandlers();

/** For tests of the failure state: the content service answers 500, as WordPress does after a fatal PHP error. */
export const failingPostsHandler = http.get(POSTS_ENDPOINT, ({ request }) => wordPressError(request, CRITICAL_ERROR));
