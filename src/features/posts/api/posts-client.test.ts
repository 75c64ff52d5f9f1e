import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POSTS_ENDPOINT, failingPostsHandler } from '@/testing/mocks/handlers.ts';
import { mockServer } from '@/testing/mocks/node.ts';
import { PLACEHOLDER_IMAGE_URL, UNKNOWN_AUTHOR, parsePostList, parsePostSummary } from './post-summary.ts';
import { ContentServiceError, MOCK_CONTENT_SERVICE_URL, contentServiceUrl, fetchPostList, postListUrl } from './posts-client.ts';
import { postKeys, postQueries } from './posts-queries.ts';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('posts API client', () => {
  it('runs on the embedded mock service when VITE_WP_API_URL is unset', () => {
    expect(contentServiceUrl).toBe(MOCK_CONTENT_SERVICE_URL);
  });

  it('shapes the listing calls as SPEC 7 does: category 1 for the blog, 21 for case studies, _embed twice', () => {
    expect(postListUrl('blog', 'https://cms.example.com')).toBe('https://cms.example.com/wp-json/wp/v2/posts?categories=1&_embed&_embed=1');
    expect(postListUrl('case-studies', 'https://cms.example.com')).toBe('https://cms.example.com/wp-json/wp/v2/posts?categories=21&_embed&_embed=1');
  });

  it('fetches and parses a category, newest first', async () => {
    const posts = await fetchPostList('case-studies');
    expect(posts.map((post) => post.slug)).toEqual([
      'aerospace-mro-ar-guided-inspection',
      'automotive-oem-dealer-configurator',
      'logistics-warehouse-digital-twin',
      'heavy-equipment-vr-maintenance-training',
    ]);
    expect(posts[0]).toMatchObject({
      id: 409,
      date: '2026-11-05T10:00:00',
      author: 'Satori XR Team',
      featuredImageUrl: '/media/images/case-studies/aerospace-jet-engine-800.webp',
    });
  });

  it('sends exactly the documented query string', async () => {
    const seen: string[] = [];
    mockServer.use(
      http.get(POSTS_ENDPOINT, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    await fetchPostList('blog', { baseUrl: 'https://cms.example.com' });
    expect(seen).toEqual(['https://cms.example.com/wp-json/wp/v2/posts?categories=1&_embed&_embed=1']);
  });

  it('throws on a failed request and on an answer that is not a list', async () => {
    mockServer.use(failingPostsHandler);
    await expect(fetchPostList('blog')).rejects.toMatchObject({ name: 'ContentServiceError', status: 500 });
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.json({ code: 'rest_no_route' })));
    await expect(fetchPostList('blog')).rejects.toThrow(TypeError);
    expect(new ContentServiceError('x', 502).status).toBe(502);
  });
});

describe('post view model', () => {
  it('turns rendered HTML into plain text and tidies WordPress’s " [&hellip;]" ending', () => {
    const post = parsePostSummary({
      id: 7,
      slug: 'a-post',
      date: '2026-01-02T03:04:05',
      link: 'https://cms.example.com/a-post/',
      title: { rendered: 'Twins &amp; <em>training</em>' },
      excerpt: { rendered: '<p>Start small [&hellip;]</p>\n' },
    });
    expect(post).toEqual({
      id: 7,
      slug: 'a-post',
      date: '2026-01-02T03:04:05',
      title: 'Twins & training',
      excerpt: 'Start small…',
      link: 'https://cms.example.com/a-post/',
      featuredImageUrl: PLACEHOLDER_IMAGE_URL,
      author: UNKNOWN_AUTHOR,
    });
  });

  it('falls back from the featured image URL to a generated size, then to the media guid', () => {
    const withSizes = {
      media_details: { sizes: { medium: { source_url: 'https://cms.example.com/m.jpg' } } },
      guid: { rendered: 'https://cms.example.com/g.jpg' },
    };
    expect(parsePostSummary({ id: 1, slug: 's', _embedded: { 'wp:featuredmedia': [withSizes] } })?.featuredImageUrl).toBe('https://cms.example.com/m.jpg');
    expect(
      parsePostSummary({ id: 1, slug: 's', _embedded: { 'wp:featuredmedia': [{ guid: { rendered: 'https://cms.example.com/g.jpg' } }] } })?.featuredImageUrl,
    ).toBe('https://cms.example.com/g.jpg');
    // WordPress sends an error object in place of media the visitor may not see.
    expect(parsePostSummary({ id: 1, slug: 's', _embedded: { 'wp:featuredmedia': [{ code: 'rest_forbidden' }] } })?.featuredImageUrl).toBe(
      PLACEHOLDER_IMAGE_URL,
    );
    expect(parsePostSummary({ id: 1, slug: 's', _embedded: { author: [{ name: 'Ananya Rao' }] } })?.author).toBe('Ananya Rao');
  });

  it('drops posts without an id or a slug and keeps the rest', () => {
    expect(parsePostList([{ slug: 'no-id' }, { id: 2 }, null, 'text', { id: 3, slug: 'kept' }]).map((post) => post.slug)).toEqual(['kept']);
  });
});

describe('post queries', () => {
  it('builds hierarchical keys, so all post queries can be matched at once', () => {
    expect(postKeys.all).toEqual(['posts']);
    expect(postKeys.list('blog')).toEqual(['posts', 'list', { category: 'blog' }]);
    expect(postQueries.list('case-studies').queryKey).toEqual(postKeys.list('case-studies'));
  });

  it('keeps pre-rendered posts for the visit instead of fetching them again after hydration', () => {
    expect(postQueries.list('blog').staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
