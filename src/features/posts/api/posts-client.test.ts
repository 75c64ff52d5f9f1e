// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  EDGE_CASE_SLUGS,
  HOSTILE_SLUGS,
  mockPostPagesInCategory,
  requireMockPost,
  BLOG_CATEGORY_ID,
  CASE_STUDY_CATEGORY_ID,
} from '../../../../testing/mocks/mock-posts.ts';
import { mockServer } from '../../../../testing/mocks/node.ts';
import { postPath } from '../post-path.ts';
import { MAX_POST_LINK_PAGES, fetchAllPostLinks, fetchPostBySlug, postBySlugUrl, postPageParams, postsEndpoint } from './posts-client.ts';
import { slugPathSegment, slugRouteParam, storedSlugOf } from './post-slug.ts';
import { slugProblemOf } from './wordpress-json.ts';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

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
