/**
 * A post's featured image, in the fallback order of SPEC 3: the media's source URL, then the
 * other sizes WordPress generated (largest first), the media's guid, the social-sharing image,
 * the post's own guid, and finally the site's placeholder. Only http(s) and root-relative URLs
 * count; an error object, a deleted image or `featured_media: 0` simply falls through.
 */
import { PLACEHOLDER_IMAGE_URL } from './placeholder-image.ts';
import { arrayOf, isRecord, isWordPressError, renderedOf, safeUrlOf, type JsonRecord } from './wordpress-json.ts';

export interface FeaturedImage {
  url: string;
  /** The author's alternative text; empty when the image only decorates a card next to its title. */
  alt: string;
  /** Whether this is the site's placeholder rather than the post's own image. */
  isPlaceholder: boolean;
}

/** Generated sizes, largest first: a card or a detail page scales down better than up. */
function sizeUrlsOf(media: JsonRecord): string[] {
  const details = media['media_details'];
  const sizes = isRecord(details) && isRecord(details['sizes']) ? Object.values(details['sizes']) : [];
  return sizes
    .flatMap((size) => {
      if (!isRecord(size)) return [];
      const url = safeUrlOf(size['source_url']);
      const width = typeof size['width'] === 'number' ? size['width'] : 0;
      return url ? [{ url, width }] : [];
    })
    .sort((a, b) => b.width - a.width)
    .map((size) => size.url);
}

/**
 * A guid is an address WordPress gave the item when it was created: for media usually the file, for a post
 * a page (`/?p=123`). Either counts as an image only when its path names an image file.
 */
function imageGuidOf(item: JsonRecord): string | undefined {
  const url = safeUrlOf(renderedOf(item['guid']));
  if (url === undefined) return undefined;
  const path = url.startsWith('/') ? url.split(/[?#]/)[0] : new URL(url).pathname;
  return /\.(avif|gif|jpe?g|png|svg|webp)$/i.test(path ?? '') ? url : undefined;
}

/** Yoast SEO's `og_image`, the social image most WordPress sites expose in the REST API. */
function socialImageOf(post: JsonRecord): string | undefined {
  const yoast = post['yoast_head_json'];
  const first = isRecord(yoast) ? arrayOf(yoast['og_image'])[0] : undefined;
  return isRecord(first) ? safeUrlOf(first['url']) : undefined;
}

export function featuredImageOf(post: JsonRecord): FeaturedImage {
  const embedded = isRecord(post['_embedded']) ? post['_embedded'] : undefined;
  const firstMedia = arrayOf(embedded?.['wp:featuredmedia'])[0];
  // Not media: an error object (rest_forbidden), or what WordPress 6.1 embeds for a deleted image (its REST index).
  const media = isRecord(firstMedia) && !isWordPressError(firstMedia) && typeof firstMedia['id'] === 'number' ? firstMedia : undefined;
  const candidates = [
    media ? safeUrlOf(media['source_url']) : undefined,
    ...(media ? sizeUrlsOf(media) : []),
    media ? imageGuidOf(media) : undefined,
    socialImageOf(post),
    imageGuidOf(post),
  ];
  const url = candidates.find((candidate) => candidate !== undefined);
  if (url === undefined) return { url: PLACEHOLDER_IMAGE_URL, alt: '', isPlaceholder: true };
  const alt = media && typeof media['alt_text'] === 'string' ? media['alt_text'].trim() : '';
  return { url, alt, isPlaceholder: false };
}
