/** Prints the test counts of the vitest and Playwright runs that `npm test` just made, and the fuzzing vitest did. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const vitest = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as VitestReport;
const playwright = JSON.parse(readFileSync('reports/playwright.json', 'utf8')) as PlaywrightReport;
const seconds = Number(process.argv[2] ?? 0);

/** A suite that skips itself when what it needs cannot be installed here (WordPress, nginx). */
function optionalSuite(file: string, name: string) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<PlaywrightReport> & { skipped?: string };
  const passed = report.stats ? report.stats.expected + report.stats.flaky : 0;
  const failed = report.stats?.unexpected ?? 0;
  console.log(report.skipped !== undefined ? `${name}: SKIPPED (${report.skipped})` : `${name}: ${passed} passed, ${failed} failed`);
  return { passed, failed };
}

/** What tests/fuzz/fuzz-report.ts writes for each fuzz file. */
interface FuzzReport {
  properties: { name: string; runs: number; failed: boolean }[];
}

/** The fast-check runs of tests/fuzz/, one report per file. */
function fuzzSummary(dir: string): string {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  if (files.length === 0) return 'fuzz: NO REPORT (vitest wrote nothing to reports/fuzz/)';
  const properties = files.flatMap((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as FuzzReport).properties);
  const runs = properties.reduce((total, property) => total + property.runs, 0);
  const failures = properties.filter((property) => property.failed).length;
  return `fuzz: ${runs} runs, ${properties.length} properties, ${failures} failures`;
}

/** What tests/xss/real-browser-xss.test.ts writes: the corpus rendered in Chromium without CSP. */
function xssSummary(file: string): string {
  if (!existsSync(file)) return 'xss: NO REPORT (vitest wrote nothing to reports/xss-browser.json)';
  return (JSON.parse(readFileSync(file, 'utf8')) as { summary: string }).summary;
}

console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
console.log(fuzzSummary(join('reports', 'fuzz')));
console.log(xssSummary(join('reports', 'xss-browser.json')));
console.log(`playwright: ${playwright.stats.expected + playwright.stats.flaky} passed, ${playwright.stats.unexpected} failed`);
const studio = optionalSuite('reports/playwright-studio.json', 'playwright on the studio (development server)');
const nginx = optionalSuite('reports/playwright-nginx.json', 'playwright on nginx with the shipped configuration');
const wordPress = optionalSuite('reports/playwright-wordpress.json', 'playwright against a real WordPress');
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky + studio.passed + nginx.passed + wordPress.passed;
const failed = vitest.numFailedTests + playwright.stats.unexpected + studio.failed + nginx.failed + wordPress.failed;
console.log(`Test command took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
console.log(`total: ${passed} passed, ${failed} failed`);
