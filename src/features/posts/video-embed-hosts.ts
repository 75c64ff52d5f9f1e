/**
 * The video players whose embeds a post may keep, each with the only path its embeds use. A module of its own,
 * because the deploy configuration's Content-Security-Policy (frame-src) is derived from it too, and that must
 * not load the sanitiser.
 */
export const EMBED_PATH_BY_HOST: ReadonlyMap<string, string> = new Map([
  ['www.youtube-nocookie.com', '/embed/'],
  ['www.youtube.com', '/embed/'],
  ['player.vimeo.com', '/video/'],
]);

/** Video hosts whose iframes survive (https only). */
export const ALLOWED_IFRAME_HOSTS: readonly string[] = Object.freeze([...EMBED_PATH_BY_HOST.keys()]);
