/**
 * The view models of posts, parsed from the WordPress REST API's JSON (`/wp-json/wp/v2/posts?_embed`).
 * Parsing never throws on a post: a post without an id or a slug is dropped, every other missing or
 * malformed field gets a default, titles become plain text, and excerpt and body HTML pass through the
 * sanitiser before anything renders them.
 */
import { htmlToPlainText } from '@/lib/text/html-to-text.ts';
import { calendarDateOf, formatPostDate } from '../format-post-date.ts';
import type { PostHtmlSanitizer } from '../sanitize-post-html.ts';
import { featuredImageOf, type FeaturedImage } from './featured-image.ts';
import { arrayOf, isRecord, nonEmptyString, positiveIntegerOf, renderedOf, type JsonRecord } from './wordpress-json.ts';

export const UNKNOWN_AUTHOR = 'Unknown';

/** Enough to link to a post: previous and next links, and the list's keys. */
export interface PostLink {
  id: number;
  /** As WordPress stores it: lowercase, non-ASCII characters percent-encoded ("m%c3%bcnchen-…"). */
  slug: string;
  /** The publication date as WordPress sends it (ISO 8601 in the site's time zone, no offset), e.g. "2026-10-28T09:30:00". */
  date: string;
  title: string;
}

export interface PostSummary extends PostLink {
  /**
   * The date as shown, "05 Aug 2025" (en-IN), formatted once when the post is parsed and carried in the page's
   * data: the browser shows the server's string instead of formatting again with its own, possibly different,
   * locale data ("Sep" or "Sept"), so pre-rendered and hydrated output always match. Empty without a date.
   */
  displayDate: string;
  /** The calendar date for `<time dateTime>`, "2025-08-05", or empty. */
  calendarDate: string;
  /** Sanitised excerpt markup (paragraphs and inline text only). */
  excerptHtml: string;
  /** The excerpt as plain text, for meta descriptions. */
  excerptText: string;
  image: FeaturedImage;
  author: string;
  /** The names of the post's categories (not its tags). */
  categories: string[];
}

export interface PostDetail extends PostSummary {
  /** Sanitised body markup. */
  contentHtml: string;
}

/** WordPress ends automatic excerpts with " [&hellip;]"; an ellipsis reads better. */
const tidyExcerpt = (html: string) => html.replace(/\s*\[(?:&hellip;|…)\]/g, '…');

function authorOf(embedded: JsonRecord | undefined): string {
  const author = arrayOf(embedded?.['author'])[0];
  return (isRecord(author) ? nonEmptyString(author['name'])?.trim() : undefined) ?? UNKNOWN_AUTHOR;
}

/** `wp:term` is an array of term arrays, one per taxonomy, in no promised order: pick by `taxonomy`. */
function categoriesOf(embedded: JsonRecord | undefined): string[] {
  const names = arrayOf(embedded?.['wp:term'])
    .flatMap((terms) => arrayOf(terms))
    .flatMap((term) => (isRecord(term) && term['taxonomy'] === 'category' ? [htmlToPlainText(nonEmptyString(term['name']) ?? '')] : []))
    .filter((name) => name !== '');
  return [...new Set(names)];
}

function dateOf(raw: JsonRecord): string {
  const date = nonEmptyString(raw['date']);
  return date !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(date) ? date : '';
}

/** A post's identity and title, or undefined when it lacks the id or slug a link needs. */
export function parsePostLink(raw: unknown): PostLink | undefined {
  if (!isRecord(raw)) return undefined;
  const id = positiveIntegerOf(raw['id']);
  const slug = nonEmptyString(raw['slug'])?.trim();
  if (id === undefined || slug === undefined) return undefined;
  return { id, slug, date: dateOf(raw), title: htmlToPlainText(renderedOf(raw['title']) ?? '') };
}

export function parsePostSummary(raw: unknown, sanitizer: PostHtmlSanitizer): PostSummary | undefined {
  const link = parsePostLink(raw);
  if (!link || !isRecord(raw)) return undefined;
  const embedded = isRecord(raw['_embedded']) ? raw['_embedded'] : undefined;
  const excerptHtml = sanitizer.sanitizeExcerpt(tidyExcerpt(renderedOf(raw['excerpt']) ?? ''));
  return {
    ...link,
    displayDate: formatPostDate(link.date),
    calendarDate: calendarDateOf(link.date) ?? '',
    excerptHtml,
    excerptText: htmlToPlainText(excerptHtml),
    image: featuredImageOf(raw),
    author: authorOf(embedded),
    categories: categoriesOf(embedded),
  };
}

export function parsePostDetail(raw: unknown, sanitizer: PostHtmlSanitizer): PostDetail | undefined {
  const summary = parsePostSummary(raw, sanitizer);
  if (!summary || !isRecord(raw)) return undefined;
  return { ...summary, contentHtml: sanitizer.sanitizeContent(renderedOf(raw['content']) ?? '') };
}

/** The usable posts of a list answer, in the order WordPress sent them; the caller has checked it is an array. */
export function parsePostList<Post>(items: readonly unknown[], parse: (raw: unknown) => Post | undefined): Post[] {
  return items.flatMap((item) => {
    const post = parse(item);
    return post === undefined ? [] : [post];
  });
}
