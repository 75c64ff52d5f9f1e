/**
 * Byte budgets of the production build (no browser needed): per pre-rendered route, the
 * first-render JavaScript (module script plus modulepreloaded chunks) and the HTML document
 * with its inlined CSS, gzipped. Bytes only, never times. Figures come from
 * scripts/lib/route-sizes.ts, which `npm run bench:size` also prints.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGETS, jsBudget, kb, measureRoutes, type RouteSize } from '../scripts/lib/route-sizes.ts';

const dist = join(process.cwd(), 'dist');
const built = existsSync(join(dist, 'index.html'));
const routes: RouteSize[] = built ? measureRoutes(dist) : [];

test('the production build exists', () => {
  expect(built, 'No production build in dist/: run `npm run build` first.').toBe(true);
});

for (const row of routes) {
  test(`${row.route} stays within its byte budgets`, () => {
    const js = jsBudget(row.route);
    const breakdown = row.jsFiles.map(({ href, bytes }) => `${href} ${kb(bytes)} KB`).join(', ');
    expect.soft(row.js, `${row.route}: first-render JavaScript is ${kb(row.js)} KB gzipped, budget ${kb(js)} KB (${breakdown})`).toBeLessThanOrEqual(js);
    expect
      .soft(
        row.html,
        `${row.route} (${row.file}): HTML is ${kb(row.html)} KB gzipped including ${kb(row.inlineCss)} KB of inlined CSS, budget ${kb(BUDGETS.html)} KB`,
      )
      .toBeLessThanOrEqual(BUDGETS.html);
  });
}
