/**
 * Reading WordPress REST JSON without trusting its shape: every accessor
 * answers undefined for anything unexpected instead of throwing, because
 * plugins, permissions and deleted media all change what WordPress sends.
 */
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
