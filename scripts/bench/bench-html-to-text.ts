/**
 * `npm run bench:html-to-text`: how long htmlToPlainText takes on 1 MB of hostile and ordinary HTML (the issue's
 * target: under 100 ms each), with the work it counted per input character. Times are printed, never asserted:
 * tests/fuzz/html-to-text.fuzz.test.ts holds the counted work to a multiple of the length instead. Both wall and
 * CPU time are shown: on a shared machine the wall time also counts the time other processes held the cores.
 */
import { PlainTextScanner, htmlToPlainText } from '../../src/lib/text/html-to-text.ts';

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
  const cpuTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    htmlToPlainText(html);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const scanner = new PlainTextScanner(html);
  scanner.text();
  const median = (values: number[]) => (values.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN).toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(44)} ${(html.length / MEGABYTE).toFixed(2)} MB  median of ${RUNS}: ${median(times)} ms wall, ${median(cpuTimes)} ms CPU  work: ${(scanner.charactersExamined / html.length).toFixed(2)} × length`,
  );
}
