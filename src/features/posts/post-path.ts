import type { Link } from '@/content/generated/content-types.ts';
import { slugPathSegment } from './api/post-slug.ts';
import type { PostLink } from './api/post-view-model.ts';
import type { PostCategory } from './api/posts-client.ts';

/** Where a category's listing and posts live (SPEC 2.1: /blogs/:slug and /CaseStudy/:slug). */
export const LISTING_PATH: Record<PostCategory, string> = { blog: '/blogs', 'case-studies': '/CaseStudy' };

/** A post's address on this site, e.g. "/blogs/m%C3%BCnchen-digital-twin" for WordPress's "m%c3%bcnchen-digital-twin". */
export const postPath = (category: PostCategory, slug: string) => `${LISTING_PATH[category]}/${slugPathSegment(slug)}`;

/**
 * The link to a post from its data, in the content's link shape for ContentLink: the post's address, `label` as its
 * words and, when the words alone are vague (ten "Read More"s), `accessibleLabel` as its name.
 */
export const postLink = (category: PostCategory, post: Pick<PostLink, 'slug'>, label: string, accessibleLabel?: string): Link => ({
  label,
  target: postPath(category, post.slug),
  accessibleLabel,
});
