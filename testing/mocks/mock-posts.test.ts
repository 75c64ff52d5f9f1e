// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORY_ID,
  CASE_STUDY_CATEGORY_ID,
  EDGE_CASE_SLUGS,
  HOSTILE_SLUGS,
  MOCK_SITE_UTC_OFFSET_MINUTES,
  mockPostBySlug,
  mockPosts,
  mockPostsInCategory,
  requireMockPost,
  type WordPressMediaJson,
  type WordPressPostJson,
} from './mock-posts.ts';
import { sanitizeTitleWithDashes } from './sanitize-title.ts';
import { slugProblemOf } from '@/features/posts/api/wordpress-json.ts';

const blog = mockPostsInCategory(BLOG_CATEGORY_ID);
const caseStudies = mockPostsInCategory(CASE_STUDY_CATEGORY_ID);

const mediaOf = (post: WordPressPostJson) => post._embedded?.['wp:featuredmedia']?.[0];
const isMedia = (value: unknown): value is WordPressMediaJson => typeof value === 'object' && value !== null && 'source_url' in value;

function requireMedia(post: WordPressPostJson): WordPressMediaJson {
  const media = mediaOf(post);
  if (!isMedia(media)) throw new Error(`${post.slug} embeds no media.`);
  return media;
}

/** Every image URL a post carries: media source, sizes, media guid, social image. */
function imageUrlsOf(post: WordPressPostJson): string[] {
  const media = mediaOf(post);
  const fromMedia = isMedia(media)
    ? [media.source_url, media.guid.rendered, ...Object.values(media.media_details.sizes ?? {}).map((size) => size.source_url)]
    : [];
  return [...fromMedia, ...(post.yoast_head_json?.og_image ?? []).map((image) => image.url)].filter((url) => url !== '');
}

describe('mock posts', () => {
  it('have more than 12 blog posts and more than 6 case studies, and posts in neither', () => {
    expect(blog.length).toBeGreaterThan(12);
    expect(caseStudies.length).toBeGreaterThan(6);
    expect(mockPosts.length).toBeGreaterThan(blog.length + caseStudies.length);
  });

  it('keep the posts and slugs earlier tests and e2e suites rely on, newest first', () => {
    expect(blog[0]?.slug).toBe('why-3d-product-demos-convert');
    expect(caseStudies[0]?.slug).toBe('aerospace-mro-ar-guided-inspection');
    expect(blog.slice(0, 6).map((post) => post.slug)).toContain('virtual-showrooms-dealer-networks');
    expect(mockPostBySlug('immersive-training-field-guide')).toBeDefined();
    for (const posts of [blog, caseStudies, [...mockPosts]]) {
      const dates = posts.map((post) => post.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('have unique ids (posts and their media share one id space, as in wp_posts) and unique slugs', () => {
    const mediaIds = mockPosts.flatMap((post) => (post.featured_media === 0 ? [] : [post.featured_media]));
    const ids = [...mockPosts.map((post) => post.id), ...new Set(mediaIds)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(mockPosts.map((post) => post.slug)).size).toBe(mockPosts.length);
  });

  it('carry the hostile slugs of issue 25 in the listed categories, older than every post with an ordinary slug', () => {
    expect(HOSTILE_SLUGS.refused).toEqual(expect.arrayContaining([EDGE_CASE_SLUGS.slugEscapingDist, EDGE_CASE_SLUGS.slugOverwritingAbout]));
    expect(HOSTILE_SLUGS.kept).toEqual([EDGE_CASE_SLUGS.slugWithEncodedHyphen]);
    for (const slug of HOSTILE_SLUGS.refused) expect(slugProblemOf(slug), slug).toBeDefined();
    for (const slug of HOSTILE_SLUGS.kept) expect(slugProblemOf(slug), slug).toBeUndefined();
    for (const posts of [blog, caseStudies]) {
      const hostile = posts.filter((post) => [...HOSTILE_SLUGS.refused, ...HOSTILE_SLUGS.kept].includes(post.slug));
      expect(posts.slice(-hostile.length)).toEqual(hostile);
    }
    // The handlers' tests page through the blog in two pages of WordPress's default 10.
    expect(blog.length).toBeLessThanOrEqual(20);
  });

  it('store slugs as WordPress does: lowercase, non-ASCII characters percent-encoded as UTF-8', () => {
    for (const post of mockPosts.filter((candidate) => ![...HOSTILE_SLUGS.refused, ...HOSTILE_SLUGS.kept].includes(candidate.slug))) {
      expect(post.slug).toBe(sanitizeTitleWithDashes(decodeURIComponent(post.slug)));
      expect(post.slug).toMatch(/^[a-z0-9%-]+$/);
    }
    expect(decodeURIComponent(EDGE_CASE_SLUGS.nonAsciiSlugLatin)).toBe('münchen-trade-fair-ar-stand');
    expect(decodeURIComponent(EDGE_CASE_SLUGS.nonAsciiSlugJapanese)).toBe('東京-press-line-digital-twin');
    expect(decodeURIComponent(EDGE_CASE_SLUGS.nonAsciiSlugHindi)).toBe('vr-प्रशिक्षण-hindi-shop-floor-teams');
  });

  it('give dates in site time (no zone) and date_gmt 5 h 30 min earlier', () => {
    for (const post of mockPosts) {
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(Date.parse(`${post.date}Z`) - Date.parse(`${post.date_gmt}Z`)).toBe(MOCK_SITE_UTC_OFFSET_MINUTES * 60_000);
      expect(post.modified >= post.date).toBe(true);
    }
    const crossing = requireMockPost(EDGE_CASE_SLUGS.localDateDiffersFromUtc);
    expect(crossing.date.slice(0, 10)).not.toBe(crossing.date_gmt.slice(0, 10));
  });

  it('use only root-relative image URLs of files that exist under public/', () => {
    const urls = mockPosts.flatMap(imageUrlsOf);
    expect(urls.length).toBeGreaterThan(50);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/media\/images\/[a-z0-9/-]+\.webp$/);
      expect(existsSync(join(process.cwd(), 'public', url)), url).toBe(true);
    }
  });

  it('carry ordinary, complete posts: media with every size, an author, categories and tags by taxonomy', () => {
    const post = requireMockPost(EDGE_CASE_SLUGS.ordinaryPost);
    const media = requireMedia(post);
    expect(Object.keys(media.media_details.sizes ?? {})).toEqual(['thumbnail', 'medium', 'large', 'full']);
    expect(media.source_url).toBe(media.media_details.sizes?.['full']?.source_url);
    expect(post._embedded?.author?.[0]).toMatchObject({ id: post.author, name: 'Meera Kulkarni' });
    expect(post._embedded?.['wp:term']?.map((terms) => terms[0]?.taxonomy)).toEqual(['category', 'post_tag']);
    expect(post.featured_media).toBe(media.id);
  });
});

describe('edge cases, each on a named post', () => {
  const post = (key: keyof typeof EDGE_CASE_SLUGS) => requireMockPost(EDGE_CASE_SLUGS[key]);

  it('featured_media 0 without wp:featuredmedia', () => {
    expect(post('noFeaturedMedia').featured_media).toBe(0);
    expect(post('noFeaturedMedia')._embedded).toBeDefined();
    expect(post('noFeaturedMedia')._embedded?.['wp:featuredmedia']).toBeUndefined();
  });

  it('no _embedded at all, though featured_media and author are set', () => {
    expect(post('embeddedMissing')._embedded).toBeUndefined();
    expect(post('embeddedMissing').featured_media).toBeGreaterThan(0);
    expect(post('embeddedMissing').author).toBeGreaterThan(0);
  });

  it('the featured media as an error object: rest_forbidden, and rest_post_invalid_id for a deleted image', () => {
    expect(mediaOf(post('featuredMediaForbidden'))).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
    expect(mediaOf(post('featuredMediaDeleted'))).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
    expect(post('featuredMediaForbidden').featured_media).toBeGreaterThan(0);
  });

  it('media_details without sizes, and media with an empty source_url but sizes', () => {
    const withoutSizes = requireMedia(post('mediaWithoutSizes'));
    expect(withoutSizes.media_details).not.toHaveProperty('sizes');
    expect(withoutSizes.source_url).toMatch(/^\/media\//);
    const emptySource = requireMedia(post('mediaEmptySourceUrl'));
    expect(emptySource.source_url).toBe('');
    expect(Object.keys(emptySource.media_details.sizes ?? {})).toHaveLength(4);
  });

  it('only a social image left', () => {
    const social = post('socialImageOnly');
    expect(social.featured_media).toBe(0);
    expect(mediaOf(social)).toBeUndefined();
    expect(social.yoast_head_json?.og_image?.[0]?.url).toMatch(/^\/media\/images\/.+\.webp$/);
  });

  it('wp:term with the tags first, so position cannot be trusted', () => {
    const terms = post('termsTagsFirst')._embedded?.['wp:term'];
    expect(terms?.map((group) => group[0]?.taxonomy)).toEqual(['post_tag', 'category']);
    expect(terms?.[1]?.map((term) => term.name)).toEqual(['Blog', 'Events']);
    expect(post('twoCategories').categories).toEqual([BLOG_CATEGORY_ID, 5]);
  });

  it('HTML entities in titles, and a title of 150 characters or more', () => {
    const title = post('htmlEntitiesInTitle').title.rendered;
    for (const entity of ['&#8217;', '&amp;', '&#8211;', '&#8220;', '&#8221;']) expect(title).toContain(entity);
    expect(post('longTitle').title.rendered.length).toBeGreaterThanOrEqual(150);
  });

  it('two posts of one category published in the same second', () => {
    const [lower, higher] = [post('sameSecondLowerId'), post('sameSecondHigherId')];
    expect(lower.date).toBe(higher.date);
    expect(lower.categories).toEqual(higher.categories);
    expect(lower.id).toBeLessThan(higher.id);
  });

  it('an author with no name, an author embed that is an error, and no author embed', () => {
    expect(post('authorWithoutName')._embedded?.author?.[0]).toMatchObject({ name: '' });
    expect(post('authorEmbedError')._embedded?.author?.[0]).toMatchObject({ code: 'rest_user_invalid_id' });
    expect(post('noAuthorEmbed').author).toBe(0);
    expect(post('noAuthorEmbed')._embedded).not.toHaveProperty('author');
  });

  it('XSS payloads in the title, the excerpt and the content', () => {
    const xss = post('xssPayloads');
    expect(xss.title.rendered).toMatch(/<script>/);
    expect(xss.title.rendered).toMatch(/onerror=/);
    expect(xss.excerpt.rendered).toMatch(/<svg onload=/);
    expect(xss.excerpt.rendered).toMatch(/href="javascript:/);
    const content = xss.content.rendered;
    expect(content).toMatch(/<script>/);
    expect(content).toMatch(/<img [^>]*onerror=/);
    expect(content).toMatch(/<a href="javascript:/);
    expect(content).toMatch(/<svg [^>]*onload=/);
    expect(content).toMatch(/<iframe src="https:\/\/tracker\.example\//);
    expect(content).toMatch(/<a href="https:\/\/www\.khronos\.org\/gltf\/" target="_blank">/);
    expect(content).toMatch(/<iframe [^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(content).toMatch(/<iframe [^>]*src="https:\/\/player\.vimeo\.com\/video\//);
  });

  it('a post in another category only, on neither listing', () => {
    const press = post('otherCategoryOnly');
    expect(press.categories).not.toContain(BLOG_CATEGORY_ID);
    expect(press.categories).not.toContain(CASE_STUDY_CATEGORY_ID);
  });
});
