/**
 * `npm run shots [-- /route ...] [--widths 390,768,1440]`: full-page screenshots of the production
 * build for review by eye (not pixel-diff tests), at 390, 768 and 1440 px wide by default.
 *
 *   (no routes)  every pre-rendered page (the build's own route list, alias spellings left out),
 *                one address for each placeholder route (such as /blogs/:slug) found among the
 *                pages' links, and the not-found page once
 *   route ...    only these addresses, e.g. / /about (any address the server answers)
 *   --widths W   comma- or space-separated widths in CSS pixels, e.g. --widths 390
 *
 * Each page is shot as a visitor sees it once settled: the splash gone (the page's clock is
 * fast-forwarded past it), the cookie banner dismissed (a stored "declined" choice), reduced
 * motion, hydrated, web fonts loaded, and scrolled through once so lazy images and scroll
 * reveals load, then back to the top. Writes shots/<width>/<route>.png (ignored by git) and
 * prints every file with the page's height, then a table of heights per route and width.
 *
 * Installs Chromium when it is missing (package.json runs scripts/dev/ensure-chromium.sh) and builds
 * when dist/ is missing, as the benchmarks do; it does not rebuild a stale dist/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startBuildServer } from './build-server.ts';
import { passSplash } from './pass-splash.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { SERVER_DIST_DIR } from '../content/model/paths.ts';
import { loadServerBundle } from '../build/prerender/html-page.ts';

const root = process.cwd();
const outDir = join(root, 'shots');
const DEFAULT_WIDTHS = [390, 768, 1440];
/** The viewport height for a width: the phone, tablet and laptop screens the site is reviewed on. */
const viewportHeight = (width: number) => (width < 600 ? 844 : width < 1024 ? 1024 : 900);
/** An address no page has: the server answers it with 404.html. */
const NOT_FOUND_ROUTE = '/shots-page-that-does-not-exist';
/** The mobile home page height the first-seconds issue (12) tracks. */
const HOME_MOBILE_TARGET = { width: 390, maxHeight: 9000 };

function parseArguments(argv: string[]): { routes: string[]; widths: number[] } {
  const routes: string[] = [];
  let widths = DEFAULT_WIDTHS;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--widths' || argument.startsWith('--widths=')) {
      const values: string[] = [];
      if (argument.startsWith('--widths=')) values.push(argument.slice('--widths='.length));
      // `--widths 390 768` and `--widths 390,768` both work.
      else while (/^\d/.test(argv[index + 1] ?? '')) values.push(argv[(index += 1)] ?? '');
      widths = values.flatMap((value) => value.split(',')).map(Number);
      if (widths.length === 0 || widths.some((width) => !Number.isInteger(width) || width < 200 || width > 4000))
        throw new Error(`--widths needs whole numbers of CSS pixels between 200 and 4000, such as --widths 390,1440, not "${values.join(' ')}".`);
    } else if (argument.startsWith('/')) routes.push(argument);
    else throw new Error(`Unknown argument "${argument}". Usage: npm run shots -- [/route ...] [--widths 390,768,1440]`);
  }
  return { routes, widths };
}

/** The file name of a route: "home" for "/", "404" for the not-found page, path segments joined by "--". */
function slugOf(route: string): string {
  if (route === NOT_FOUND_ROUTE) return '404';
  const path = decodeURIComponent(route.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
  return path === '' ? 'home' : path.replaceAll('/', '--').replaceAll(/[^\w-]+/g, '-');
}

/** The build's route list (as the pre-renderer and sitemap take it): each page's canonical path, and the placeholder patterns. */
async function buildRoutes(): Promise<{ pages: string[]; patterns: string[] }> {
  if (!existsSync(join(root, SERVER_DIST_DIR, 'entry-server.js')))
    throw new Error(`No server bundle in ${SERVER_DIST_DIR}/ to read the route list from: run npm run build, or pass the routes to shoot.`);
  const server = await loadServerBundle(root);
  const pages = [...new Set(server.prerenderTargets().map((target) => target.canonicalPath))];
  // The home page first, as the issue's figures start there; then alphabetically.
  pages.sort((a, b) => Number(b === '/') - Number(a === '/') || a.localeCompare(b));
  return { pages, patterns: server.dynamicRoutePatterns() };
}

/**
 * The first link among `links` that a placeholder route such as /blogs/:slug answers, case-insensitively as the
 * router matches, leaving out fixed pages (the case studies such as /casestudy/Aerospacejetengine are pages of their own, not /CaseStudy/:slug).
 */
function sampleFor(pattern: string, links: Iterable<string>, pages: string[]): string | undefined {
  const fixed = new Set(pages.map((page) => page.toLowerCase()));
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : segment.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const matcher = new RegExp(`^${escaped}/?$`, 'i');
  for (const link of links) {
    const path = decodeURIComponent(link.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
    if (matcher.test(path) && !fixed.has(path.toLowerCase())) return link;
  }
  return undefined;
}

// Strings, because this file is type-checked without the DOM library.
const PAGE_HEIGHT = 'document.documentElement.scrollHeight';
const INTERNAL_LINKS = `[...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href'))`;
/**
 * Images still loading that the screenshot would show. Lazy images in hidden tab panels or in the unscrolled part
 * of a sideways-scrolling list never load, and are not in the picture anyway.
 */
const LOADING_VISIBLE_IMAGES = `[...document.images]
  .filter((image) => {
    if (image.complete || !image.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = image.getBoundingClientRect();
    return box.right > 0 && box.left < window.innerWidth;
  })
  .map((image) => image.currentSrc || image.src)`;

interface Shot {
  route: string;
  width: number;
  file: string;
  status: number;
  height: number;
  links: string[];
  warnings: string[];
}

/**
 * Two rendering steps of the page: intersection observers run in a rendering step, so after two the page has
 * seen where it was scrolled to and has painted what that started. Waits on the page, not on a guessed time.
 */
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/** Scrolls down one screen at a time, so lazy images start loading and scroll reveals run, then back to the top. */
async function scrollThrough(page: Page, viewport: number): Promise<void> {
  for (let y = 0; y < (await page.evaluate<number>(PAGE_HEIGHT)); y += Math.round(viewport * 0.8)) {
    await page.evaluate(`window.scrollTo(0, ${String(y)})`);
    await page.evaluate(TWO_FRAMES);
  }
  await page.evaluate('window.scrollTo(0, 0)');
}

async function shoot(browser: Browser, origin: string, route: string, width: number): Promise<Shot> {
  const height = viewportHeight(width);
  // A new context per shot: the splash shows on every cold load, and the page's clock is its own.
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const warnings: string[] = [];
  try {
    // Only in the page itself: embedded cross-origin apps (the /Platform frame) may have no storage.
    await context.addInitScript(`if (window === window.top) window.localStorage.setItem('cookie-consent', 'declined')`);
    const page = await context.newPage();
    page.on('pageerror', (error) => warnings.push(`page error: ${error.message}`));
    await page.clock.install();
    const response = await page.goto(`${origin}${encodeURI(route)}`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    await passSplash(page);

    await scrollThrough(page, height);
    await page.waitForFunction(`${LOADING_VISIBLE_IMAGES}.length === 0`, undefined, { timeout: 15_000, polling: 100 }).catch(async () => {
      const pending = await page.evaluate<string[]>(LOADING_VISIBLE_IMAGES);
      warnings.push(`images still loading after 15 s: ${pending.join(', ')}`);
    });
    // The web fonts settled, then the return to the top and the loaded images painted.
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    await page.evaluate(TWO_FRAMES);

    const file = join(outDir, String(width), `${slugOf(route)}.png`);
    mkdirSync(join(outDir, String(width)), { recursive: true });
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    return {
      route,
      width,
      file: relative(root, file),
      status: response?.status() ?? 0,
      height: await page.evaluate<number>(PAGE_HEIGHT),
      links: await page.evaluate<string[]>(INTERNAL_LINKS),
      warnings,
    };
  } finally {
    await context.close();
  }
}

const formatPx = (value: number | undefined) => (value === undefined ? '—' : `${value.toLocaleString('en-US')} px`);

function printHeights(shots: Shot[], widths: number[]) {
  const routes = [...new Set(shots.map((shot) => shot.route))];
  const label = (route: string) => (route === NOT_FOUND_ROUTE ? '404 page' : route);
  const first = Math.max('route'.length, ...routes.map((route) => label(route).length));
  console.log(`\nPage heights\n\n${'route'.padEnd(first)}  ${widths.map((width) => `${String(width)} px`.padStart(10)).join('  ')}`);
  for (const route of routes) {
    const cells = widths.map((width) => formatPx(shots.find((shot) => shot.route === route && shot.width === width)?.height).padStart(10));
    console.log(`${label(route).padEnd(first)}  ${cells.join('  ')}`);
  }
  const home = shots.find((shot) => shot.route === '/' && shot.width === HOME_MOBILE_TARGET.width);
  if (home) {
    const verdict = home.height <= HOME_MOBILE_TARGET.maxHeight ? 'within' : 'over';
    console.log(
      `\nHome page at ${String(HOME_MOBILE_TARGET.width)} px: ${formatPx(home.height)}, ${verdict} the ${formatPx(HOME_MOBILE_TARGET.maxHeight)} target of issue 12.`,
    );
  }
}

const options = parseArguments(process.argv.slice(2));
const server = await startBuildServer(root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots: Shot[] = [];
let failures = 0;
try {
  const { pages, patterns } = options.routes.length > 0 ? { pages: options.routes, patterns: [] } : await buildRoutes();
  const links = new Set<string>();
  const run = async (route: string) => {
    for (const width of options.widths) {
      try {
        const shot = await shoot(browser, server.origin, route, width);
        shots.push(shot);
        for (const link of shot.links) links.add(link);
        const status = shot.status === 200 ? '' : `  (status ${String(shot.status)})`;
        console.log(`${String(width).padStart(4)} px  ${formatPx(shot.height).padStart(10)}  ${shot.file}${status}`);
        for (const warning of shot.warnings) console.warn(`        warning: ${warning}`);
      } catch (error) {
        failures += 1;
        console.error(`${String(width).padStart(4)} px  ${route}: failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  for (const route of pages) await run(route);
  for (const pattern of patterns) {
    const sample = sampleFor(pattern, links, pages);
    if (sample) await run(sample);
    else console.warn(`No link to a ${pattern} address on any page: nothing shot for it (pass one, e.g. npm run shots -- ${pattern}).`);
  }
  if (options.routes.length === 0) await run(NOT_FOUND_ROUTE);
  printHeights(shots, options.widths);
  console.log(`\n${String(shots.length)} screenshots in ${relative(root, outDir)}/${failures > 0 ? `, ${String(failures)} failed` : ''}.`);
} finally {
  await browser.close();
  server.stop();
}
if (failures > 0) process.exitCode = 1;
