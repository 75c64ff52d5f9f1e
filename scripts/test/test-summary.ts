/**
 * The end of `npm test`: each step's seconds against its budget (budgets.json, testBudgets), the background jobs,
 * each test project's test-seconds against its budget, the 10 slowest vitest and Playwright files, and the test
 * counts. A figure over its budget is flagged, never failed: times depend on the machine, budgets are the promise
 * to look. `--timings-only` prints just the step table (after a failed step).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { budgets } from '../bench/budgets.ts';
import { playwrightFileTimes, readStepTimings, type FileTime } from './test-timings.ts';
import type { VitestFileTiming } from './vitest-timing-reporter.ts';

const args = process.argv.slice(2);
const timingsOnly = args.includes('--timings-only');
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 0);
const { testBudgets } = budgets;

const pad = (text: string | number, width: number) => String(text).padStart(width);
const flag = (value: number, budget: number | undefined) =>
  budget === undefined ? '  NO BUDGET' : value > budget ? `  over by ${Math.round(value - budget)} s` : '';
const row = (name: string, value: number, budget: number | undefined) =>
  `  ${name.padEnd(34)}${pad(Math.round(value), 7)}${pad(budget ?? '-', 8)}${flag(value, budget)}`;

const timings = readStepTimings('reports/timings.tsv');
console.log(`  ${'step'.padEnd(34)}${pad('seconds', 7)}${pad('budget', 8)}`);
// A step's parallel parts are recorded as they finish, before the step itself: each is printed under its step.
let parts: string[] = [];
for (const timing of timings) {
  if (timing.kind === 'part') parts.push(`    ${timing.name}: ${timing.seconds} s${timing.status === '0' ? '' : ' (failed)'}`);
  if (timing.kind !== 'step') continue;
  console.log(row(timing.status === 'ok' ? timing.name : `${timing.name} (FAILED)`, timing.seconds, testBudgets.steps[timing.name]));
  for (const part of parts) console.log(part);
  parts = [];
}
for (const part of parts) console.log(part);
console.log(row('total', seconds, testBudgets.totalSeconds));
const background = timings.filter((timing) => timing.kind === 'background');
if (background.length > 0) {
  console.log('\n  background jobs (beside the steps)');
  for (const job of background)
    console.log(row(job.status === '0' ? job.name : `${job.name} (exit ${job.status})`, job.seconds, testBudgets.background[job.name]));
}
if (timingsOnly) process.exit(0);

const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitestFiles: FileTime[] = readdirSync('reports')
  .filter((name) => /^vitest-.+-files\.json$/.test(name))
  .flatMap((name) => (readJson(join('reports', name)) as VitestFileTiming[] | undefined) ?? [])
  .map((file) => ({ file: file.file, project: `vitest:${file.project}`, seconds: file.seconds }));
const playwrightFiles = playwrightFileTimes(readJson('reports/playwright.json') as Parameters<typeof playwrightFileTimes>[0]);

console.log(`\n  ${'project (test-seconds over all workers)'.padEnd(34)}${pad('seconds', 7)}${pad('budget', 8)}`);
const projectTotals = new Map<string, number>();
for (const file of [...vitestFiles, ...playwrightFiles]) projectTotals.set(file.project, (projectTotals.get(file.project) ?? 0) + file.seconds);
for (const [project, total] of projectTotals) console.log(row(project, total, testBudgets.projects[project]));

const slowest = (files: FileTime[]) =>
  [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
    .map((file) => `  ${pad(file.seconds.toFixed(1), 7)} s  ${file.file} (${file.project})`)
    .join('\n');
console.log(`\n  10 slowest vitest files\n${slowest(vitestFiles)}`);
console.log(`\n  10 slowest Playwright files (test-seconds)\n${slowest(playwrightFiles)}`);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
/** What testing/vitest/fuzz-report.ts writes for each fuzz file. */
interface FuzzReport {
  properties: { name: string; runs: number; failed: boolean }[];
}

let passed = 0;
let failed = 0;
console.log('');
for (const name of ['unit', 'html']) {
  const report = readJson(`reports/vitest-${name}.json`) as VitestReport | undefined;
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`vitest ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
const fuzzDir = join('reports', 'fuzz');
const fuzzFiles = existsSync(fuzzDir) ? readdirSync(fuzzDir).filter((name) => name.endsWith('.json')) : [];
if (fuzzFiles.length === 0) console.log('fuzz: NO REPORT (vitest wrote nothing to reports/fuzz/)');
else {
  const properties = fuzzFiles.flatMap((name) => (readJson(join(fuzzDir, name)) as FuzzReport | undefined)?.properties ?? []);
  const runs = properties.reduce((total, property) => total + property.runs, 0);
  console.log(`fuzz: ${runs} runs, ${properties.length} properties, ${properties.filter((property) => property.failed).length} failures`);
}
console.log(
  (readJson('reports/xss-browser.json') as { summary: string } | undefined)?.summary ?? 'xss: NO REPORT (vitest wrote nothing to reports/xss-browser.json)',
);
const playwright = readJson('reports/playwright.json') as PlaywrightReport | undefined;
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  const byProject = new Map<string, number>();
  for (const file of playwrightFiles) byProject.set(file.project, (byProject.get(file.project) ?? 0) + 1);
  console.log(
    `playwright: ${playwright.stats.expected + playwright.stats.flaky} passed, ${playwright.stats.unexpected} failed (${[...byProject.keys()].join(', ')})`,
  );
}
const skipped = existsSync('reports/skipped-suites.txt') ? readFileSync('reports/skipped-suites.txt', 'utf8').trim().split('\n') : [];
for (const suite of skipped) console.log(`SKIPPED: ${suite} (could not be installed here)`);
console.log(`Test command took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
console.log(`total: ${passed} passed, ${failed} failed`);
