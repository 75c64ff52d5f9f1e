/**
 * The view model of a post in a listing, parsed from the WordPress REST API's
 * JSON (`/wp-json/wp/v2/posts?_embed`). Parsing is defensive: a post without
 * an id or a slug is dropped, every other missing field gets a default, and
 * HTML in titles and excerpts becomes plain text.
 */
import { htmlToPlainText } from '@/lib/text/html-to-text.ts';

export interface PostSummary {
  id: number;
  slug: string;
  /** The publication date as WordPress sends it (ISO 8601, the site's local time), e.g. "2026-10-28T09:30:00". */
  date: string;
  title: string;
  excerpt: string;
  /** The post's address on the content service. */
  link: string;
  featuredImageUrl: string;
  author: string;
}

/** Shown when a post has no featured image of its own. */
export const PLACEHOLDER_IMAGE_URL = '/brand/og-default.png';
export const UNKNOWN_AUTHOR = 'Unknown';

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const renderedAt = (value: unknown): string | undefined => (isRecord(value) ? stringAt(value['rendered']) : undefined);
const firstOf = (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : undefined);

/** The featured image: its own URL, else any size WordPress made of it, else the media guid, else the placeholder. */
function featuredImageOf(embedded: JsonRecord | undefined): string {
  const media = firstOf(embedded?.['wp:featuredmedia']);
  if (!isRecord(media)) return PLACEHOLDER_IMAGE_URL;
  const sizes = isRecord(media['media_details']) ? media['media_details']['sizes'] : undefined;
  const sizeUrls = isRecord(sizes) ? Object.values(sizes).map((size) => (isRecord(size) ? stringAt(size['source_url']) : undefined)) : [];
  return stringAt(media['source_url']) ?? sizeUrls.find((url) => url !== undefined) ?? renderedAt(media['guid']) ?? PLACEHOLDER_IMAGE_URL;
}

function authorOf(embedded: JsonRecord | undefined): string {
  const author = firstOf(embedded?.['author']);
  return (isRecord(author) ? stringAt(author['name']) : undefined) ?? UNKNOWN_AUTHOR;
}

/** WordPress ends automatic excerpts with " [&hellip;]"; on a card an ellipsis reads better. */
const tidyExcerpt = (text: string) => text.replace(/\s*\[…\]$/, '…');

/** One post, or undefined when it lacks the id or slug a card needs to link to it. */
export function parsePostSummary(raw: unknown): PostSummary | undefined {
  if (!isRecord(raw)) return undefined;
  const id = raw['id'];
  const slug = stringAt(raw['slug']);
  if (typeof id !== 'number' || !Number.isInteger(id) || slug === undefined) return undefined;
  const embedded = isRecord(raw['_embedded']) ? raw['_embedded'] : undefined;
  return {
    id,
    slug,
    date: stringAt(raw['date']) ?? '',
    title: htmlToPlainText(renderedAt(raw['title']) ?? ''),
    excerpt: tidyExcerpt(htmlToPlainText(renderedAt(raw['excerpt']) ?? '')),
    link: stringAt(raw['link']) ?? '',
    featuredImageUrl: featuredImageOf(embedded),
    author: authorOf(embedded),
  };
}

/** A listing response; anything but an array is an error (the caller shows an empty list). */
export function parsePostList(raw: unknown): PostSummary[] {
  if (!Array.isArray(raw)) throw new TypeError('The content service did not answer with a list of posts.');
  return (raw as unknown[]).flatMap((item) => {
    const post = parsePostSummary(item);
    return post ? [post] : [];
  });
}
