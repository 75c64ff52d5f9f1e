/** Prints the test counts of the vitest and Playwright runs that `npm test` just made. */
import { readFileSync } from 'node:fs';

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
const wordPress = JSON.parse(readFileSync('reports/playwright-wordpress.json', 'utf8')) as Partial<PlaywrightReport> & { skipped?: string };
const seconds = Number(process.argv[2] ?? 0);

const wordPressPassed = wordPress.stats ? wordPress.stats.expected + wordPress.stats.flaky : 0;
const wordPressFailed = wordPress.stats?.unexpected ?? 0;
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky + wordPressPassed;
const failed = vitest.numFailedTests + playwright.stats.unexpected + wordPressFailed;
console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
console.log(`playwright: ${playwright.stats.expected + playwright.stats.flaky} passed, ${playwright.stats.unexpected} failed`);
console.log(
  wordPress.skipped !== undefined
    ? `playwright against a real WordPress: SKIPPED (${wordPress.skipped})`
    : `playwright against a real WordPress: ${wordPressPassed} passed, ${wordPressFailed} failed`,
);
console.log(`Test command took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
console.log(`total: ${passed} passed, ${failed} failed`);
