// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandlers, failingPostsHandler } from './handlers.ts';
import { EDGE_CASE_SLUGS, BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, mockPostsInCategory, requireMockPost, type WordPressErrorJson } from './mock-posts.ts';
import { SLOW_SCENARIO_DELAY_MS, type MockScenario } from './mock-scenarios.ts';
import { MAINTENANCE_MESSAGE } from './wordpress-responses.ts';

let scenario: MockScenario | undefined;
const server = setupServer(...createHandlers({ scenario: () => scenario }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  scenario = undefined;
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const BASE = 'https://cms.example.com/wp-json/wp/v2/posts';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function get(query: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(`${BASE}${query}`, { headers: { Accept: 'application/json' }, ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The posts of a 200 answer, reduced to what a test compares. */
async function listOf(query: string): Promise<{ id: number; slug: string; date: string }[]> {
  const answer = await get(query);
  expect(answer.status, answer.text).toBe(200);
  const body: unknown = JSON.parse(answer.text);
  if (!Array.isArray(body)) throw new Error(`Not a list: ${answer.text}`);
  return body.map((post: { id: number; slug: string; date: string }) => ({ id: post.id, slug: post.slug, date: post.date }));
}

const idsOf = async (query: string) => (await listOf(query)).map((post) => post.id);

async function errorOf(query: string): Promise<{ status: number; error: WordPressErrorJson }> {
  const answer = await get(query);
  const error = JSON.parse(answer.text) as WordPressErrorJson;
  return { status: answer.status, error };
}

const blog = mockPostsInCategory(BLOG_CATEGORY_ID);
const caseStudies = mockPostsInCategory(CASE_STUDY_CATEGORY_ID);
const sameSecondHigher = requireMockPost(EDGE_CASE_SLUGS.sameSecondHigherId);
const sameSecondLower = requireMockPost(EDGE_CASE_SLUGS.sameSecondLowerId);

describe('the posts collection, answered like WordPress', () => {
  it('lists a category newest first, ten to a page, with WordPress’s headers', async () => {
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}&_embed&_embed=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(answer.headers.get('x-wp-total')).toBe(String(blog.length));
    expect(answer.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(blog.length / 10)));
    expect(answer.headers.get('link')).toBe(`<${BASE}?categories=1&_embed=&_embed=1&page=2>; rel="next"`);
    const posts = (JSON.parse(answer.text) as { id: number }[]).map((post) => post.id);
    expect(posts).toEqual(blog.slice(0, 10).map((post) => post.id));
  });

  it('writes JSON as PHP does: escaped slashes and \\u escapes for non-ASCII characters', async () => {
    const { text } = await get(`?slug=${EDGE_CASE_SLUGS.nonAsciiSlugLatin.replace(/%/g, '%25')}`);
    expect(text).toContain('"link":"https:\\/\\/content.satorixr.invalid\\/');
    expect(text).toContain('M\\u00fcnchen');
    expect(text).not.toMatch(/[\u0080-\uffff]/);
  });

  it('filters by any of several categories, comma-separated', async () => {
    const both = await idsOf(`?categories=${BLOG_CATEGORY_ID},${CASE_STUDY_CATEGORY_ID}&per_page=100`);
    expect(both).toHaveLength(blog.length + caseStudies.length);
    expect(await idsOf(`?categories=${CASE_STUDY_CATEGORY_ID}&per_page=100`)).toEqual(caseStudies.map((post) => post.id));
    expect(await idsOf('?categories=9999')).toEqual([]);
  });

  it('pages through a category: page 2 holds the rest, and a page past the end is WordPress’s 400', async () => {
    const second = await get(`?categories=${BLOG_CATEGORY_ID}&page=2`);
    expect((JSON.parse(second.text) as { id: number }[]).map((post) => post.id)).toEqual(blog.slice(10).map((post) => post.id));
    expect(second.headers.get('link')).toBe(`<${BASE}?categories=1&page=1>; rel="prev"`);
    expect(await errorOf(`?categories=${BLOG_CATEGORY_ID}&page=3`)).toEqual({
      status: 400,
      error: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    });
  });

  it('answers up to per_page posts', async () => {
    expect(await idsOf('?per_page=100')).toHaveLength(Math.min(100, blog.length + caseStudies.length + 1));
    expect(await idsOf(`?categories=${BLOG_CATEGORY_ID}&per_page=1`)).toEqual([blog[0]?.id]);
  });

  it('orders by date or id, either way, breaking date ties by id in the same direction', async () => {
    const tie = `&after=2026-06-18T09:59:59&before=2026-06-18T10:00:01&categories=${BLOG_CATEGORY_ID}`;
    expect(sameSecondHigher.date).toBe(sameSecondLower.date);
    expect(await idsOf(`?order=desc${tie}`)).toEqual([sameSecondHigher.id, sameSecondLower.id]);
    expect(await idsOf(`?order=asc${tie}`)).toEqual([sameSecondLower.id, sameSecondHigher.id]);
    expect(await idsOf(`?orderby=id&order=asc${tie}`)).toEqual([sameSecondLower.id, sameSecondHigher.id]);

    const ascending = await idsOf(`?categories=${CASE_STUDY_CATEGORY_ID}&order=asc&per_page=100`);
    expect(ascending).toEqual(caseStudies.map((post) => post.id).reverse());
    const byId = await idsOf(`?categories=${CASE_STUDY_CATEGORY_ID}&orderby=id&per_page=100`);
    expect(byId).toEqual(caseStudies.map((post) => post.id).sort((a, b) => b - a));
  });

  it('treats before and after as strict, comparing with the site-local date', async () => {
    const { date } = sameSecondHigher;
    const before = await idsOf(`?categories=${BLOG_CATEGORY_ID}&before=${date}&per_page=100`);
    const after = await idsOf(`?categories=${BLOG_CATEGORY_ID}&after=${date}&per_page=100`);
    expect(before).not.toContain(sameSecondHigher.id);
    expect(after).not.toContain(sameSecondLower.id);
    expect(before.length + after.length).toBe(blog.length - 2);
  });

  it('answers the neighbour queries the client makes (previous: before + desc, next: after + asc)', async () => {
    const [previous] = await listOf(`?categories=${BLOG_CATEGORY_ID}&before=${sameSecondLower.date}&order=desc&per_page=1&_fields=id,slug,date,title`);
    const [next] = await listOf(`?categories=${BLOG_CATEGORY_ID}&after=${sameSecondLower.date}&order=asc&per_page=1&_fields=id,slug,date,title`);
    const index = blog.findIndex((post) => post.id === sameSecondLower.id);
    expect(previous?.id).toBe(blog[index + 1]?.id);
    expect(next?.id).toBe(blog[index - 2]?.id);
  });

  it('finds posts by slug as WordPress sanitises the parameter', async () => {
    expect(await idsOf('?slug=why-3d-product-demos-convert&_embed')).toEqual([412]);
    expect(await idsOf('?slug=Why-3D-Product-Demos-Convert')).toEqual([412]);
    expect(await idsOf('?slug=why-3d-product-demos-convert,cad-to-browser-web-3d')).toEqual([412, 391]);
    expect(await idsOf('?slug=not-a-post')).toEqual([]);
  });

  it('matches non-Latin slugs by their decoded and their stored spelling', async () => {
    const japanese = requireMockPost(EDGE_CASE_SLUGS.nonAsciiSlugJapanese).id;
    expect(await idsOf(`?slug=${encodeURIComponent('東京-press-line-digital-twin')}`)).toEqual([japanese]);
    expect(await idsOf(`?slug=${encodeURIComponent(EDGE_CASE_SLUGS.nonAsciiSlugJapanese)}`)).toEqual([japanese]);
    expect(await idsOf(`?slug=${encodeURIComponent(EDGE_CASE_SLUGS.nonAsciiSlugJapanese.toUpperCase())}`)).toEqual([japanese]);
    const hindi = requireMockPost(EDGE_CASE_SLUGS.nonAsciiSlugHindi).id;
    expect(await idsOf(`?slug=${encodeURIComponent('vr-प्रशिक्षण-hindi-shop-floor-teams')}`)).toEqual([hindi]);
  });

  it('matches a stored "m%c3%bcnchen-…" by its stored spelling only: sanitize_title removes accents first', async () => {
    const munich = requireMockPost(EDGE_CASE_SLUGS.nonAsciiSlugLatin).id;
    expect(await idsOf(`?slug=${encodeURIComponent(EDGE_CASE_SLUGS.nonAsciiSlugLatin)}`)).toEqual([munich]);
    // "münchen-…" becomes "munchen-…" in WordPress, which no stored post has.
    expect(await idsOf(`?slug=${encodeURIComponent('münchen-trade-fair-ar-stand')}`)).toEqual([]);
  });

  it('keeps only the `_fields` asked for', async () => {
    const answer = await get(`?slug=${EDGE_CASE_SLUGS.ordinaryPost}&_fields=id,slug,date,title&_embed`);
    expect(JSON.parse(answer.text)).toEqual([
      {
        id: 368,
        slug: 'immersive-training-field-guide',
        date: '2026-07-29T09:15:00',
        title: { rendered: requireMockPost(EDGE_CASE_SLUGS.ordinaryPost).title.rendered },
      },
    ]);
  });

  it('answers a single post by id, and WordPress’s 404 for an unknown id', async () => {
    const found = await get('/412');
    expect(found.status).toBe(200);
    expect((JSON.parse(found.text) as { slug: string }).slug).toBe('why-3d-product-demos-convert');
    expect(await errorOf('/99999')).toEqual({ status: 404, error: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } } });
  });

  it('adds CORS headers for a cross-origin request', async () => {
    const answer = await get('?per_page=1', { headers: { Origin: 'http://localhost:4173' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-WP-TotalPages');
  });
});

describe('failure scenarios', () => {
  it('slow: answers normally, but only after 4 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scenario = 'slow';
    let settled = false;
    const answer = get(`?categories=${BLOG_CATEGORY_ID}`).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SLOW_SCENARIO_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toHaveLength(10);
  });

  it('timeout: never answers, until the caller aborts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scenario = 'timeout';
    const controller = new AbortController();
    let settled = false;
    const answer = fetch(`${BASE}?categories=${BLOG_CATEGORY_ID}`, { signal: controller.signal }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(settled).toBe(false);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('500: WordPress’s critical-error JSON', async () => {
    scenario = '500';
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'internal_server_error', data: { status: 500 } });
  });

  it('503: maintenance mode, as JSON for a JSON request and as WordPress’s HTML page otherwise, with Retry-After', async () => {
    scenario = '503';
    const json = await get(`?slug=${EDGE_CASE_SLUGS.ordinaryPost}`);
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('600');
    expect(JSON.parse(json.text)).toEqual({ code: 'wp_die', message: MAINTENANCE_MESSAGE, data: { status: 503 }, additional_errors: [] });
    const html = await get(`?categories=${BLOG_CATEGORY_ID}`, { headers: { Accept: '*/*' } });
    expect(html.status).toBe(503);
    expect(html.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(html.headers.get('retry-after')).toBe('600');
    expect(html.text).toContain('<title>Maintenance</title>');
    expect(html.text).toContain(MAINTENANCE_MESSAGE);
  });

  it('429: rate limited, JSON, with Retry-After: 30', async () => {
    scenario = '429';
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}`);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });
  });

  it('malformed-json: 200 and a JSON content type, but the body is cut short', async () => {
    scenario = 'malformed-json';
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(answer.headers.get('x-wp-total')).toBe(String(blog.length));
    expect(answer.text.startsWith('[{"id":412,')).toBe(true);
    expect(() => JSON.parse(answer.text) as unknown).toThrow(SyntaxError);
    const emptyList = (await get('?slug=not-a-post')).text;
    expect(() => JSON.parse(emptyList) as unknown).toThrow(SyntaxError);
  });

  it('html-body: 200 with a login page instead of JSON', async () => {
    scenario = 'html-body';
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(answer.text.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('empty: every list is empty, with a total of 0, even on page 2', async () => {
    scenario = 'empty';
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}`);
    expect(answer.text).toBe('[]');
    expect(answer.headers.get('x-wp-total')).toBe('0');
    expect(answer.headers.get('x-wp-totalpages')).toBe('0');
    expect((await get('?page=2')).text).toBe('[]');
    expect((await get(`?slug=${EDGE_CASE_SLUGS.ordinaryPost}`)).text).toBe('[]');
    expect((await get('/412')).status).toBe(404);
  });

  it('unknown-slug: slug queries find nothing, lists stay normal', async () => {
    scenario = 'unknown-slug';
    expect(await idsOf(`?slug=${EDGE_CASE_SLUGS.ordinaryPost}`)).toEqual([]);
    expect(await idsOf(`?categories=${BLOG_CATEGORY_ID}`)).toHaveLength(10);
  });

  it('network-error: the request fails with no answer at all', async () => {
    scenario = 'network-error';
    await expect(get(`?categories=${BLOG_CATEGORY_ID}`)).rejects.toThrow(TypeError);
    await expect(get(`?slug=${EDGE_CASE_SLUGS.ordinaryPost}`)).rejects.toThrow(TypeError);
  });

  it('cors-refusal: Node, which enforces no CORS, reads the answer, but it carries no CORS headers for a browser', async () => {
    scenario = 'cors-refusal';
    const answer = await get(`?categories=${BLOG_CATEGORY_ID}`, { headers: { Accept: 'application/json', Origin: 'https://www.satorixr.com' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveLength(10);
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(answer.headers.get('x-wp-total')).toBe(String(blog.length));
  });

  it('no-total-headers: the same pages, without X-WP-Total, X-WP-TotalPages or Link', async () => {
    scenario = 'no-total-headers';
    const first = await get(`?categories=${BLOG_CATEGORY_ID}`);
    expect(JSON.parse(first.text)).toHaveLength(10);
    const second = await get(`?categories=${BLOG_CATEGORY_ID}&page=2`);
    expect(JSON.parse(second.text)).toHaveLength(blog.length - 10);
    for (const answer of [first, second]) {
      for (const name of ['x-wp-total', 'x-wp-totalpages', 'link']) expect(answer.headers.get(name)).toBeNull();
    }
  });

  it('partial-fields: posts without a title, an excerpt or _embedded, everything else as stored', async () => {
    scenario = 'partial-fields';
    const list: unknown = JSON.parse((await get(`?categories=${BLOG_CATEGORY_ID}&_embed`)).text);
    const first: unknown = Array.isArray(list) ? list[0] : undefined;
    expect(first).toBeDefined();
    for (const field of ['title', 'excerpt', '_embedded']) expect(first).not.toHaveProperty(field);
    expect(first).toMatchObject({ id: blog[0]?.id, slug: blog[0]?.slug, date: blog[0]?.date, content: blog[0]?.content });
    const single: unknown = JSON.parse((await get(`/${String(blog[0]?.id)}`)).text);
    expect(single).not.toHaveProperty('title');
    expect(single).toHaveProperty('slug', blog[0]?.slug);
  });

  it('failingPostsHandler answers 500 with the critical-error JSON', async () => {
    server.use(failingPostsHandler);
    const answer = await get('?categories=1');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'internal_server_error' });
  });
});
