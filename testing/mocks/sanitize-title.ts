/**
 * WordPress's sanitize_title() in its default 'save' context, which the REST API applies to every value of the
 * `slug` parameter (wp_parse_slug_list) before comparing it with the stored post_name, cut to what slugs meet: its
 * tables of typographic characters (dashes, curly quotes, ©, ×, ß, Æ …) are left out. Where WordPress surprises:
 *
 * - remove_accents() runs first, so `?slug=münchen-x` looks for "munchen-x" and does NOT find a post stored as
 *   "m%c3%bcnchen-x"; the stored, percent-encoded spelling (`?slug=m%25c3%25bcnchen-x` on the wire) does.
 * - Scripts without Latin accents (Japanese, Devanagari…) are percent-encoded as lowercase UTF-8, so the
 *   decoded and the stored spellings both find "%e6%9d%b1%e4%ba%ac-x".
 */

/** remove_accents() for Latin letters that decompose into a base letter and accents; other scripts pass untouched. */
export function removeAccents(text: string): string {
  return text.replace(/[\u00C0-\u024F\u1E00-\u1EFF]/gu, (letter) => letter.normalize('NFD').replace(/[\u0300-\u036F]/gu, ''));
}

/** sanitize_title_with_dashes($title, '', 'save'), without its typographic tables. */
export function sanitizeTitleWithDashes(title: string): string {
  return (
    title
      .replace(/<[^>]*>/g, '')
      // Escaped octets stay; every other percent sign goes.
      .replace(/%(?![a-fA-F0-9]{2})/g, '')
      .toLowerCase()
      // utf8_uri_encode(): every byte of a non-ASCII character as a lowercase %xx.
      .toWellFormed()
      .replace(/[\u0080-\u{10FFFF}]/gu, (character) => encodeURIComponent(character).toLowerCase())
      .replace(/&.+?;/g, '')
      .replace(/\./g, '-')
      .replace(/[^%a-z0-9 _-]/g, '')
      .replace(/\s+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** sanitize_title($title) with its default 'save' context: remove_accents(), then sanitize_title_with_dashes(). */
export function sanitizeTitle(title: string): string {
  return sanitizeTitleWithDashes(removeAccents(title));
}
