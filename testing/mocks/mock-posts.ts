/**
 * Embedded mock posts in the exact JSON shape WordPress 6 sends for `GET /wp-json/wp/v2/posts?_embed`, used
 * when no content service is configured (VITE_WP_API_URL unset) and by tests. The words live in
 * mock-post-sources.ts; this module dresses them as WordPress would, including the ways real installs break
 * the tidy shape (EDGE_CASE_SLUGS lists which post carries which).
 *
 * Image URLs are root-relative paths of the site's own media under public/: real WordPress sends absolute URLs
 * on its own domain, but the mock domain cannot serve files, and the site's parser accepts both.
 */
import { MOCK_AUTHORS, MOCK_CATEGORIES, MOCK_IMAGES, MOCK_POST_SOURCES, MOCK_TAGS, type MockImageKey, type MockPostSource } from './mock-post-sources.ts';
import type {
  WordPressEmbeddedJson,
  WordPressErrorJson,
  WordPressImageSizeJson,
  WordPressMediaJson,
  WordPressPostJson,
  WordPressTermJson,
} from './wordpress-shapes.ts';

export { BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, EVENTS_CATEGORY_ID, PRESS_CATEGORY_ID } from './mock-post-sources.ts';
export type * from './wordpress-shapes.ts';

/** The mock WordPress's own address, as it appears in links and guids (the reserved .invalid domain never resolves). */
export const MOCK_WORDPRESS_ORIGIN = 'https://content.satorixr.invalid';

/** The mock site's time zone, Asia/Kolkata: `date` is local, `date_gmt` is UTC. */
export const MOCK_SITE_UTC_OFFSET_MINUTES = 330;

/** Which post carries which edge case, by slug (as stored). */
export const EDGE_CASE_SLUGS = {
  /** An ordinary, complete post; e2e uses it as "the" detail page. */
  ordinaryPost: 'immersive-training-field-guide',
  xssPayloads: 'reviewing-third-party-embeds',
  noFeaturedMedia: 'webxr-browser-support-buyers',
  embeddedMissing: 'cold-chain-vr-forklift-safety-training',
  featuredMediaForbidden: 'spatial-computing-glossary',
  featuredMediaDeleted: 'spatial-audio-vr-training',
  mediaWithoutSizes: 'ar-work-instructions-mixed-fleet-lessons',
  mediaEmptySourceUrl: 'configurator-performance-budget-mobile',
  socialImageOnly: 'digital-twin-data-readiness-checklist',
  termsTagsFirst: 'm%c3%bcnchen-trade-fair-ar-stand',
  htmlEntitiesInTitle: 'spatial-computing-glossary',
  longTitle: 'ar-work-instructions-mixed-fleet-lessons',
  /** "münchen-trade-fair-ar-stand", stored percent-encoded (as an import or the REST API can store it). */
  nonAsciiSlugLatin: 'm%c3%bcnchen-trade-fair-ar-stand',
  /** "東京-press-line-digital-twin", a case study. */
  nonAsciiSlugJapanese: '%e6%9d%b1%e4%ba%ac-press-line-digital-twin',
  /** "vr-प्रशिक्षण-hindi-shop-floor-teams". */
  nonAsciiSlugHindi: 'vr-%e0%a4%aa%e0%a5%8d%e0%a4%b0%e0%a4%b6%e0%a4%bf%e0%a4%95%e0%a5%8d%e0%a4%b7%e0%a4%a3-hindi-shop-floor-teams',
  /** Published in the same second as sameSecondHigherId, in the same category; lower id. */
  sameSecondLowerId: 'photoreal-3d-product-marketing',
  sameSecondHigherId: 'hand-tracking-or-controllers-vr-training',
  authorWithoutName: 'vr-%e0%a4%aa%e0%a5%8d%e0%a4%b0%e0%a4%b6%e0%a4%bf%e0%a4%95%e0%a5%8d%e0%a4%b7%e0%a4%a3-hindi-shop-floor-teams',
  authorEmbedError: 'digital-twin-data-readiness-checklist',
  noAuthorEmbed: 'configurator-performance-budget-mobile',
  /** Local date 01 Mar 2026 at 02:15, which is still 28 Feb in UTC: dates must come from `date`, not `date_gmt`. */
  localDateDiffersFromUtc: 'spatial-audio-vr-training',
  /** In the Blog and Events categories. */
  twoCategories: 'm%c3%bcnchen-trade-fair-ar-stand',
  /** In the Press category only: on neither listing. */
  otherCategoryOnly: 'satori-xr-opens-pune-centre-of-excellence',
  /** Decoded "../../tmp/x": pre-rendered as stored, it would write index.html two folders above dist/blogs/. */
  slugEscapingDist: '..%2F..%2Ftmp%2Fx',
  /** Decoded "../about": pre-rendered as stored, it would overwrite the About page. */
  slugOverwritingAbout: '..%2Fabout',
  /** Decoded "launch-2026", whose stored spelling is different: looked up re-encoded, it was never found. */
  slugWithEncodedHyphen: 'launch%2d2026',
} as const;

/** The stored slugs of the posts that test the site's defences (MockPostSource.hostileSlug), by how the site must treat them. */
export const HOSTILE_SLUGS = {
  refused: MOCK_POST_SOURCES.flatMap((post) => (post.hostileSlug === 'refused' ? [post.slug] : [])),
  kept: MOCK_POST_SOURCES.flatMap((post) => (post.hostileSlug === 'kept' ? [post.slug] : [])),
};

/** "2026-11-12T09:30:00" local → the same instant in UTC, without the zone WordPress leaves off. */
function toGmt(localDate: string): string {
  return new Date(Date.parse(`${localDate}Z`) - MOCK_SITE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19);
}

function addDays(localDate: string, days: number): string {
  return new Date(Date.parse(`${localDate}Z`) + days * 86_400_000).toISOString().slice(0, 19);
}

const restUrl = (route: string) => `${MOCK_WORDPRESS_ORIGIN}/wp-json/wp/v2/${route}`;

function imageSize(key: MockImageKey, width: number): WordPressImageSizeJson {
  const image = MOCK_IMAGES[key];
  const file = `${image.path.split('/').at(-1) ?? ''}-${width}.webp`;
  return {
    file,
    width,
    height: Math.round((width * image.height) / image.width),
    mime_type: 'image/webp',
    source_url: `${image.path}-${width}.webp`,
  };
}

/** WordPress generates sizes no larger than the upload; the site's media come in 480, 800, 1280 (and some 1920) widths. */
function mediaFor(post: MockPostSource, key: MockImageKey): WordPressMediaJson {
  const image = MOCK_IMAGES[key];
  const full = imageSize(key, image.width);
  const slug = `${image.path.split('/').at(-1) ?? 'image'}-${post.id + 1}`;
  const yearMonth = post.date.slice(0, 7).replace('-', '/');
  const quirks = post.quirks ?? [];
  return {
    id: post.id + 1,
    date: addDays(post.date, -1),
    slug,
    type: 'attachment',
    link: `${MOCK_WORDPRESS_ORIGIN}/${post.slug}/${slug}/`,
    title: { rendered: slug },
    author: post.author,
    caption: { rendered: '' },
    alt_text: image.alt,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: {
      width: full.width,
      height: full.height,
      file: `${yearMonth}/${full.file}`,
      filesize: 48_213,
      ...(quirks.includes('media-without-sizes')
        ? {}
        : { sizes: { thumbnail: imageSize(key, 480), medium: imageSize(key, 800), large: imageSize(key, 1280), full } }),
    },
    source_url: quirks.includes('media-empty-source-url') ? '' : full.source_url,
    guid: { rendered: full.source_url },
  };
}

const forbidden = (): WordPressErrorJson => ({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } });
const deletedMedia = (): WordPressErrorJson => ({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
const deletedUser = (): WordPressErrorJson => ({ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } });

function categoryTerm(id: keyof typeof MOCK_CATEGORIES): WordPressTermJson {
  const { name, slug } = MOCK_CATEGORIES[id];
  return { id, link: `${MOCK_WORDPRESS_ORIGIN}/category/${slug}/`, name, slug, taxonomy: 'category' };
}

function tagTerm(id: keyof typeof MOCK_TAGS): WordPressTermJson {
  const { name, slug } = MOCK_TAGS[id];
  return { id, link: `${MOCK_WORDPRESS_ORIGIN}/tag/${slug}/`, name, slug, taxonomy: 'post_tag' };
}

function embeddedFor(post: MockPostSource): WordPressEmbeddedJson {
  const quirks = post.quirks ?? [];
  const embedded: WordPressEmbeddedJson = {};
  if (post.author === 11) embedded.author = [deletedUser()];
  else if (post.author !== 0) {
    const { name, slug } = MOCK_AUTHORS[post.author];
    embedded.author = [{ id: post.author, name, url: '', description: '', link: `${MOCK_WORDPRESS_ORIGIN}/author/${slug}/`, slug }];
  }
  if (post.image && !quirks.includes('no-featured-media')) {
    const media = quirks.includes('media-forbidden') ? forbidden() : quirks.includes('media-deleted') ? deletedMedia() : mediaFor(post, post.image);
    embedded['wp:featuredmedia'] = [media];
  }
  const categories = post.categories.map(categoryTerm);
  const tags = post.tags.map(tagTerm);
  embedded['wp:term'] = quirks.includes('terms-tags-first') ? [tags, categories] : [categories, tags];
  return embedded;
}

function linksFor(post: MockPostSource, featuredMedia: number): WordPressPostJson['_links'] {
  return {
    self: [{ href: restUrl(`posts/${post.id}`) }],
    collection: [{ href: restUrl('posts') }],
    about: [{ href: restUrl('types/post') }],
    ...(post.author === 0 ? {} : { author: [{ embeddable: true, href: restUrl(`users/${post.author}`) }] }),
    ...(featuredMedia === 0 ? {} : { 'wp:featuredmedia': [{ embeddable: true, href: restUrl(`media/${featuredMedia}`) }] }),
    'wp:attachment': [{ href: restUrl(`media?parent=${post.id}`) }],
    'wp:term': [
      { taxonomy: 'category', embeddable: true, href: restUrl(`categories?post=${post.id}`) },
      { taxonomy: 'post_tag', embeddable: true, href: restUrl(`tags?post=${post.id}`) },
    ],
  };
}

function toWordPressJson(post: MockPostSource): WordPressPostJson {
  const quirks = post.quirks ?? [];
  const modified = addDays(post.date, post.editedDaysLater ?? 0);
  const featuredMedia = post.image && !quirks.includes('no-featured-media') ? post.id + 1 : 0;
  const social = post.socialImage ? imageSize(post.socialImage, 1280) : undefined;
  const categorySlugs = post.categories.map((id) => `category-${MOCK_CATEGORIES[id].slug}`);
  const tagSlugs = post.tags.map((id) => `tag-${MOCK_TAGS[id].slug}`);
  return {
    id: post.id,
    date: post.date,
    date_gmt: toGmt(post.date),
    guid: { rendered: `${MOCK_WORDPRESS_ORIGIN}/?p=${post.id}` },
    modified,
    modified_gmt: toGmt(modified),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${MOCK_WORDPRESS_ORIGIN}/${post.slug}/`,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: post.excerpt, protected: false },
    author: post.author,
    featured_media: featuredMedia,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: [...post.categories],
    tags: [...post.tags],
    class_list: [
      `post-${post.id}`,
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      ...(featuredMedia === 0 ? [] : ['has-post-thumbnail']),
      'hentry',
      ...categorySlugs,
      ...tagSlugs,
    ],
    ...(social && {
      yoast_head_json: {
        title: `${post.title} - Satori XR`,
        description: post.excerpt.replace(/<[^>]*>/g, '').trim(),
        og_image: [{ url: social.source_url, width: social.width, height: social.height, type: social.mime_type }],
      },
    }),
    _links: linksFor(post, featuredMedia),
    ...(quirks.includes('embedded-missing') ? {} : { _embedded: embeddedFor(post) }),
  };
}

/**
 * Newest first, and by id (highest first) within one second: the order WordPress's default query
 * (`orderby=date&order=desc`) gives, with the tie broken the way the mock handlers break it.
 */
export const byDateDescending = (a: WordPressPostJson, b: WordPressPostJson) => b.date.localeCompare(a.date) || b.id - a.id;

/** Every mock post, newest first. */
export const mockPosts: readonly WordPressPostJson[] = MOCK_POST_SOURCES.map(toWordPressJson).sort(byDateDescending);

/** The posts of one category, newest first (as `GET /posts?categories={id}` orders them), hostile slugs included. */
export function mockPostsInCategory(categoryId: number): WordPressPostJson[] {
  return mockPosts.filter((post) => post.categories.includes(categoryId));
}

/** The posts of one category that have a page on the site, newest first: all but those with refused slugs. */
export function mockPostPagesInCategory(categoryId: number): WordPressPostJson[] {
  return mockPostsInCategory(categoryId).filter((post) => !HOSTILE_SLUGS.refused.includes(post.slug));
}

/** The post with this stored slug, or undefined. */
export function mockPostBySlug(slug: string): WordPressPostJson | undefined {
  return mockPosts.find((post) => post.slug === slug);
}

/** Like mockPostBySlug, for tests that must not go on without the post. */
export function requireMockPost(slug: string): WordPressPostJson {
  const post = mockPostBySlug(slug);
  if (!post) throw new Error(`No mock post has the slug "${slug}".`);
  return post;
}
