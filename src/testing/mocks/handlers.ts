/**
 * The one set of msw request handlers, shared by vitest (node.ts), Playwright
 * and the embedded default run (node.ts in the pre-renderer and server,
 * browser.ts in the browser). They answer the WordPress calls of SPEC 7 on any
 * origin, so they also stand in for a configured content service in tests.
 */
import { http, HttpResponse } from 'msw';
import { mockPosts } from './mock-posts.ts';

/** Matches GET {any base}/wp-json/wp/v2/posts, whatever the query string. */
export const POSTS_ENDPOINT = '*/wp-json/wp/v2/posts';

const positiveInteger = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
};

export const handlers = [
  http.get(POSTS_ENDPOINT, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const category = positiveInteger(query.get('categories'));
    const slug = query.get('slug');
    let posts = mockPosts.filter((post) => (category === undefined || post.categories.includes(category)) && (slug === null || post.slug === slug));
    if (query.get('order') === 'asc') posts = [...posts].reverse();
    const offset = positiveInteger(query.get('offset')) ?? 0;
    const perPage = positiveInteger(query.get('per_page')) ?? 10;
    return HttpResponse.json(posts.slice(offset, offset + perPage));
  }),
];

/** For tests of the failure state: the content service answers 500, as WordPress does when its database is down. */
export const failingPostsHandler = http.get(POSTS_ENDPOINT, () =>
  HttpResponse.json({ code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } }, { status: 500 }),
);
