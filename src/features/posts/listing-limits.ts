/**
 * The sizes of a post listing's pages, shared by the WordPress client (which asks for them) and the listing's page
 * model (listing-pages.ts, which links them). A module of its own, importing nothing, so neither imports the other.
 */

/**
 * The most pages a listing links and the build pre-renders: 100 pages of 10 posts. A content service that claims
 * more (a broken `X-WP-TotalPages`) cannot make the build write pages forever; older posts stay reachable from
 * each other through their previous and next links.
 */
export const MAX_LISTING_PAGES = 100;

/**
 * How many posts a page of a listing holds: WordPress's default `per_page`, so that page 1 is the spec's own
 * request (posts-client.ts postListUrl, no `per_page`) and every later page the same request with `&page=N`.
 */
export const LISTING_PAGE_SIZE = 10;
