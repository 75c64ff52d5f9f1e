/**
 * The RSS 2.0 and Atom feeds of each post category, written at build time (scripts/build/prerender/post-feeds.ts) beside the
 * pages, and announced with `<link rel="alternate">` on the category's listing and on each of its posts. Outside
 * /blogs and /CaseStudy, so no post address can ever be a feed's.
 */
import type { PostCategory } from './api/posts-client.ts';
import { LISTING_PATH } from './post-path.ts';

/** How many of a category's newest posts its feeds carry: twice the listing's page, so a reader who checks weekly misses none. */
export const FEED_POST_COUNT = 20;

export interface FeedAddresses {
  rss: string;
  atom: string;
}

export const feedAddresses = (category: PostCategory): FeedAddresses => ({ rss: `/feeds/${category}.rss`, atom: `/feeds/${category}.atom` });

/** The category whose listing or post lives at `pagePath` (a route path such as "/blogs/:slug"), if any. */
export function feedCategoryOf(pagePath: string): PostCategory | undefined {
  const path = pagePath.toLowerCase();
  const categories: readonly PostCategory[] = ['blog', 'case-studies'];
  return categories.find((category) => {
    const listing = LISTING_PATH[category].toLowerCase();
    return path === listing || path.startsWith(`${listing}/`);
  });
}
