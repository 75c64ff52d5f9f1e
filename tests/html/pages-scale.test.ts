/**
 * Pages scale (issue 27): adding pages adds nothing to any page's first-render JavaScript, because the route table
 * loads after hydration (src/app/shared/page-hydration.ts's `#page-route`, src/app/client/client-router.ts). Bytes only, never times.
 *
 * "Before" is the demo build in dist/ (npm test builds it before this project runs). "After" is a throwaway copy of
 * the project with generated pages (scripts/bench/scaled-site.ts), of which only the client half of the demo build
 * runs: its chunks and their Vite manifest are all a page's JavaScript comes from. Which of them a pre-rendered page
 * lists for its first render is the pre-renderer's rule (composeHtml, chunkFilesFor in scripts/build/prerender/html-page.ts)
 * applied to the manifest: the first test checks that rule against every page dist/ holds, and the others apply it
 * to the copy's manifest. The copy's prerender targets come from the server entry itself, on the copy's content.
 * `npm run bench:pages-scale` builds both sites completely, with 1,000 pages, and prints the comparison.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets } from '../../scripts/bench/budgets.ts';
import { CLIENT_START_MODULE, chunkFilesFor, readViteManifest, type ViteManifest } from '../../scripts/build/prerender/html-page.ts';
import { outputFileInside } from '../../scripts/build/prerender/prerender-rules.ts';
import { measureRoutes, type RouteSize } from '../../scripts/bench/route-sizes.ts';
import { buildDemoClient, createSiteCopy, prerenderTargetsOf, routeTableBytes, type GeneratedPage } from '../../scripts/bench/scaled-site.ts';
import type { PrerenderTarget } from '../../src/app/server/contract.ts';
import { DIST } from '../../testing/vitest/built-site.ts';

/** What adding pages may add to any page's first-render JavaScript, gzipped (budgets.json): only the route table, loaded after hydration, may grow with them. */
const MAX_GROWTH = budgets.pagesScale.maxFirstRenderGrowth;

/**
 * Enough pages that the route table grows by more than twice the limit (about 13 bytes gzipped a generated page,
 * by the benchmark), so a table back in the first render fails; fewer than the benchmark's 1,000.
 */
const GENERATED_PAGES = 200;
/** An upper bound for the copy's client build and the server entry's load, never a delay. */
const BUILD_TIMEOUT_MS = 10 * 60_000;

/** The JavaScript files index.html loads before anything else: the entry chunk and its static imports. */
function entryScripts(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * The source modules behind a pre-rendered page's scripts, by their manifest keys (which name a source file and stay
 * the same from build to build; a key starting with "_" names a shared chunk by its hash, which does not).
 */
function sourceModulesOf(manifest: ViteManifest, route: RouteSize): string[] {
  const files = new Set(route.jsFiles.map(({ href }) => href));
  return Object.entries(manifest)
    .filter(([key, chunk]) => !key.startsWith('_') && files.has(chunk.file))
    .map(([key]) => key);
}

/** The pre-renderer's rule: the entry's scripts, then the chunks of the application and of the page's modules. */
function firstRenderScripts(manifest: ViteManifest, sourceModules: readonly string[]): string[] {
  return [...new Set([...entryScripts(manifest), ...chunkFilesFor(manifest, [CLIENT_START_MODULE, ...sourceModules]).js])].sort();
}

const gzippedSizes = new Map<string, number>();
/** A file of the copy's build, gzipped as scripts/bench/route-sizes.ts measures dist/ (each file once). */
function gzipBytes(dist: string, file: string): number {
  let bytes = gzippedSizes.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzippedSizes.set(file, bytes);
  }
  return bytes;
}

let copy: string | undefined;
let afterDist: string;
let generated: GeneratedPage[];
let targets: PrerenderTarget[];
/** Every page of dist/, measured from its pre-rendered HTML. */
const before = measureRoutes(DIST);
const beforeManifest = readViteManifest(DIST);
let afterManifest: ViteManifest;
/** Each page of dist/ and the scripts its first render would load in the copy's build. */
let after: { route: string; scripts: string[] }[];

describe(`the first-render JavaScript of a page, with ${GENERATED_PAGES} pages added`, () => {
  beforeAll(async () => {
    const site = createSiteCopy(process.cwd(), GENERATED_PAGES);
    copy = site.dir;
    generated = site.generated;
    [afterDist, targets] = await Promise.all([buildDemoClient(site.dir), prerenderTargetsOf(site.dir)]);
    afterManifest = readViteManifest(afterDist);
    after = before.map((route) => ({ route: route.route, scripts: firstRenderScripts(afterManifest, sourceModulesOf(beforeManifest, route)) }));
  }, BUILD_TIMEOUT_MS);

  // rm does not follow the copy's links into the project (public/, node_modules/, tools/).
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("finds each pre-rendered page's first-render scripts from the build's manifest, as the pre-renderer lists them", () => {
    expect(before.length).toBeGreaterThan(50);
    const mismatched = before
      .map((route) => ({
        route: route.route,
        html: route.jsFiles.map(({ href }) => href).sort(),
        manifest: firstRenderScripts(beforeManifest, sourceModulesOf(beforeManifest, route)),
      }))
      .filter(({ html, manifest }) => html.join() !== manifest.join());
    expect(mismatched).toEqual([]);
  });

  it('pre-renders every generated page, at its address and at each alias, each to a file of its own', () => {
    expect(generated).toHaveLength(GENERATED_PAGES);
    const addresses = generated.flatMap(({ path, aliases }) => [path, ...aliases]);
    const targetPaths = new Set(targets.map((target) => target.path));
    expect(addresses.filter((address) => !targetPaths.has(address))).toEqual([]);
    // The pre-renderer refuses an address whose file lies outside dist/ or is another address's file.
    const files = targets.map((target) => outputFileInside(afterDist, target.path));
    expect(targets.filter((_target, index) => files[index] === undefined)).toEqual([]);
    expect(new Set(files).size).toBe(targets.length);
  });

  it('keeps the route table in a chunk of its own, which grows with the pages by more than twice the limit', () => {
    // Twice, so that a table back in the first render would fail the next test by a clear margin.
    expect(routeTableBytes(afterDist) - routeTableBytes(DIST)).toBeGreaterThan(2 * MAX_GROWTH);
  });

  it(`grows no route's first-render JavaScript by more than ${MAX_GROWTH} bytes (gzipped)`, () => {
    const afterByRoute = new Map(after.map(({ route, scripts }) => [route, scripts.reduce((sum, file) => sum + gzipBytes(afterDist, file), 0)]));
    const grown = before.map(({ route, js }) => ({ route, growth: (afterByRoute.get(route) ?? Infinity) - js })).filter(({ growth }) => growth > MAX_GROWTH);
    expect(grown).toEqual([]);
  });

  it("names no generated page in any script of an original page's first render", () => {
    const scripts = new Set(after.flatMap((route) => route.scripts));
    const addresses = new Set(generated.flatMap(({ path, aliases }) => [path, ...aliases]));
    // Every string that could be an address; the minifier quotes with `, " or ', whichever needs no escaping.
    const naming = [...scripts].filter((file) =>
      [...readFileSync(join(afterDist, file), 'utf8').matchAll(/[`"'](\/[^`"'\s]*)[`"']/g)].some((match) => addresses.has(match[1] ?? '')),
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(naming).toEqual([]);
  });
});
