/**
 * `npm run bench:html-to-text`: how long htmlToPlainText takes on 1 MB of hostile and ordinary HTML (the issue's
 * target: under 100 ms each), with the work it counted per input character. Times are printed, never asserted:
 * tests/fuzz/html-to-text.fuzz.test.ts holds the counted work to a multiple of the length instead.
 */
import { PlainTextScanner, htmlToPlainText } from '../src/lib/text/html-to-text.ts';

const MEGABYTE = 1024 * 1024;
const RUNS = 5;

/** Inputs that made the regular-expression version quadratic (each unclosed opener rescanned the rest), and prose. */
const INPUTS: Record<string, string> = {
  'unclosed tags "<a<a<a…"': '<a'.repeat(MEGABYTE / 2),
  'unclosed comments "<!--<!--…"': '<!--'.repeat(MEGABYTE / 4),
  'unclosed scripts "<script>…"': '<script>'.repeat(MEGABYTE / 8),
  'scripts closed by "</script" without ">"': '<script></script '.repeat(MEGABYTE / 17),
  'entities "&amp;&#8217;…"': '&amp;&#8217;&hellip;&unknown;'.repeat(MEGABYTE / 28),
  'a WordPress article': '<p>Digital twins <strong>on the</strong> factory floor &#8211; a field guide.</p>\n'.repeat(MEGABYTE / 82),
};

for (const [name, html] of Object.entries(INPUTS)) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    htmlToPlainText(html);
    times.push(performance.now() - start);
  }
  const scanner = new PlainTextScanner(html);
  scanner.text();
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
  console.log(
    `${name.padEnd(44)} ${(html.length / MEGABYTE).toFixed(2)} MB  median of ${RUNS}: ${median.toFixed(1).padStart(6)} ms  work: ${(scanner.charactersExamined / html.length).toFixed(2)} × length`,
  );
}
