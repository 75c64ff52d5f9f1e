/**
 * Byte budgets of the production build (no browser needed): per pre-rendered route, the
 * first-render JavaScript (module script plus the chunks it loads after the first paint) and the HTML document
 * with its inlined CSS, gzipped. Bytes only, never times. Budgets come from budgets.json (scripts/lib/budgets.ts),
 * figures from scripts/lib/route-sizes.ts, which `npm run bench:size` also prints.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetOf, knownOverrunOf, type BudgetKind } from '../scripts/lib/budgets.ts';
import { kb, measureRoutes, type RouteSize } from '../scripts/lib/route-sizes.ts';
import { pages } from './support/content.ts';

const dist = join(process.cwd(), 'dist');
const built = existsSync(join(dist, 'index.html'));
/**
 * Catalogue pages (/sections and the spec's showcase routes) load every section they show and are kept out of
 * search (noindex, no sitemap entry): tools for marketers and QA, not visitor pages, so they carry no budget.
 * `npm run bench:size` still prints them.
 */
const cataloguePaths = new Set(
  pages.filter((page) => page.catalogue !== undefined).flatMap((page) => [page.path, ...(page.aliases ?? [])].map((path) => path.toLowerCase())),
);
const routes: RouteSize[] = built ? measureRoutes(dist).filter((row) => !cataloguePaths.has(row.route.toLowerCase())) : [];

test('the production build exists', () => {
  expect(built, 'No build in dist/: run `npm run build:demo` first.').toBe(true);
});

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

for (const row of routes) {
  test(`${row.route} stays within its byte budgets`, () => {
    const breakdown = row.jsFiles.map(({ href, bytes }) => `${href} ${kb(bytes)} KB`).join(', ');
    checkBudget(row.route, 'js', row.js, `${row.route}: first-render JavaScript is ${kb(row.js)} KB gzipped (${breakdown})`);
    checkBudget(row.route, 'html', row.html, `${row.route} (${row.file}): HTML is ${kb(row.html)} KB gzipped including ${kb(row.inlineCss)} KB of inlined CSS`);
  });
}
