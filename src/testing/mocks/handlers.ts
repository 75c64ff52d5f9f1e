/**
 * The one set of msw request handlers, shared by vitest (node.ts), Playwright and the embedded default run
 * (node.ts in the pre-renderer and server, browser.ts in the browser). They answer the WordPress posts
 * collection and single-post routes on any origin, with WordPress's query semantics
 * (wordpress-posts-query.ts), headers and error bodies, so they also stand in for a configured content service
 * in tests. A scenario (mock-scenarios.ts), read on every request, turns them into a failing WordPress.
 */
import { delay, http } from 'msw';
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
    default:
      return undefined;
  }
}

function postsCollection(request: Request, posts: readonly WordPressPostJson[]): Response {
  const outcome = queryPosts(posts, new URL(request.url).searchParams);
  if (!outcome.ok) return wordPressError(request, outcome.error);
  const { result } = outcome;
  const link = paginationLinks(request, result);
  return wordPressJson(request, result.posts, 200, {
    'X-WP-Total': String(result.total),
    'X-WP-TotalPages': String(result.totalPages),
    ...(link !== undefined && { Link: link }),
  });
}

function singlePost(request: Request, posts: readonly WordPressPostJson[], id: string): Response {
  const post = posts.find((candidate) => String(candidate.id) === id);
  if (!post) return wordPressError(request, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
  return wordPressJson(request, post);
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
      const response = postsCollection(request, visible);
      return active === 'malformed-json' ? truncated(response) : response;
    }),
    http.get(POST_ENDPOINT, async ({ request, params }) => {
      const active = scenario();
      const early = await interruption(active, request);
      if (early) return early;
      const response = singlePost(request, active === 'empty' ? [] : posts, String(params['id']));
      return active === 'malformed-json' ? truncated(response) : response;
    }),
  ];
}

/** WordPress answering normally with the embedded mock posts. */
export const handlers = createHandlers();

/** For tests of the failure state: the content service answers 500, as WordPress does after a fatal PHP error. */
export const failingPostsHandler = http.get(POSTS_ENDPOINT, ({ request }) => wordPressError(request, CRITICAL_ERROR));
