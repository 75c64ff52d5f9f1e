/**
 * The local WordPress holds the mock WordPress's posts (testing/mocks/mock-post-sources.ts): one corpus, so the
 * posts, slugs, ids, categories, tags, dates, authors and featured images the contract suite meets on a real
 * WordPress are the ones every other suite meets on the mocks. This module turns the mock sources into the JSON
 * seed.php reads (`--corpus=<file>`).
 *
 * A few of the mock's quirks are what a plugin, a cache or a newer WordPress sends, and a seed cannot make Debian's
 * WordPress 6.1 send them; those posts are seeded as the nearest thing WordPress itself does
 * (docs/wordpress-local.md, "What is seeded"):
 * - embedded-missing, media-empty-source-url: the post gets its picture as an ordinary upload;
 * - media-deleted: the attachment is deleted, and WordPress 6.1 embeds its REST index instead of the mock's
 *   rest_post_invalid_id error;
 * - terms-tags-first: WordPress lists categories before tags;
 * - socialImage (Yoast's og:image): no Yoast, so no social image.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  BLOG_CATEGORY_ID,
  CASE_STUDY_CATEGORY_ID,
  MOCK_AUTHORS,
  MOCK_CATEGORIES,
  MOCK_IMAGES,
  MOCK_POST_SOURCES,
  MOCK_TAGS,
  type MockPostSource,
} from '../../../testing/mocks/mock-post-sources.ts';
import { EDGE_CASE_SLUGS, MOCK_SITE_UTC_OFFSET_MINUTES } from '../../../testing/mocks/mock-posts.ts';

/** The mock's site time (+05:30) as a WordPress time zone; a change of MOCK_SITE_UTC_OFFSET_MINUTES fails the type check here. */
const SITE_TIMEZONE = ({ 330: 'Asia/Kolkata' } as const)[MOCK_SITE_UTC_OFFSET_MINUTES];

/**
 * How the featured image is seeded (seed.php):
 *   upload        the mock's picture (a webp under public/) uploaded as a JPEG, with every size WordPress makes;
 *   none          no featured image (featured_media 0);
 *   deleted       uploaded, set, then the attachment deleted, with _thumbnail_id left pointing at it;
 *   draft-parent  uploaded to an unpublished draft, so anonymous readers may not see it (rest_forbidden, 401);
 *   no-sizes      the picture shrunk below every intermediate size (media_details.sizes is empty).
 */
export type SeedImageCase = 'upload' | 'none' | 'deleted' | 'draft-parent' | 'no-sizes';

export interface SeedTerm {
  id: number;
  name: string;
  slug: string;
}

export interface SeedPost {
  id: number;
  /** Stored spelling; seed.php writes it to post_name directly where WordPress would sanitise it differently. */
  slug: string;
  /** Site-local "YYYY-MM-DDTHH:MM:SS"; WordPress derives the GMT dates from the site's time zone. */
  date: string;
  modified: string;
  categories: number[];
  tags: number[];
  /** 0: no author; an id with no user (11) embeds WordPress's rest_user_invalid_id error. */
  author: number;
  /** As WordPress renders them (character references kept: WordPress's own rendering leaves them as they are). */
  title: string;
  /** The excerpt's text, without the paragraph WordPress wraps it in when it renders it. */
  excerpt: string;
  content: string;
  imageCase: SeedImageCase;
  /** The picture's file (absolute), its alt text and the attachment's id (the mock's: the post's id + 1). */
  image: { file: string; alt: string; mediaId: number; name: string } | null;
  hostileSlug: 'refused' | 'kept' | null;
  xss: boolean;
}

export interface SeedCorpus {
  timezone: string;
  /** The category the site lists: a post in one of these has a page. */
  listedCategories: number[];
  categories: SeedTerm[];
  tags: SeedTerm[];
  /** Users to create, with these ids; a name may be empty. */
  authors: SeedTerm[];
  posts: SeedPost[];
}

function addDays(localDate: string, days: number): string {
  return new Date(Date.parse(`${localDate}Z`) + days * 86_400_000).toISOString().slice(0, 19);
}

function imageCaseOf(post: MockPostSource): SeedImageCase {
  const quirks = post.quirks ?? [];
  if (!post.image || quirks.includes('no-featured-media')) return 'none';
  if (quirks.includes('media-forbidden')) return 'draft-parent';
  if (quirks.includes('media-deleted')) return 'deleted';
  if (quirks.includes('media-without-sizes')) return 'no-sizes';
  return 'upload';
}

function imageOf(post: MockPostSource, root: string): SeedPost['image'] {
  if (!post.image || imageCaseOf(post) === 'none') return null;
  const { path, width, alt } = MOCK_IMAGES[post.image];
  const file = join(root, 'public', `${path}-${width}.webp`);
  if (!existsSync(file)) throw new Error(`The seed's picture for ${post.slug} is missing: ${file} (run \`npm run media\`).`);
  return { file, alt, mediaId: post.id + 1, name: `${path.split('/').at(-1) ?? 'image'}-${post.id + 1}` };
}

const terms = (table: Record<number, { name: string; slug: string }>): SeedTerm[] =>
  Object.entries(table)
    .map(([id, { name, slug }]) => ({ id: Number(id), name, slug }))
    .sort((a, b) => a.id - b.id);

/** The seed corpus, from the mock posts; `root` is the repository (the pictures are read from its public/). */
export function seedCorpus(root: string): SeedCorpus {
  return {
    timezone: SITE_TIMEZONE,
    listedCategories: [BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID],
    categories: terms(MOCK_CATEGORIES),
    tags: terms(MOCK_TAGS),
    authors: terms(MOCK_AUTHORS),
    posts: MOCK_POST_SOURCES.map((post) => ({
      id: post.id,
      slug: post.slug,
      date: post.date,
      modified: addDays(post.date, post.editedDaysLater ?? 0),
      categories: [...post.categories],
      tags: [...post.tags],
      author: post.author,
      title: post.title,
      excerpt: post.excerpt.replace(/^<p>/, '').replace(/<\/p>\n?$/, ''),
      content: post.content,
      imageCase: imageCaseOf(post),
      image: imageOf(post, root),
      hostileSlug: post.hostileSlug ?? null,
      xss: post.slug === EDGE_CASE_SLUGS.xssPayloads,
    })),
  };
}
