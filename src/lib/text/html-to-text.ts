/**
 * Turns an HTML fragment from a content service (such as a WordPress
 * title.rendered or excerpt.rendered) into plain text: tags are dropped,
 * character references decoded and white space collapsed. The result is
 * rendered as text, never as markup, so it needs no sanitiser. Works the same
 * on the server and in the browser (no DOM needed).
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  middot: '·',
  bull: '•',
};

function decodeCodePoint(codePoint: number, original: string): string {
  if (!Number.isInteger(codePoint) || codePoint <= 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return original;
  return String.fromCodePoint(codePoint);
}

/** Decodes numeric (&#8217; &#x2019;) and common named (&amp; &hellip;) character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return decodeCodePoint(Number.parseInt(body.slice(2), 16), match);
    if (body.startsWith('#')) return decodeCodePoint(Number.parseInt(body.slice(1), 10), match);
    return NAMED_ENTITIES[body] ?? match;
  });
}

/** Plain text of an HTML fragment: comments, scripts, styles and tags removed, entities decoded, white space collapsed. */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    // A stray "<" that starts no tag is text; a lone ">" too. Both are safe because the result is rendered as text.
    .replace(/\s+/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}
