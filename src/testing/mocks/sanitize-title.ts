/**
 * WordPress's sanitize_title() in its default 'save' context, which the REST API applies to every value of the
 * `slug` parameter (wp_parse_slug_list) before comparing it with the stored post_name. Ported closely enough for
 * the slugs a site produces; the point is to answer like WordPress, including where that surprises:
 *
 * - remove_accents() runs first, so `?slug=münchen-x` looks for "munchen-x" and does NOT find a post stored as
 *   "m%c3%bcnchen-x"; the stored, percent-encoded spelling (`?slug=m%25c3%25bcnchen-x` on the wire) does.
 * - Scripts without Latin accents (Japanese, Devanagari…) are percent-encoded as lowercase UTF-8, so the
 *   decoded and the stored spellings both find "%e6%9d%b1%e4%ba%ac-x".
 */

/** Letters remove_accents() replaces with more than their base letter, or with a letter NFD does not reach. */
const SPECIAL_LATIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ð: 'D',
  ð: 'd',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  Ł: 'L',
  ł: 'l',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  ŉ: 'N',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
  ª: 'a',
  º: 'o',
};

/**
 * remove_accents() for the Latin letters it knows (Latin-1 Supplement, Latin Extended-A and -B, Latin Extended
 * Additional). Other scripts pass untouched: decomposing them would change Japanese kana or Devanagari.
 */
export function removeAccents(text: string): string {
  return text.replace(
    /[\u00AA\u00BA\u00C0-\u024F\u1E00-\u1EFF]/gu,
    (letter) => SPECIAL_LATIN[letter] ?? letter.normalize('NFD').replace(/[\u0300-\u036F]/gu, ''),
  );
}

/** utf8_uri_encode(): every byte of a non-ASCII character as a lowercase %xx; ASCII (and existing octets) stay. */
function utf8UriEncode(text: string): string {
  return text.toWellFormed().replace(/[\u0080-\u{10FFFF}]/gu, (character) => encodeURIComponent(character).toLowerCase());
}

/** Converted to hyphens in the 'save' context: no-break space, en and em dash, as octets and as entities. */
const TO_HYPHEN = ['%c2%a0', '%e2%80%93', '%e2%80%94', '&nbsp;', '&#160;', '&ndash;', '&#8211;', '&mdash;', '&#8212;', '/'];

/** Stripped in the 'save' context: soft hyphen, inverted marks, angle and curly quotes, bullet, ©®°…™, accents. */
const STRIPPED = [
  '%c2%ad',
  '%c2%a1',
  '%c2%bf',
  '%c2%ab',
  '%c2%bb',
  '%e2%80%b9',
  '%e2%80%ba',
  '%e2%80%98',
  '%e2%80%99',
  '%e2%80%9c',
  '%e2%80%9d',
  '%e2%80%9a',
  '%e2%80%9b',
  '%e2%80%9e',
  '%e2%80%9f',
  '%e2%80%a2',
  '%c2%a9',
  '%c2%ae',
  '%c2%b0',
  '%e2%80%a6',
  '%e2%84%a2',
  '%c2%b4',
  '%cb%8a',
  '%cc%81',
  '%cd%81',
  '%cc%80',
  '%cc%84',
  '%cc%8c',
  '%e2%80%8b',
  '%e2%80%8c',
  '%e2%80%8d',
  '%e2%80%8e',
  '%e2%80%8f',
  '%ef%bb%bf',
];

const replaceAll = (text: string, needles: readonly string[], replacement: string) =>
  needles.reduce((result, needle) => result.split(needle).join(replacement), text);

/** sanitize_title_with_dashes($title, '', 'save'). */
export function sanitizeTitleWithDashes(title: string): string {
  let slug = title.replace(/<[^>]*>/g, '');
  // Preserve escaped octets, drop every other percent sign.
  slug = slug
    .replace(/%([a-fA-F0-9]{2})/g, '---$1---')
    .replace(/%/g, '')
    .replace(/---([a-fA-F0-9]{2})---/g, '%$1');
  slug = utf8UriEncode(slug.toLowerCase()).toLowerCase();
  slug = replaceAll(slug, TO_HYPHEN, '-');
  slug = replaceAll(slug, STRIPPED, '');
  slug = slug.split('%c3%97').join('x');
  return slug
    .replace(/&.+?;/g, '')
    .replace(/\./g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** sanitize_title($title) with its default 'save' context: remove_accents(), then sanitize_title_with_dashes(). */
export function sanitizeTitle(title: string): string {
  return sanitizeTitleWithDashes(removeAccents(title));
}
