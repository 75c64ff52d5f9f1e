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

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number) => code >= 48 && code <= 57;
const isHexDigit = (code: number) => isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
const isAsciiLetterOrDigit = (code: number) => isAsciiLetter(code) || isDigit(code);

/**
 * The end (just past the ";") of the character reference starting with the "&" at `at`, or -1 when none starts
 * there: `&#8217;` (1 to 7 digits), `&#x2019;` (1 to 6 hex digits) or a name of 2 to 32 letters and digits.
 */
function referenceEnd(text: string, at: number): number {
  let end = at + 1;
  let isInReference: (code: number) => boolean;
  let shortest: number;
  let longest: number;
  if (text.charCodeAt(end) === 35 /* # */) {
    end += 1;
    const hex = text.charCodeAt(end) === 120 || text.charCodeAt(end) === 88; /* x X */
    if (hex) end += 1;
    [isInReference, shortest, longest] = hex ? [isHexDigit, 1, 6] : [isDigit, 1, 7];
  } else {
    if (!isAsciiLetter(text.charCodeAt(end))) return -1;
    [isInReference, shortest, longest] = [isAsciiLetterOrDigit, 2, 32];
  }
  const start = end;
  while (end - start <= longest && isInReference(text.charCodeAt(end))) end += 1;
  const length = end - start;
  return length >= shortest && length <= longest && text.charCodeAt(end) === 59 /* ; */ ? end + 1 : -1;
}

/** The text of the reference text.slice(at, end); unknown or impossible ones stay as written. */
function decodeReference(reference: string): string {
  if (reference.charCodeAt(1) !== 35 /* # */) {
    const name = reference.slice(1, -1);
    // Own keys only: "&constructor;" must not find Object.prototype's constructor.
    return (Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name] : undefined) ?? reference;
  }
  const hex = reference.charCodeAt(2) === 120 || reference.charCodeAt(2) === 88;
  return decodeCodePoint(Number.parseInt(reference.slice(hex ? 3 : 2, -1), hex ? 16 : 10), reference);
}

/**
 * Decodes numeric (&#8217; &#x2019;) and common named (&amp; &hellip;) character references; unknown ones stay as
 * written. One pass from "&" to "&", each reference read in a bounded number of steps.
 */
export function decodeEntities(text: string): string {
  const pieces: string[] = [];
  let copiedUpTo = 0;
  for (let at = text.indexOf('&'); at !== -1;) {
    const end = referenceEnd(text, at);
    if (end === -1) {
      at = text.indexOf('&', at + 1);
      continue;
    }
    pieces.push(text.slice(copiedUpTo, at), decodeReference(text.slice(at, end)));
    copiedUpTo = end;
    at = text.indexOf('&', end);
  }
  if (copiedUpTo === 0) return text;
  pieces.push(text.slice(copiedUpTo));
  return pieces.join('');
}

/** Elements whose content is not text: dropped with their content, up to their own end tag. */
const RAW_TEXT_ELEMENTS = ['script', 'style'].map((name) => ({ name, closing: `</${name}`, closedBy: `</${name}\\s*>` }));

const isWordCharacter = (code: number) => isAsciiLetterOrDigit(code) || code === 95;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/**
 * One left-to-right pass over an HTML fragment that keeps its text. Every search for a closing delimiter ("-->",
 * ">", "</script") starts where the last one of its kind stopped or is known to fail, so no character is scanned
 * more than a few times: the work grows with the input's length, never with its square. (Regular expressions such
 * as `<!--[\s\S]*?-->` rescan the rest of the input from every unclosed opener: a 56 KB title took over a second.)
 * `charactersExamined` counts that work, so a test can hold it to a multiple of the input's length.
 */
export class PlainTextScanner {
  charactersExamined = 0;
  private readonly lower: string;
  /** Per delimiter, the position from which a search is known to find nothing (the input holds no later one). */
  private readonly noneFrom = new Map<string, number>();

  constructor(private readonly html: string) {
    // ASCII-only lower case keeps every index where it is (toLowerCase can change the length: "İ" → "i̇").
    this.lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
    this.charactersExamined += html.length;
  }

  /** Where `delimiter` next starts at or after `from`, or -1; a failed search is remembered for every later start. */
  private find(delimiter: string, from: number): number {
    const knownMissingFrom = this.noneFrom.get(delimiter);
    if (knownMissingFrom !== undefined && from >= knownMissingFrom) return -1;
    const found = this.lower.indexOf(delimiter, from);
    this.charactersExamined += (found === -1 ? this.lower.length : found + delimiter.length) - from;
    if (found === -1) this.noneFrom.set(delimiter, Math.min(from, knownMissingFrom ?? from));
    return found;
  }

  /** The end of a raw-text element opened before `from`: just past its `</name\s*>`, or -1. */
  private rawTextEnd({ closing, closedBy }: (typeof RAW_TEXT_ELEMENTS)[number], from: number): number {
    // "</script" not followed by ">" does not close: the first failure covers every later opener too.
    const knownUnclosedFrom = this.noneFrom.get(closedBy);
    if (knownUnclosedFrom !== undefined && from >= knownUnclosedFrom) return -1;
    for (let at = this.find(closing, from); at !== -1; at = this.find(closing, at + closing.length)) {
      let end = at + closing.length;
      while (end < this.html.length && isSpace(this.html.charCodeAt(end))) end += 1;
      this.charactersExamined += end - at - closing.length + 1;
      if (this.html.charCodeAt(end) === 62 /* > */) return end + 1;
    }
    this.noneFrom.set(closedBy, from);
    return -1;
  }

  /** How far the markup starting at `<` at `start` reaches (exclusive), or -1 when it is a literal "<". */
  private markupEnd(start: number): number {
    const { html } = this;
    if (html.startsWith('<!--', start)) {
      const close = this.find('-->', start + 4);
      return close === -1 ? -1 : close + 3;
    }
    const nameStart = html.charCodeAt(start + 1) === 47 /* / */ ? start + 2 : start + 1;
    if (!isAsciiLetter(html.charCodeAt(nameStart))) return -1;
    const tagClose = this.find('>', nameStart);
    if (tagClose === -1) return -1;
    if (nameStart === start + 1) {
      for (const element of RAW_TEXT_ELEMENTS) {
        if (!this.lower.startsWith(element.name, nameStart) || isWordCharacter(html.charCodeAt(nameStart + element.name.length))) continue;
        const contentEnd = this.rawTextEnd(element, nameStart + element.name.length);
        if (contentEnd !== -1) return contentEnd;
      }
    }
    return tagClose + 1;
  }

  /** The fragment's text, each piece of markup replaced by a space. */
  text(): string {
    const { html } = this;
    const pieces: string[] = [];
    let textStart = 0;
    // The walk from one "<" to the next reads each character once.
    this.charactersExamined += html.length;
    for (let at = html.indexOf('<'); at !== -1;) {
      const end = this.markupEnd(at);
      if (end === -1) {
        at = html.indexOf('<', at + 1);
        continue;
      }
      pieces.push(html.slice(textStart, at), ' ');
      textStart = end;
      at = html.indexOf('<', end);
    }
    pieces.push(html.slice(textStart));
    return pieces.join('');
  }
}

/**
 * Plain text of an HTML fragment: comments, scripts, styles and tags removed, entities decoded, white space
 * collapsed. A stray "<" that starts no tag is text, and so is an unclosed comment or tag; both are safe because
 * the result is rendered as text. Linear in the input's length (PlainTextScanner).
 */
export function htmlToPlainText(html: string): string {
  const withoutTags = new PlainTextScanner(html).text().replace(/\s+/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}
