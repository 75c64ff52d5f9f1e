/**
 * The one rule for the address a content page may have, shared by `npm run content:check` (and so the build and the
 * studio's checks), the studio's New page and `npm run new-page`, and the pre-renderer. The schema's pattern says
 * which characters an address uses; this says which addresses of those characters a page can actually be served at.
 * Each refusal is a plain sentence that says why.
 */

/** Longer addresses are hard to read, share and type; the longest in use is about 45 characters. */
export const PAGE_ADDRESS_MAX_LENGTH = 100;

/** First segments that belong to the site's own files and tools, never to a page (compared without letter case). */
export const RESERVED_FIRST_SEGMENTS: Readonly<Record<string, string>> = {
  __studio: 'the studio, the page editor of `npm run studio`',
  assets: "the site's scripts and styles",
  media: "the site's images and videos",
  feeds: "the site's news feeds",
  '_post-shells': 'the pages that load posts published after the build',
};

/** A listing's further pages ("/blogs/page/2") are made by the build from the posts. */
const LISTING_PAGE = /\/page\/\d+$/i;

/** Why `path` cannot be a page's address, or undefined when it can. `path` starts with "/" (the schema's rule). */
export function pageAddressProblem(path: string): string | undefined {
  if (path.length > PAGE_ADDRESS_MAX_LENGTH)
    return `The address is ${path.length} characters long. Keep it to ${PAGE_ADDRESS_MAX_LENGTH} or fewer, so it can be read, shared and typed.`;
  if (path === '/') return undefined;
  const segments = path.slice(1).split('/');
  if (segments.some((segment) => segment === ''))
    return `"${path}" has an empty part ("//", or a "/" at the end). Write each "/" once, between words, as in "/solutions/remote-assist".`;
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return `"${path}" has a "." or ".." part, which browsers and servers read as "this folder" or "the folder above". Use words, as in "/solutions/remote-assist".`;
  const first = segments[0]?.toLowerCase() ?? '';
  const owner = RESERVED_FIRST_SEGMENTS[first];
  if (owner !== undefined) return `Addresses that start with "/${segments[0] ?? ''}" belong to ${owner}. Choose another first word.`;
  if (LISTING_PAGE.test(path))
    return `"${path}" is the address of a further page of a listing (such as "/blogs/page/2"), which the build makes from the posts. Choose another address.`;
  return undefined;
}
