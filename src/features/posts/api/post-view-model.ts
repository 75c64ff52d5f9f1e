/**
 * The view models of posts, parsed from the WordPress REST API's JSON (`/wp-json/wp/v2/posts?_embed`).
 * Parsing never throws on a post: a post without an id or a usable slug is dropped (readPostLink says why,
 * and where), every other missing or malformed field gets a default, titles become plain text, and excerpt
 * and body HTML pass through the sanitiser before anything renders them.
 */
import { htmlToPlainText } from '@/lib/text/html-to-text.ts';
import { calendarDateOf, formatPostDate } from '../format-post-date.ts';
import type { PostBodyPart } from '../post-body-parts.ts';
import type { PostHtmlSanitizer } from '../sanitize-post-html.ts';
import { featuredImageOf, type FeaturedImage } from './featured-image.ts';
import { arrayOf, isRecord, nonEmptyString, positiveIntegerOf, renderedOf, slugProblemOf, type JsonRecord } from './wordpress-json.ts';

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
  /** The sanitised body: markup, and the YouTube and Vimeo players that load only with the visitor's consent. */
  body: PostBodyPart[];
  /**
   * When the post was published, for machines (its structured data): ISO 8601 in UTC ("2026-10-28T04:00:00Z") from
   * `date_gmt`, else WordPress's local `date` without a zone, else empty. The page shows `displayDate` instead.
   */
  publishedAt: string;
  /** When the post was last changed, read like `publishedAt` from `modified_gmt` and `modified`; never before `publishedAt`, which it defaults to. */
  modifiedAt: string;
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

const WORDPRESS_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/**
 * A WordPress date ("2026-10-28T09:30:00") that names a real moment, or an empty string: "2026-13-01T10:00:00"
 * and "2026-02-30T10:00:00" have the right shape but no such day, and would make later date arithmetic throw.
 * Read as UTC (WordPress sends no zone), a real date survives the round trip to its ISO spelling unchanged;
 * engines reject some impossible values (NaN) and roll others over (30 Feb → 2 Mar), and both fail the check.
 */
export function validDateOf(value: unknown): string {
  const date = nonEmptyString(value);
  if (date === undefined || !WORDPRESS_DATE.test(date)) return '';
  const time = Date.parse(`${date}Z`);
  // Years before 1000 are outside MySQL's DATETIME, so WordPress can hold no such post date.
  return Number.isFinite(time) && date >= '1000' && new Date(time).toISOString().slice(0, 19) === date ? date : '';
}

/**
 * A moment WordPress sends twice, as UTC (`date_gmt`, `modified_gmt`) and in the site's zone (`date`, `modified`):
 * the UTC one with its zone spelled out, else the local one as it is (no zone: as much as is known), else empty.
 * Both are hostile input; WordPress sends "0000-00-00T00:00:00" as the UTC date of a draft, which validDateOf refuses.
 */
function momentOf(utc: unknown, local: unknown): string {
  const inUtc = validDateOf(utc);
  return inUtc === '' ? validDateOf(local) : `${inUtc}Z`;
}

/** Why a post could not be read, located: its JSON path and, as far as they could be read, its id and slug. */
export interface PostRejection {
  /** A JSON path within the answer, such as "$[3].slug". */
  path: string;
  id?: number;
  slug?: string;
  reason: string;
}

export type PostLinkReading = { link: PostLink; rejection?: undefined } | { link?: undefined; rejection: PostRejection };

/** A post's identity and title, or why it cannot be linked to: no id, no slug, or a slug no page can carry. */
export function readPostLink(raw: unknown): PostLinkReading {
  if (!isRecord(raw)) return { rejection: { path: '$', reason: 'it is not a JSON object' } };
  const id = positiveIntegerOf(raw['id']);
  const slug = nonEmptyString(raw['slug'])?.trim();
  if (id === undefined) return { rejection: { path: '$.id', ...(slug === undefined ? {} : { slug }), reason: 'it has no positive whole-number id' } };
  if (slug === undefined) return { rejection: { path: '$.slug', id, reason: 'it has no slug' } };
  const slugProblem = slugProblemOf(slug);
  if (slugProblem !== undefined) return { rejection: { path: '$.slug', id, slug, reason: `its slug cannot name a page: ${slugProblem}` } };
  return { link: { id, slug, date: validDateOf(raw['date']), title: htmlToPlainText(renderedOf(raw['title']) ?? '') } };
}

/** A post's identity and title, or undefined when it lacks the id or usable slug a link needs. */
export function parsePostLink(raw: unknown): PostLink | undefined {
  return readPostLink(raw).link;
}

export function parsePostSummary(raw: unknown, sanitizer: PostHtmlSanitizer): PostSummary | undefined {
  const link = parsePostLink(raw);
  if (!link || !isRecord(raw)) return undefined;
  const embedded = isRecord(raw['_embedded']) ? raw['_embedded'] : undefined;
  const excerptHtml = sanitizer.sanitizeExcerpt(tidyExcerpt(renderedOf(raw['excerpt']) ?? ''));
  const excerptText = htmlToPlainText(excerptHtml);
  return {
    ...link,
    displayDate: formatPostDate(link.date),
    calendarDate: calendarDateOf(link.date) ?? '',
    excerptHtml,
    excerptText,
    image: featuredImageOf(raw),
    author: authorOf(embedded),
    categories: categoriesOf(embedded),
  };
}

export function parsePostDetail(raw: unknown, sanitizer: PostHtmlSanitizer): PostDetail | undefined {
  const summary = parsePostSummary(raw, sanitizer);
  if (!summary || !isRecord(raw)) return undefined;
  const publishedAt = momentOf(raw['date_gmt'], raw['date']);
  const modified = momentOf(raw['modified_gmt'], raw['modified']);
  // A post cannot change before it appeared: a missing or earlier modified date (a hostile or broken answer) is the publication date.
  const modifiedAt = modified === '' || modified < publishedAt ? publishedAt : modified;
  return { ...summary, body: sanitizer.sanitizeContentParts(renderedOf(raw['content']) ?? ''), publishedAt, modifiedAt };
}

/** The usable posts of a list answer, in the order WordPress sent them; the caller has checked it is an array. */
export function parsePostList<Post>(items: readonly unknown[], parse: (raw: unknown) => Post | undefined): Post[] {
  return items.flatMap((item) => {
    const post = parse(item);
    return post === undefined ? [] : [post];
  });
}

/** The posts of a list answer that can be linked to, and a located reason for each one that cannot. */
export function readPostLinkList(items: readonly unknown[]): { links: PostLink[]; rejections: PostRejection[] } {
  const links: PostLink[] = [];
  const rejections: PostRejection[] = [];
  items.forEach((item, index) => {
    const reading = readPostLink(item);
    if (reading.link) links.push(reading.link);
    else rejections.push({ ...reading.rejection, path: `$[${index}]${reading.rejection.path.slice(1)}` });
  });
  return { links, rejections };
}
