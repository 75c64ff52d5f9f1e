/// <reference lib="dom" />
/**
 * `npm run bench:studio`: the studio's figures (issue 28).
 *  - keystroke to preview: from a key pressed in a field of the studio to the preview frame showing the new text,
 *    both read on the one wall clock (performance.timeOrigin + now), 20 keystrokes, median and slowest;
 *  - the diff of a one-field save: the lines of the file that changed;
 *  - studio code in dist/: files and bytes that carry any studio mark (run after a build).
 * Runs the development server on a throwaway copy of the content (scripts/studio/studio-e2e-server.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { DIST_DIR } from '../content/model/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { startStudioDevServer } from './studio-content-copy.ts';
import { studioTracesIn } from './studio-traces.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const port = process.env['STUDIO_BENCH_PORT'] ?? '4342';
const contentRoot = join(process.env['TMPDIR'] ?? '/tmp', 'satori-studio-bench');
const KEYSTROKES = 20;
const FILE = 'content-json/pages/about.json';

/** Resolves with the wall-clock time at which the preview's <main> first contains the text. */
function whenShown(main: Element, text: string): Promise<number> {
  return new Promise((done) => {
    const check = () => {
      if (!main.textContent.includes(text)) return false;
      observer.disconnect();
      done(performance.timeOrigin + performance.now());
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    check();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const { origin, stop } = await startStudioDevServer({ projectRoot, port, root: contentRoot });
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  // tsx compiles functions with a naming helper (__name) that functions sent to the browser would call.
  await page.addInitScript('globalThis.__name = (target) => target;');
  await page.goto(`${origin}/__studio`);
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: /^\/about / })
    .click();
  const field = page.locator('#field_header_heading');
  await field.waitFor();
  const frame = page.frameLocator('iframe[title="Preview"]');
  await frame.locator('main').getByText('Empowering').first().waitFor();
  await field.focus();
  await page.keyboard.press('End');
  const latencies: number[] = [];
  let heading = await field.inputValue();
  for (let stroke = 0; stroke < KEYSTROKES; stroke++) {
    heading += 'x';
    const expected = heading;
    const shown = frame.locator('main').evaluate(whenShown, expected);
    const pressed = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.keyboard.press('x');
    latencies.push((await shown) - pressed);
  }
  console.log(
    `Keystroke to preview (${KEYSTROKES} keystrokes into the /about heading): median ${median(latencies).toFixed(0)} ms, slowest ${Math.max(...latencies).toFixed(0)} ms`,
  );

  const before = readFileSync(join(contentRoot, FILE), 'utf8');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
  const after = readFileSync(join(contentRoot, FILE), 'utf8');
  const beforeLines = before.split('\n');
  const changed = after.split('\n').filter((line, index) => line !== beforeLines[index]);
  console.log(`One-field save: ${changed.length} line of ${FILE} changed (${after.length - before.length} bytes longer): ${changed.join(' | ')}`);
  await browser.close();
} finally {
  stop();
}

const dist = join(projectRoot, DIST_DIR);
if (existsSync(dist)) {
  const traces = studioTracesIn(dist);
  const bytes = traces.reduce((total, trace) => total + statSync(join(dist, trace.file)).size, 0);
  console.log(`Studio code in dist/: ${traces.length} files, ${bytes} bytes${traces.length ? ` (${traces.map((trace) => trace.file).join(', ')})` : ''}`);
} else {
  console.log('Studio code in dist/: no dist/ to read (run a build first).');
}
