/**
 * The pages of a post listing: /blogs is page 1, /blogs/page/2 onwards the older posts (the same for /CaseStudy).
 * Pure rules shared by the latest-posts section, its pre-rendering and its tests. The route's `:page` is input from
 * the address bar, so it names a page only when this says so.
 */
import type { PostCategory } from './api/posts-client.ts';
import { LISTING_PATH } from './post-path.ts';
import { MAX_LISTING_PAGES } from './listing-limits.ts';

/** The placeholder of the further pages' route, as their page documents write it: "/blogs/page/:page". */
export const LISTING_PAGE_PARAM = 'page';

/**
 * The page a listing route's `:page` names: "2" to "100" in plain digits. Anything else names no page: "1" (page 1
 * lives at the listing's own address and has no second one), "02", "2.0", "-1", "1e2", "abc", or a number past
 * MAX_LISTING_PAGES.
 */
export function listingPageNumber(param: string): number | undefined {
  if (!/^[1-9]\d{0,2}$/.test(param)) return undefined;
  const page = Number(param);
  return page >= 2 && page <= MAX_LISTING_PAGES ? page : undefined;
}

/**
 * The page a route's parameters name: 1 on the listing's own address (no `:page`), the number on a further page,
 * and null when `:page` names no page.
 */
export function listingPageOfRoute(params: Readonly<Record<string, string | undefined>>): number | null {
  const param = params[LISTING_PAGE_PARAM];
  return param === undefined ? 1 : (listingPageNumber(param) ?? null);
}

/** The address of a listing's page: "/blogs" for page 1 (never "/blogs/page/1"), "/blogs/page/2" after it. */
export const listingPagePath = (category: PostCategory, page: number): string =>
  page === 1 ? LISTING_PATH[category] : `${LISTING_PATH[category]}/${LISTING_PAGE_PARAM}/${page}`;

/** How many pages a listing links, from WordPress's X-WP-TotalPages: at most MAX_LISTING_PAGES. */
export const linkedPageCount = (totalPages: number): number => Math.min(totalPages, MAX_LISTING_PAGES);

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; after: number };

export interface ListingPagination {
  /** The newer page, linked with rel="prev". */
  previous?: number;
  /** The older page, linked with rel="next"; only when WordPress's totals say it exists. */
  next?: number;
  /** The numbered links in order, with a gap where pages are left out. */
  items: PaginationItem[];
}

/** Pages shown on each side of the current one, besides the first and the last. */
const NEIGHBOURS = 1;

/**
 * What a listing's pagination links, or undefined when there is nothing to link. `totalPages` is WordPress's
 * X-WP-TotalPages, or undefined when it did not say: then only the pages up to this one are known to exist, so
 * the pagination links those and no next page ("page 1 of N" is never claimed, and page 1 alone links nothing).
 * Long listings show the first, the last and the current page's neighbours, with gaps between.
 */
export function listingPagination(page: number, totalPages: number | undefined): ListingPagination | undefined {
  const last = totalPages === undefined ? page : linkedPageCount(totalPages);
  if (last <= 1 || page > last) return undefined;
  const shown = new Set([1, last]);
  for (let near = page - NEIGHBOURS; near <= page + NEIGHBOURS; near += 1) if (near >= 1 && near <= last) shown.add(near);
  // A gap of a single page shows that page instead: a number takes no more room than the gap's ellipsis.
  for (const candidate of [2, last - 1]) if (shown.has(candidate - 1) && shown.has(candidate + 1)) shown.add(candidate);
  const items: PaginationItem[] = [];
  let before = 0;
  for (const shownPage of [...shown].sort((a, b) => a - b)) {
    if (shownPage > before + 1) items.push({ kind: 'gap', after: before });
    items.push({ kind: 'page', page: shownPage, current: shownPage === page });
    before = shownPage;
  }
  return {
    ...(page > 1 ? { previous: page - 1 } : {}),
    ...(page < last && totalPages !== undefined ? { next: page + 1 } : {}),
    items,
  };
}
