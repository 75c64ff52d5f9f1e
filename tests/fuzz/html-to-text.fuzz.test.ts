/**
 * Fuzzing htmlToPlainText: tag soup never throws and never leaves a tag behind, and the work it does stays a small
 * multiple of the input's length for inputs up to 1 MB, hostile ones included (PlainTextScanner counts the
 * characters it examines; no timing is asserted). `npm run bench:html-to-text` prints the times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlainTextScanner, htmlToPlainText } from '@/lib/text/html-to-text.ts';
import { FUZZ_TIMEOUT_MS, fuzz, writeFuzzReportAfterAll } from '../../testing/vitest/fuzz-report.ts';

writeFuzzReportAfterAll('html-to-text');

const MEGABYTE = 1024 * 1024;
/** Every character is examined a bounded number of times: once for the lower-case copy, once by the walk, and at most a few more by delimiter searches. */
const MAX_WORK_PER_CHARACTER = 6;

/** The pieces hostile and ordinary HTML is made of: openers without closers, closers without openers, references. */
const soupPiece = fc.constantFrom(
  '<',
  '>',
  '<a',
  '<a href="x">',
  '</a>',
  '<!--',
  '-->',
  '<script>',
  '<script',
  '</script',
  '</script >',
  '<style>',
  '</style>',
  '<SCRIPT>',
  '<p>',
  '</p>',
  '&amp;',
  '&#8217;',
  '&#x2019;',
  '&hellip;',
  '&#99999999;',
  '&constructor;',
  '&toString;',
  '&',
  ';',
  ' ',
  '\n',
  'text',
  'İ',
  '東京',
);
const soup = (maxPieces: number) => fc.array(soupPiece, { maxLength: maxPieces }).map((pieces) => pieces.join(''));

const workPerCharacter = (html: string) => {
  const scanner = new PlainTextScanner(html);
  scanner.text();
  return scanner.charactersExamined / Math.max(1, html.length);
};

describe('htmlToPlainText', () => {
  it(
    'never throws on tag soup, and its result has no tag, no doubled space and no edge space',
    async () => {
      await fuzz(
        'htmlToPlainText over tag soup',
        fc.property(fc.oneof(soup(60), fc.string({ maxLength: 200 })), (html) => {
          const text = htmlToPlainText(html);
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/\s{2}/);
          if (!html.includes('&')) expect(text).not.toMatch(/<\/?[A-Za-z][^>]*>/);
          // A reference decodes to one character or stays as written: never to inherited object properties.
          expect(text).not.toContain('[native code]');
        }),
        2000,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'keeps the text of well-formed markup, in order',
    async () => {
      const words = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
      const tag = fc.constantFrom('p', 'strong', 'em', 'a', 'span');
      await fuzz(
        'htmlToPlainText keeps the words of well-formed markup',
        fc.property(fc.array(fc.tuple(words, tag), { minLength: 1, maxLength: 20 }), (parts) => {
          const html = parts.map(([word, name]) => `<${name} class="x">${word}</${name}>`).join('');
          expect(htmlToPlainText(html)).toBe(parts.map(([word]) => word).join(' '));
        }),
        1000,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'does work proportional to the length on small inputs of every shape',
    async () => {
      await fuzz(
        'PlainTextScanner work per character on tag soup',
        fc.property(soup(400), (html) => {
          expect(workPerCharacter(html)).toBeLessThanOrEqual(MAX_WORK_PER_CHARACTER);
        }),
        1000,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'does work proportional to the length on inputs up to 1 MB built from one repeated piece',
    async () => {
      await fuzz(
        'PlainTextScanner work per character on repeated pieces up to 1 MB',
        fc.property(fc.array(soupPiece, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1024, max: MEGABYTE }), (pieces, length) => {
          const unit = pieces.join('');
          const html = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
          expect(workPerCharacter(html)).toBeLessThanOrEqual(MAX_WORK_PER_CHARACTER);
          expect(typeof htmlToPlainText(html)).toBe('string');
        }),
        12,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'counts the same work per character at 64 KB and at 1 MB for the inputs that were quadratic',
    () => {
      for (const unit of ['<a', '<!--', '<script>', '<script></script ', '<style>']) {
        const small = unit.repeat(Math.ceil((64 * 1024) / unit.length));
        const large = unit.repeat(Math.ceil(MEGABYTE / unit.length));
        expect(workPerCharacter(large), unit).toBeLessThanOrEqual(workPerCharacter(small) * 1.01);
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
