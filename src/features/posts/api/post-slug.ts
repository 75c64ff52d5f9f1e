/**
 * A post's slug as WordPress stores it, as the site's addresses spell it, and back. Kept apart from the
 * WordPress client: every post link on a page needs these few lines at first render, while the client
 * (fetching, parsing, checking slugs) loads only when posts are requested (posts-queries.ts).
 */

/** "m%c3%bcnchen-x" → "münchen-x": percent-decoded once; a slug that is not valid percent-encoding stays as it is. */
export function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** A percent-octet such as "%c3" or "%2d": its presence marks a route parameter as WordPress's stored spelling. */
const PERCENT_OCTET = /%[0-9a-f]{2}/i;

/**
 * WordPress's stored spelling of the slug a route parameter names. The router hands over the address's segment
 * decoded once. Usually that is the slug decoded ("münchen-…", stored as "m%c3%bcnchen-…": non-ASCII characters
 * percent-encoded in lowercase); a parameter that still holds percent-octets is the stored spelling itself
 * (slugRouteParam puts it in the address for slugs such as "launch%2d2026", whose decoded form would be stored
 * differently). Letter case is left alone: WordPress matches slugs without regard to it.
 */
export function storedSlugOf(routeParam: string): string {
  if (PERCENT_OCTET.test(routeParam)) return routeParam;
  return encodeURIComponent(routeParam).replace(/%[0-9A-F]{2}/g, (octet) => octet.toLowerCase());
}

/**
 * The route parameter (the address's segment decoded once) of a post with this stored slug: the decoded slug,
 * the readable form, whenever storedSlugOf leads back from it to the stored spelling, and the stored spelling
 * otherwise. Either way storedSlugOf(slugRouteParam(slug)) === slug, so every listed post can be looked up.
 */
export function slugRouteParam(storedSlug: string): string {
  const decoded = decodedSlug(storedSlug);
  return storedSlugOf(decoded) === storedSlug ? decoded : storedSlug;
}

/** The path segment of a post's address, from its stored slug: the route parameter, encoded. */
export const slugPathSegment = (storedSlug: string) => encodeURIComponent(slugRouteParam(storedSlug));
