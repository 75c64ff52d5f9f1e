/**
 * Reading WordPress REST JSON without trusting its shape: every accessor
 * answers undefined for anything unexpected instead of throwing, because
 * plugins, permissions and deleted media all change what WordPress sends.
 */
import { decodedSlug, slugRouteParam, storedSlugOf } from './post-slug.ts';

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

export const nonEmptyString = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** `{ rendered: "…" }`, as WordPress sends title, excerpt, content and guid. */
export const renderedOf = (value: unknown): string | undefined => (isRecord(value) ? nonEmptyString(value['rendered']) : undefined);

export const arrayOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

export const positiveIntegerOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** An error object in place of embedded data, e.g. `{ code: "rest_forbidden", message, data: { status: 401 } }`. */
export const isWordPressError = (value: unknown): boolean => isRecord(value) && typeof value['code'] === 'string' && !('id' in value);

/**
 * A URL the site may put in an `src` or `href`: absolute http(s), or a root-relative path on the site
 * itself (the embedded mock posts use the site's own media). Everything else (javascript:, data:,
 * protocol-relative, garbage) answers undefined.
 */
export function safeUrlOf(value: unknown): string | undefined {
  const text = nonEmptyString(value)?.trim();
  if (text === undefined) return undefined;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The most characters a slug may have once decoded: WordPress's own column (`post_name`) holds 200. */
export const MAX_SLUG_LENGTH = 200;

// NUL and the C0 and C1 control characters, which no address or file name should carry.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a slug as WordPress stores it cannot name a page of this site, or undefined when it can. The slug becomes a
 * path segment and a directory in dist/, so once decoded it must not climb out of its folder or name another page:
 * no "/", "\", "..", lone ".", NUL or control character, and at most MAX_SLUG_LENGTH characters; and the page's
 * address must lead back to the stored spelling (slugRouteParam). An author's typo
 * or a hostile import (`..%2Fabout`) is refused here, before anything is linked, fetched or written.
 */
export function slugProblemOf(storedSlug: string): string | undefined {
  const decoded = decodedSlug(storedSlug);
  // UTF-16 units: at least the number of characters, so the limit errs on the safe side.
  const { length } = decoded;
  if (decoded.trim() === '') return 'it is empty once decoded';
  if (length > MAX_SLUG_LENGTH) return `it is ${length} characters long once decoded, more than ${MAX_SLUG_LENGTH}`;
  if (CONTROL_CHARACTER.test(decoded)) return 'it holds a NUL or control character once decoded';
  if (/[/\\]/.test(decoded)) return 'it holds "/" or "\\" once decoded';
  if (decoded.includes('..') || decoded === '.') return 'it holds ".." or is "." once decoded';
  // Such as "not%zzencoded" or a raw "a b": no address the site could link to would find it again.
  if (storedSlugOf(slugRouteParam(storedSlug)) !== storedSlug) return 'no address leads back to its stored spelling';
  return undefined;
}
