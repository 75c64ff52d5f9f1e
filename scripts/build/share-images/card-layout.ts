/** The pure parts of a share card: fitting its headline, and the name its file gets. */
import { createHash } from 'node:crypto';

/** Width of `text` at font size `size`, in pixels. */
export type Measure = (text: string, size: number) => number;

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  /** Font sizes to try, largest first; the smallest is used with an ellipsis when nothing else fits. */
  sizes: readonly number[];
}

export interface FittedText {
  size: number;
  lines: string[];
  /** Whether words were left off (the last line ends in an ellipsis). */
  truncated: boolean;
}

const ELLIPSIS = '…';

/** Greedy wrapping: as many words on each line as fit; a word wider than a line stands alone (and is cut later). */
function wrap(words: readonly string[], size: number, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Text cut short, without the punctuation it was cut after ("anchors",… reads as "anchors"…). */
const ellipsised = (text: string) => `${text.replace(/[\s,.:;–—-]+$/u, '')}${ELLIPSIS}`;

/** Shortens `text` (at a word where it can, else a character) until it fits with an ellipsis. */
function withEllipsis(text: string, size: number, maxWidth: number, measure: Measure): string {
  const words = text.split(' ');
  while (words.length > 0 && words.join(' ') !== '') {
    const candidate = ellipsised(words.join(' '));
    if (measure(candidate, size) <= maxWidth) return candidate;
    if (words.length === 1) break;
    words.pop();
  }
  const characters = Array.from(words[0] ?? '');
  while (characters.length > 0 && measure(`${characters.join('')}${ELLIPSIS}`, size) > maxWidth) characters.pop();
  return `${characters.join('')}${ELLIPSIS}`;
}

/**
 * Wraps `text` in at most `maxLines` lines of `maxWidth`, at the largest size that holds all of it; when even the
 * smallest size does not, the words that fit are kept and the last line ends in an ellipsis.
 */
export function fitText(text: string, measure: Measure, { maxWidth, maxLines, sizes }: FitOptions): FittedText {
  const words = text.split(/\s+/u).filter((word) => word !== '');
  for (const size of sizes) {
    const lines = wrap(words, size, maxWidth, measure);
    if (lines.length <= maxLines && lines.every((line) => measure(line, size) <= maxWidth)) return { size, lines, truncated: false };
  }
  const size = sizes.at(-1) ?? 16;
  const lines = wrap(words, size, maxWidth, measure);
  // Cut at the last line there is room for, or at a word too wide for any line, whichever comes first.
  const firstTooWide = lines.findIndex((line) => measure(line, size) > maxWidth);
  const lastIndex = Math.min(maxLines - 1, firstTooWide === -1 ? lines.length - 1 : firstTooWide);
  const kept = lines.slice(0, lastIndex + 1);
  kept[lastIndex] = withEllipsis(kept[lastIndex] ?? '', size, maxWidth, measure);
  return { size, lines: kept, truncated: true };
}

/**
 * A card's file name: a hash of everything it shows (the template's version and look, its words, and its picture's
 * bytes or, for a remote picture, its address), so an unchanged page keeps its file and a changed one gets a new one.
 */
export function shareImageName(parts: { template: string; words: readonly string[]; picture?: Uint8Array | string }): string {
  const hash = createHash('sha256');
  hash.update(`template\0${parts.template}\0`);
  for (const word of parts.words) hash.update(`words\0${word}\0`);
  if (parts.picture === undefined) hash.update('no picture\0');
  else if (typeof parts.picture === 'string') hash.update(`picture address\0${parts.picture}\0`);
  else hash.update('picture bytes\0').update(parts.picture);
  // 64 bits: no two of a site's few hundred cards share a name, in as few bytes of every page's head as that allows.
  return `${hash.digest('hex').slice(0, 16)}.jpg`;
}
