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

/** The companies behind the players: a visitor agrees to load videos from one of them, whichever of its hosts serves the player. */
export type VideoProvider = 'youtube' | 'vimeo';

export const VIDEO_PROVIDERS: readonly VideoProvider[] = Object.freeze(['youtube', 'vimeo']);

const PROVIDER_BY_HOST: ReadonlyMap<string, VideoProvider> = new Map([
  ['www.youtube-nocookie.com', 'youtube'],
  ['www.youtube.com', 'youtube'],
  ['player.vimeo.com', 'vimeo'],
]);

/**
 * A video's id as each provider spells it: YouTube's are 11 characters of the URL-safe base64 alphabet, Vimeo's
 * are decimal numbers. Anything else (a playlist such as /embed/videoseries, a mistyped address) gets no link.
 */
const VIDEO_ID: Readonly<Record<VideoProvider, RegExp>> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[1-9][0-9]{0,11}$/,
};
/** An unlisted Vimeo video's privacy hash (player.vimeo.com/video/<id>?h=<hash>), without which its page says "private". */
const VIMEO_UNLISTED_HASH = /^[0-9a-f]{1,32}$/;

export interface VideoEmbedSource {
  provider: VideoProvider;
  /** The video's page on the provider's own site, built only from a validated id; absent when the id is not one. */
  watchUrl?: string;
}

/**
 * Who plays an allowed embed, and where its video can be watched on the provider's site. The address is the
 * sanitiser's, already checked to be an https player address of an allowed host; anything else is undefined.
 */
export function videoEmbedSourceOf(src: string): VideoEmbedSource | undefined {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  const provider = PROVIDER_BY_HOST.get(url.hostname);
  const embedPath = EMBED_PATH_BY_HOST.get(url.hostname);
  if (provider === undefined || embedPath === undefined || url.protocol !== 'https:' || !url.pathname.startsWith(embedPath)) return undefined;
  // The id is the one path segment after the embed path; "/embed/abc/def" or "/embed/" name no single video.
  const id = url.pathname.slice(embedPath.length);
  // "videoseries" (a playlist) has the length and alphabet of a video id.
  if (!VIDEO_ID[provider].test(id) || id === 'videoseries') return { provider };
  if (provider === 'youtube') return { provider, watchUrl: `https://www.youtube.com/watch?v=${id}` };
  const hash = url.searchParams.get('h');
  return { provider, watchUrl: hash !== null && VIMEO_UNLISTED_HASH.test(hash) ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}` };
}
