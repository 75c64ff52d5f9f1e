import { slugPathSegment } from './api/post-slug.ts';
import type { PostCategory } from './api/posts-client.ts';

/** Where a category's listing and posts live (SPEC 2.1: /blogs/:slug and /CaseStudy/:slug). */
export const LISTING_PATH: Record<PostCategory, string> = { blog: '/blogs', 'case-studies': '/CaseStudy' };

/** A post's address on this site, e.g. "/blogs/m%C3%BCnchen-digital-twin" for WordPress's "m%c3%bcnchen-digital-twin". */
export const postPath = (category: PostCategory, slug: string) => `${LISTING_PATH[category]}/${slugPathSegment(slug)}`;
