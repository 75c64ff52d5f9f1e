/**
 * Byte budgets of the build: per pre-rendered route, the first-render JavaScript (module script plus the chunks
 * it loads after the first paint) and the HTML document with its inlined CSS, gzipped. Bytes only, never times.
 * Budgets come from budgets.json (scripts/bench/budgets.ts), figures from scripts/bench/route-sizes.ts, which
 * `npm run bench:size` also prints.
 */
import { describe, expect, it } from 'vitest';
import { pages } from '../../testing/playwright/content.ts';
import { budgetOf, knownOverrunOf, type BudgetKind } from '../../scripts/bench/budgets.ts';
import { kb, measureRoutes } from '../../scripts/bench/route-sizes.ts';
import { DIST, builtPages } from '../../testing/vitest/built-site.ts';

/**
 * Catalogue pages (/sections and the spec's showcase routes) load every section they show and are kept out of
 * search (noindex, no sitemap entry): tools for marketers and QA, not visitor pages, so they carry no budget.
 * `npm run bench:size` still prints them.
 */
const cataloguePaths = new Set(
  pages.filter((page) => page.catalogue !== undefined).flatMap((page) => [page.path, ...(page.aliases ?? [])].map((path) => path.toLowerCase())),
);
const measured = measureRoutes(DIST);
const routes = measured.filter((row) => !cataloguePaths.has(row.route.toLowerCase()));

/** Checks one figure against its budget, or against its recorded ceiling while the route is a known overrun. */
function checkBudget(route: string, kind: BudgetKind, bytes: number, describe: string) {
  const budget = budgetOf(route, kind);
  const overrun = knownOverrunOf(route, kind);
  if (!overrun) {
    expect.soft(bytes, `${describe}, budget ${kb(budget)} KB`).toBeLessThanOrEqual(budget);
    return;
  }
  expect.soft(bytes, `${describe}: a known overrun (${overrun.why}) that may not grow past ${kb(overrun.ceiling)} KB`).toBeLessThanOrEqual(overrun.ceiling);
  expect.soft(bytes, `${describe}, back within the ${kb(budget)} KB budget: remove its entry from knownOverruns in budgets.json`).toBeGreaterThan(budget);
}

describe('byte budgets', () => {
  it('measures every pre-rendered page of the build, and 404.html', () => {
    const measuredRoutes = measured.map((row) => row.route);
    expect(measuredRoutes).toEqual(expect.arrayContaining(['/404', ...builtPages.map((page) => page.urlPath)]));
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const row of routes) {
    it(`${row.route} stays within its byte budgets`, () => {
      const breakdown = row.jsFiles.map(({ href, bytes }) => `${href} ${kb(bytes)} KB`).join(', ');
      checkBudget(row.route, 'js', row.js, `${row.route}: first-render JavaScript is ${kb(row.js)} KB gzipped (${breakdown})`);
      checkBudget(
        row.route,
        'html',
        row.html,
        `${row.route} (${row.file}): HTML is ${kb(row.html)} KB gzipped including ${kb(row.inlineCss)} KB of inlined CSS`,
      );
    });
  }
});
