// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  EDGE_CASE_SLUGS,
  HOSTILE_SLUGS,
  mockPostPagesInCategory,
  mockPostsInCategory,
  requireMockPost,
  BLOG_CATEGORY_ID,
  CASE_STUDY_CATEGORY_ID,
} from '../../../../testing/mocks/mock-posts.ts';
import { mockServer } from '../../../../testing/mocks/node.ts';
import { postPath } from '../post-path.ts';
import {
  MAX_POST_LINK_PAGES,
  fetchAllPostLinks,
  fetchPostBySlug,
  fetchPostListPage,
  listingPageParams,
  listingTotalsOf,
  postBySlugUrl,
  postListPageUrl,
  postListUrl,
  postPageParams,
  postsEndpoint,
} from './posts-client.ts';
import { LISTING_PAGE_SIZE, MAX_LISTING_PAGES } from '../listing-limits.ts';
import { slugPathSegment, slugRouteParam, storedSlugOf } from './post-slug.ts';
import { slugProblemOf } from './wordpress-json.ts';
import { listenDuringTests } from '../../../../testing/vitest/msw-lifecycle.ts';

listenDuringTests(mockServer);

/** What the router hands a section for an address's segment: the segment, decoded once. */
const routerParamOf = (segment: string) => decodeURIComponent(segment);

describe('slugs: an address for every stored spelling, and back', () => {
  it('keeps readable addresses for slugs WordPress stores the usual way', () => {
    expect(slugPathSegment('immersive-training-field-guide')).toBe('immersive-training-field-guide');
    expect(slugPathSegment('m%c3%bcnchen-trade-fair-ar-stand')).toBe('m%C3%BCnchen-trade-fair-ar-stand');
    expect(slugRouteParam('m%c3%bcnchen-trade-fair-ar-stand')).toBe('münchen-trade-fair-ar-stand');
    expect(storedSlugOf('münchen-trade-fair-ar-stand')).toBe('m%c3%bcnchen-trade-fair-ar-stand');
  });

  it('puts a stored spelling that decoding would lose into the address itself: launch%2d2026', () => {
    expect(slugRouteParam('launch%2d2026')).toBe('launch%2d2026');
    expect(postPath('blog', 'launch%2d2026')).toBe('/blogs/launch%252d2026');
    expect(storedSlugOf(routerParamOf('launch%252d2026'))).toBe('launch%2d2026');
    expect(postBySlugUrl('launch%2d2026', 'https://cms.example.com')).toBe('https://cms.example.com/wp-json/wp/v2/posts?slug=launch%252d2026&_embed');
  });

  it('leads from every usable stored slug of the mock posts to an address and back to the same spelling', () => {
    for (const post of [...mockPostPagesInCategory(BLOG_CATEGORY_ID), ...mockPostPagesInCategory(CASE_STUDY_CATEGORY_ID)]) {
      expect(storedSlugOf(routerParamOf(slugPathSegment(post.slug))), post.slug).toBe(post.slug);
    }
  });

  it('refuses slugs that, decoded once, climb out of their folder, hold control characters or run too long', () => {
    for (const slug of [
      EDGE_CASE_SLUGS.slugEscapingDist,
      EDGE_CASE_SLUGS.slugOverwritingAbout,
      '%2e%2e',
      '%2e',
      '..',
      'notes%5c..%5cindex',
      'a%2fb',
      'nul%00byte',
      'line%0abreak',
      'c1%c2%85control',
      'x'.repeat(201),
      '%20%20',
      'not%zzencoded',
      'two words',
    ]) {
      expect(slugProblemOf(slug), slug).toBeDefined();
    }
    for (const slug of ['launch%2d2026', 'x'.repeat(200), 'v1.2-release', '%e6%9d%b1%e4%ba%ac', 'Mixed-Case']) {
      expect(slugProblemOf(slug), slug).toBeUndefined();
    }
  });
});

describe('fetchPostBySlug', () => {
  it('finds launch%2d2026 by its stored spelling, through the address the site links to', async () => {
    const post = await fetchPostBySlug(routerParamOf('launch%252d2026'));
    expect(post?.id).toBe(requireMockPost(EDGE_CASE_SLUGS.slugWithEncodedHyphen).id);
  });

  it('still finds a post by its decoded non-ASCII slug, as a visitor types it', async () => {
    expect((await fetchPostBySlug('münchen-trade-fair-ar-stand'))?.slug).toBe(EDGE_CASE_SLUGS.nonAsciiSlugLatin);
  });
});

describe('postPageParams: what the pre-renderer writes', () => {
  it('lists every post with a page, by route parameter, and warns about each refused one with its id, slug and place', async () => {
    const warnings: string[] = [];
    const params = await postPageParams('blog', (message) => warnings.push(message));
    expect(params.map(({ slug }) => slug)).toEqual(mockPostPagesInCategory(BLOG_CATEGORY_ID).map((post) => slugRouteParam(post.slug)));
    expect(params.map(({ slug }) => slug)).toContain('launch%2d2026');
    const escaping = requireMockPost(EDGE_CASE_SLUGS.slugEscapingDist);
    expect(warnings).toHaveLength(HOSTILE_SLUGS.refused.filter((slug) => requireMockPost(slug).categories.includes(BLOG_CATEGORY_ID)).length);
    expect(warnings[0]).toContain(`post ${escaping.id} (slug "${escaping.slug}")`);
    expect(warnings[0]).toMatch(/GET \S+per_page=100&page=\d+\S* \$\[\d+\]\.slug/);
    expect(warnings[0]).toContain('"/" or "\\"');
  });

  it('stops after MAX_POST_LINK_PAGES pages however many WordPress claims, and says so', async () => {
    let requests = 0;
    mockServer.use(
      http.get(postsEndpoint(), ({ request }) => {
        requests += 1;
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json([{ id: page, slug: `post-${page}`, date: '2026-01-01T10:00:00', title: { rendered: 'A post' } }], {
          headers: { 'X-WP-TotalPages': '1000000' },
        });
      }),
    );
    const listing = await fetchAllPostLinks('blog');
    expect(requests).toBe(MAX_POST_LINK_PAGES);
    expect(listing.links).toHaveLength(MAX_POST_LINK_PAGES);
    expect(listing.truncatedAtPages).toBe(1_000_000);
    const warnings: string[] = [];
    await postPageParams('blog', (message) => warnings.push(message));
    expect(warnings.join('\n')).toContain(`only the first ${MAX_POST_LINK_PAGES} were read`);
  });
});

describe('listingTotalsOf: X-WP-Total and X-WP-TotalPages, believed only when they can be true', () => {
  const totals = (headers: Record<string, string>) => listingTotalsOf(new Headers(headers));

  it('reads both when the pages are what the posts fill', () => {
    expect(totals({ 'X-WP-Total': '19', 'X-WP-TotalPages': '2' })).toEqual({ total: 19, totalPages: 2 });
    expect(totals({ 'X-WP-Total': '20', 'X-WP-TotalPages': '2' })).toEqual({ total: 20, totalPages: 2 });
    expect(totals({ 'X-WP-Total': '0', 'X-WP-TotalPages': '0' })).toEqual({ total: 0, totalPages: 0 });
  });

  it.each([
    ['neither', {}],
    ['only the pages', { 'X-WP-TotalPages': '2' }],
    ['only the posts', { 'X-WP-Total': '19' }],
    ['pages the posts do not fill', { 'X-WP-Total': '19', 'X-WP-TotalPages': '5' }],
    ['a negative count', { 'X-WP-Total': '-19', 'X-WP-TotalPages': '-1' }],
    ['a fraction', { 'X-WP-Total': '19.5', 'X-WP-TotalPages': '2' }],
    ['words', { 'X-WP-Total': 'many', 'X-WP-TotalPages': 'two' }],
    ['an exponent', { 'X-WP-Total': '1e3', 'X-WP-TotalPages': '100' }],
    ['a number past any listing', { 'X-WP-Total': '99999999999', 'X-WP-TotalPages': '9999999999' }],
  ])('says nothing of %s', (_, headers) => {
    expect(totals(headers)).toBeUndefined();
  });
});

describe('fetchPostListPage: one page of a listing', () => {
  const blogPosts = mockPostsInCategory(BLOG_CATEGORY_ID);
  const lastPage = Math.ceil(blogPosts.length / LISTING_PAGE_SIZE);

  it("asks page 1 with the spec's own request, and later pages with &page=N", () => {
    expect(postListPageUrl('blog', 1)).toBe(postListUrl('blog'));
    expect(postListPageUrl('blog', 2)).toBe(`${postListUrl('blog')}&page=2`);
  });

  it("reads a later page's posts and WordPress's totals", async () => {
    const page = await fetchPostListPage('blog', 2);
    expect(page?.totals).toEqual({ total: blogPosts.length, totalPages: lastPage });
    const expected = blogPosts.slice(LISTING_PAGE_SIZE, 2 * LISTING_PAGE_SIZE).filter((post) => !HOSTILE_SLUGS.refused.includes(post.slug));
    expect(page?.posts.map((post) => post.id)).toEqual(expected.map((post) => post.id));
  });

  it("answers null for a page past the last, whether WordPress says so with its 400 or a proxy's empty list", async () => {
    await expect(fetchPostListPage('blog', lastPage + 1)).resolves.toBeNull();
    mockServer.use(http.get(postsEndpoint(), () => HttpResponse.json([])));
    await expect(fetchPostListPage('blog', 2)).resolves.toBeNull();
  });

  it('answers null when a proxy ignores `page` and WordPress counts fewer pages', async () => {
    mockServer.use(
      http.get(postsEndpoint(), () =>
        HttpResponse.json([{ id: 1, slug: 'a-post', date: '2026-01-01T10:00:00', title: { rendered: 'A post' } }], {
          headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
        }),
      ),
    );
    await expect(fetchPostListPage('blog', 2)).resolves.toBeNull();
  });

  it('lists page 1 without totals when WordPress sends none', async () => {
    mockServer.use(http.get(postsEndpoint(), () => HttpResponse.json([{ id: 1, slug: 'a-post', date: '2026-01-01T10:00:00', title: { rendered: 'A post' } }])));
    const page = await fetchPostListPage('blog', 1);
    expect(page?.posts.map((post) => post.slug)).toEqual(['a-post']);
    expect(page).not.toHaveProperty('totals');
  });
});

describe('listingPageParams: the further listing pages the pre-renderer writes', () => {
  it('lists pages 2 to the last', async () => {
    const lastPage = Math.ceil(mockPostsInCategory(BLOG_CATEGORY_ID).length / LISTING_PAGE_SIZE);
    expect(lastPage).toBeGreaterThan(1);
    await expect(listingPageParams('blog')).resolves.toEqual(Array.from({ length: lastPage - 1 }, (_, index) => ({ page: String(index + 2) })));
  });

  it(`stops at ${MAX_LISTING_PAGES} pages however many WordPress reports, and says so`, async () => {
    mockServer.use(http.get(postsEndpoint(), () => HttpResponse.json([], { headers: { 'X-WP-Total': '5000', 'X-WP-TotalPages': '500' } })));
    const warnings: string[] = [];
    const params = await listingPageParams('blog', (message) => warnings.push(message));
    expect(params).toHaveLength(MAX_LISTING_PAGES - 1);
    expect(params.at(-1)).toEqual({ page: String(MAX_LISTING_PAGES) });
    expect(warnings.join('\n')).toContain('500 pages');
  });

  it('writes no further page, and says so, when WordPress sends no usable totals', async () => {
    mockServer.use(http.get(postsEndpoint(), () => HttpResponse.json([], { headers: { 'X-WP-Total': 'lots', 'X-WP-TotalPages': '7' } })));
    const warnings: string[] = [];
    await expect(listingPageParams('blog', (message) => warnings.push(message))).resolves.toEqual([]);
    expect(warnings.join('\n')).toContain('X-WP-TotalPages');
  });
});
