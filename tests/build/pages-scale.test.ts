// @vitest-environment node
/**
 * Pages scale (issue 27): adding pages adds nothing to any page's first-render JavaScript, because the route table
 * loads after hydration (src/app/initial-route.ts, src/app/client-router.ts). Two demo builds in throwaway copies
 * of the project, one as it is and one with generated pages (scripts/lib/scaled-site.ts); bytes only, never times.
 * `npm run bench:pages-scale` makes the same comparison with 1,000 pages and prints it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputFileInside } from '../../scripts/lib/prerender-rules.ts';
import { measureRoutes, type RouteSize } from '../../scripts/lib/route-sizes.ts';
import { buildDemoSite, createSiteCopy, routeTableBytes, type GeneratedPage } from '../../scripts/lib/scaled-site.ts';
import { budgets } from '../../scripts/lib/budgets.ts';

/** What adding pages may add to any page's first-render JavaScript, gzipped (budgets.json): only the route table, loaded after hydration, may grow with them. */
const MAX_GROWTH = budgets.pagesScale.maxFirstRenderGrowth;

/**
 * Enough pages that the route table grows by more than twice the limit (about 13 bytes gzipped a generated page,
 * by the benchmark), so a table back in the first render fails; fewer than the benchmark's 1,000, whose build
 * takes several minutes of CPU on its own.
 */
const GENERATED_PAGES = 200;
const BUILDS_TIMEOUT_MS = 20 * 60_000;
/** Each copy's dist/ holds public/'s thousands of media files: removing them can outlast vitest's 10 s on a busy machine. */
const CLEANUP_TIMEOUT_MS = 2 * 60_000;

interface Build {
  dist: string;
  generated: GeneratedPage[];
  routes: RouteSize[];
}

const copies: string[] = [];
let before: Build;
let after: Build;

function build(generatedPages: number): Build {
  const { dir, generated } = createSiteCopy(process.cwd(), generatedPages);
  copies.push(dir);
  const dist = buildDemoSite(dir);
  return { dist, generated, routes: measureRoutes(dist) };
}

describe(`the first-render JavaScript of a page, with ${GENERATED_PAGES} pages added`, () => {
  beforeAll(() => {
    before = build(0);
    after = build(GENERATED_PAGES);
  }, BUILDS_TIMEOUT_MS);

  // rm does not follow the copies' links into the project (public/, node_modules/, tools/).
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  }, CLEANUP_TIMEOUT_MS);

  it('pre-renders every generated page, at its address and at each alias', () => {
    expect(after.generated).toHaveLength(GENERATED_PAGES);
    const addresses = after.generated.flatMap(({ path, aliases }) => [path, ...aliases]);
    const missing = addresses.filter((address) => !existsSync(outputFileInside(after.dist, address) ?? ''));
    expect(missing).toEqual([]);
  });

  it('keeps the route table in a chunk of its own, which grows with the pages by more than twice the limit', () => {
    // Twice, so that a table back in the first render would fail the next test by a clear margin.
    expect(routeTableBytes(after.dist) - routeTableBytes(before.dist)).toBeGreaterThan(2 * MAX_GROWTH);
  });

  it(`grows no route's first-render JavaScript by more than ${MAX_GROWTH} bytes (gzipped)`, () => {
    const afterByRoute = new Map(after.routes.map((row) => [row.route, row.js]));
    expect(before.routes.length).toBeGreaterThan(50);
    const grown = before.routes
      .map(({ route, js }) => ({ route, growth: (afterByRoute.get(route) ?? Infinity) - js }))
      .filter(({ growth }) => growth > MAX_GROWTH);
    expect(grown).toEqual([]);
  });

  it("names no generated page in any script of an original page's first render", () => {
    const originals = new Set(before.routes.map((row) => row.route));
    const scripts = new Set(after.routes.filter((row) => originals.has(row.route)).flatMap((row) => row.jsFiles.map(({ href }) => href)));
    const generated = new Set(after.generated.flatMap(({ path, aliases }) => [path, ...aliases]));
    // Every string that could be an address; the minifier quotes with `, " or ', whichever needs no escaping.
    const naming = [...scripts].filter((href) =>
      [...readFileSync(join(after.dist, href), 'utf8').matchAll(/[`"'](\/[^`"'\s]*)[`"']/g)].some((match) => generated.has(match[1] ?? '')),
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(naming).toEqual([]);
  });
});
