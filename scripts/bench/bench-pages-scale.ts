/**
 * `npm run bench:pages-scale [-- --pages 1000]`: whether a page's first-render JavaScript grows with the number of
 * pages. Builds the demo site twice, each in a throwaway copy of the project (scripts/bench/scaled-site.ts): as it
 * is, and with that many generated pages added (copies of the fixed-address pages under /copy<n>/, as
 * `npm run bench:content` makes them). Prints every route of the first build with its first-render JavaScript
 * (gzipped, scripts/bench/route-sizes.ts) in both builds and the growth, then the largest growth, and the route
 * table's own size, which is what each page would carry if the table were back in its first render.
 * tests/html/pages-scale.test.ts holds the same limit with 200 pages, on the real build and a client-only build of the copy.
 */
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { outputFileInside } from '../build/prerender/prerender-rules.ts';
import { kb, measureRoutes } from './route-sizes.ts';
import { buildDemoSite, createSiteCopy, routeTableBytes, type GeneratedPage } from './scaled-site.ts';
import { budgets } from './budgets.ts';

/** What adding pages may add to any page's first-render JavaScript, gzipped (budgets.json): only the route table, loaded after hydration, may grow with them. */
const MAX_GROWTH = budgets.pagesScale.maxFirstRenderGrowth;

const pagesArgument = process.argv.indexOf('--pages');
const pageCount = pagesArgument === -1 ? 1000 : Number(process.argv[pagesArgument + 1]);
if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error('--pages needs a whole number, such as 1000.');

const root = process.cwd();
const copies: string[] = [];

/** Builds a copy of the project with `generatedPages` pages added; says how long the build took. */
function build(generatedPages: number): { dist: string; generated: GeneratedPage[] } {
  const { dir, generated } = createSiteCopy(root, generatedPages);
  copies.push(dir);
  const start = performance.now();
  const dist = buildDemoSite(dir);
  console.log(`  npm run build:demo with ${generatedPages} generated pages: ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return { dist, generated };
}

try {
  console.log(`Building the demo site as it is, then with ${pageCount} generated pages…`);
  const before = build(0);
  const after = build(pageCount);

  const addresses = after.generated.flatMap(({ path, aliases }) => [path, ...aliases]);
  const prerendered = addresses.filter((address) => existsSync(outputFileInside(after.dist, address) ?? '')).length;
  console.log(`  generated pages: ${after.generated.length}, pre-rendered addresses (aliases included): ${prerendered} of ${addresses.length}`);

  const afterByRoute = new Map(measureRoutes(after.dist).map((row) => [row.route, row.js]));
  const rows = measureRoutes(before.dist).map(({ route, js }) => {
    const grown = afterByRoute.get(route);
    return { route, before: js, after: grown, growth: grown === undefined ? undefined : grown - js };
  });

  const width = Math.max(...rows.map((row) => row.route.length), 5);
  const cell = (value: number | string | undefined, size: number) => String(value ?? 'missing').padStart(size);
  console.log(`\nFirst-render JavaScript per route, gzipped bytes (KB = 1024 bytes), before and after ${pageCount} pages were added.\n`);
  console.log(`${'route'.padEnd(width)}  ${'before'.padStart(15)}  ${'after'.padStart(15)}  ${'growth'.padStart(6)}`);
  for (const row of rows) {
    const sized = (bytes: number | undefined) => (bytes === undefined ? undefined : `${bytes} (${kb(bytes)})`);
    console.log(`${row.route.padEnd(width)}  ${cell(sized(row.before), 15)}  ${cell(sized(row.after), 15)}  ${cell(row.growth, 6)}`);
  }

  const missing = rows.filter((row) => row.growth === undefined).map((row) => row.route);
  const largest = rows.reduce((top, row) => ((row.growth ?? -Infinity) > (top.growth ?? -Infinity) ? row : top));
  const tableBefore = routeTableBytes(before.dist);
  const tableAfter = routeTableBytes(after.dist);
  console.log(`\nLargest growth: ${largest.growth ?? 'none'} bytes (${largest.route}), over ${rows.length} routes.`);
  if (missing.length > 0) console.log(`Missing after the pages were added: ${missing.join(', ')}`);
  console.log(
    `Route table (virtual:page-manifest, loaded after hydration): ${tableBefore} bytes before, ${tableAfter} after (+${kb(tableAfter - tableBefore)} KB).`,
  );
  const met = missing.length === 0 && (largest.growth ?? 0) <= MAX_GROWTH;
  console.log(`Goal: no route's first-render JavaScript grows by more than ${MAX_GROWTH} bytes: ${met ? 'met' : 'NOT met'}.`);
} finally {
  // rm does not follow the links into the project (public/, node_modules/, tools/), so only the copies go.
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}
