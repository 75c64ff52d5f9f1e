/**
 * Every Playwright suite, as projects of one configuration (scripts/test/playwright-suites.ts). E2E_SUITES picks
 * them: `npx playwright test` runs the main suite; `npm test` runs all four at once in one pool of workers.
 */
import { defineConfig } from '@playwright/test';
import { selectedSuites } from './scripts/test/playwright-suites.ts';

const suites = selectedSuites();

export default defineConfig({
  fullyParallel: true,
  forbidOnly: true,
  // Generous: a test that walks several pages with axe at two widths takes 20–25 s on a busy two-core machine.
  // A limit only decides how late a real failure is reported; nothing waits for it.
  timeout: 60_000,
  expect: { timeout: 8_000 },
  // One per core. A third worker once filled tests' waits (network idle, media, real time); with time run on the
  // page's clock little waiting is left, and on this two-core machine main and studio took 6.5 min with two workers
  // or three, but 752 test-seconds with two against 1,113 with three (each test slower in a crowd).
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  projects: suites.map((suite) => suite.project),
  webServer: suites.map((suite) => suite.webServer),
});
