/**
 * `npm run bench:trace -- /route [--cpu N] [--runs N] [--stripped]`: a Chromium performance trace of a cold load of
 * the production build, on a mobile viewport with the CPU slowed N times (4 by default, as
 * Lighthouse's mobile preset). Prints first paint, first contentful paint, the largest contentful
 * paint and its element, DOMContentLoaded and load, the main-thread busy time, that time by kind of work (parsing,
 * style, layout, paint, script by file...) and the ten longest main-thread tasks with what ran in them. Writes the
 * trace to reports/traces/<route>.json, which Chrome DevTools' Performance panel opens.
 *
 * `--stripped` traces the page with every script stripped (scripts/bench/stripped-build.ts, as
 * `bench:lighthouse -- --stripped`): the page's own cost of HTML, CSS, images and animations (issue 36), written to
 * reports/traces/<route>-stripped.json.
 *
 * Installs Chromium when it is missing and builds when dist/ is missing, as the other benchmarks do.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuildServer } from '../dev/build-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { writeStrippedBuild } from './stripped-build.ts';
import { summariseTrace, type TraceEvent, type TraceSummary } from './trace-summary.ts';

const root = process.cwd();
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

function parseArguments(argv: string[]): { route: string; cpu: number; runs: number; stripped: boolean } {
  let route = '/';
  let cpu = 4;
  let runs = 1;
  let stripped = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--cpu' || argument === '--runs') {
      const value = Number(argv[(index += 1)]);
      if (!Number.isFinite(value) || value < 1) throw new Error(`${argument} needs a number of at least 1.`);
      if (argument === '--cpu') cpu = value;
      else runs = Math.round(value);
    } else if (argument === '--stripped') stripped = true;
    else if (argument.startsWith('/')) route = argument;
    else throw new Error(`Unknown argument "${argument}". Usage: npm run bench:trace -- /route [--cpu N] [--runs N] [--stripped]`);
  }
  return { route, cpu, runs, stripped };
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);

function printSummary(summary: TraceSummary, lcpElement: string) {
  console.log(`first paint              ${ms(summary.firstPaint)}`);
  console.log(`first contentful paint   ${ms(summary.firstContentfulPaint)}`);
  console.log(`largest contentful paint ${ms(summary.largestContentfulPaint)}  (${lcpElement})`);
  console.log(`DOMContentLoaded         ${ms(summary.domContentLoaded)}`);
  console.log(`load                     ${ms(summary.load)}`);
  console.log(`main-thread tasks        ${ms(summary.mainThreadBusy)} in ${String(summary.taskCount)} tasks up to 5 s after navigation`);
  console.log('\nMain-thread time by kind of work, over all tasks');
  for (const activity of summary.busyByActivity) console.log(`  ${ms(activity.duration).padStart(8)}  ${activity.label}`);
  console.log('\nLongest main-thread tasks (start, duration: what ran)');
  for (const task of summary.longestTasks) {
    const activities =
      task.activities.length > 0 ? task.activities.map((activity) => `${activity.label} ${ms(activity.duration)}`).join(', ') : 'nothing traced';
    console.log(`  ${ms(task.start).padStart(8)}  ${ms(task.duration).padStart(7)}: ${activities}`);
  }
}

const options = parseArguments(process.argv.slice(2));
execFileSync('bash', [join(root, 'scripts/dev/ensure-chromium.sh')], { stdio: 'inherit' });
const stripped = options.stripped ? await writeStrippedBuild(root) : undefined;
const server = await startBuildServer(stripped?.root ?? root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= options.runs; run += 1) {
    // A new context per run: a cold cache, no session storage, so the splash shows as for a first visit.
    const context = await browser.newContext({
      viewport: { width: MOBILE.width, height: MOBILE.height },
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    await browser.startTracing(page, { categories: CATEGORIES, screenshots: false });
    const url = `${server.origin}${encodeURI(options.route)}`;
    await page.goto(url, { waitUntil: 'load' });
    // Let the page settle: the splash, hydration and idle work all finish within a few seconds.
    await page.waitForTimeout(5000);
    // A string, because this file is type-checked without the DOM library.
    const lcpElement = await page.evaluate<string>(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const element = list.getEntries().at(-1)?.element;
        resolve(element ? '<' + element.tagName.toLowerCase() + '> "' + (element.textContent ?? '').trim().slice(0, 60) + '"' : 'element no longer in the page');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    })`);
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const summary = summariseTrace(trace.traceEvents, url, 5000);
    const file = join(
      root,
      'reports',
      'traces',
      `${options.route === '/' ? 'home' : options.route.slice(1).replaceAll(/[^\w-]+/g, '_')}${stripped ? '-stripped' : ''}${options.runs > 1 ? `-${String(run)}` : ''}.json`,
    );
    mkdirSync(join(root, 'reports', 'traces'), { recursive: true });
    writeFileSync(file, buffer);
    console.log(
      `\n${options.route}${stripped ? ' with every script stripped' : ''}: cold load, ${String(MOBILE.width)}×${String(MOBILE.height)} mobile, CPU ${String(options.cpu)}× slower, no network throttling (run ${String(run)} of ${String(options.runs)})\n`,
    );
    printSummary(summary, lcpElement);
    console.log(`\nTrace: ${relative(root, file)} (open it in Chrome DevTools → Performance)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
  stripped?.remove();
}
