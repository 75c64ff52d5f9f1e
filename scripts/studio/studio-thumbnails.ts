/**
 * `npm run studio:thumbnails`: a picture of every schema example for the studio's section picker. Opens the demo
 * build's /sections catalogue in Debian's Chromium at 1280 px wide, as a visitor sees it once settled (splash gone,
 * cookie choice stored, motion reduced, hydrated, fonts and the example's images loaded), and shoots each example's
 * rendered section alone, cropped to its element (at most MAX_HEIGHT CSS px of it, so a 3.5-screen scroll effect
 * stays a thumbnail). sharp scales each to 320 px wide WebP:
 *
 *   studio/thumbnails/<type>-<n>.webp   n = the example's index in its schema, from 0
 *   studio/thumbnails/index.json        [{ type, example, file, width, height }], in schema order
 *
 * The files are for the studio only: they sit outside public/ and nothing in src/ imports them, so they never reach
 * dist/. Stale thumbnails of examples that no longer exist are deleted. Builds when dist/ is missing (as the
 * benchmarks do) but does not rebuild a stale dist/: run `npm run build:demo` after changing examples.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startBuildServer } from '../dev/build-server.ts';
import { passSplash } from '../dev/pass-splash.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../content/model/paths.ts';
import { THUMBNAILS_DIR, THUMBNAILS_INDEX, THUMBNAIL_WIDTH, thumbnailFile, type ThumbnailEntry } from './thumbnail-files.ts';

const root = process.cwd();
const VIEWPORT = { width: 1280, height: 900 };
/** The tallest part of an example shot, in CSS px: the viewport, so what is shot is what a visitor's screen shows at once. */
const MAX_HEIGHT = VIEWPORT.height;
/** WebP quality: thumbnails are looked at small, and the whole set is committed. */
const QUALITY = 72;
/**
 * The site's sticky navigation would sit over the top of each example, so it is hidden. Through the element's style
 * property: the page's Content-Security-Policy refuses an injected stylesheet (Playwright's `style` option is one).
 */
const HIDE_NAVIGATION = `document.querySelector('header[data-scrolled]').style.visibility = 'hidden'`;

// Strings, because this file is type-checked without the DOM library.
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';
const imagesLoading = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(`${selector} img`)})].filter((image) => !image.complete && image.checkVisibility()).length === 0`;

/** Every example of every section schema, in schema order. */
function schemaExamples(): { type: string; example: number }[] {
  return listSectionSchemaFiles(root).flatMap((file) => {
    const schema = JSON.parse(readFileSync(join(root, file), 'utf8')) as { examples?: unknown[] };
    const type = sectionTypeOfSchemaFile(file);
    return (schema.examples ?? []).map((_, example) => ({ type, example }));
  });
}

/** Opens /sections settled: splash past (the page's clock jumped there), hydrated, fonts loaded. */
async function openCatalogue(page: Page, origin: string): Promise<void> {
  await page.clock.install();
  await page.goto(`${origin}/sections`, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await passSplash(page);
  await page.evaluate(HIDE_NAVIGATION);
}

/**
 * Where a section's rendered boxes are, in page coordinates. The slot around each section is `display: contents`
 * (it has no box), so the extent is that of its children.
 */
const extentOf = (selector: string) => `(() => {
  const rects = [...document.querySelector(${JSON.stringify(selector)}).children]
    .map((child) => child.getBoundingClientRect())
    .filter((rect) => rect.height > 0);
  if (rects.length === 0) return { top: 0, height: 0 };
  const top = Math.min(...rects.map((rect) => rect.top));
  return { top: top + window.scrollY, height: Math.max(...rects.map((rect) => rect.bottom)) - top };
})()`;

/** Shoots one example's section, scrolled to the top of the screen, its lazy images and scroll reveals settled. */
async function shootExample(page: Page, type: string, example: number): Promise<Buffer> {
  // The catalogue numbers examples from 1 in its markup; the studio counts from 0, as the schema's array does.
  const selector = `[data-catalogue-example="${type}-${String(example + 1)}"] > [data-section-type="${type}"]`;
  await page.locator(selector).waitFor({ state: 'attached', timeout: 10_000 });
  const before = await page.evaluate<{ top: number; height: number }>(extentOf(selector));
  await page.evaluate(`window.scrollTo(0, ${String(before.top)})`);
  await page.evaluate(TWO_FRAMES);
  await page.waitForFunction(imagesLoading(selector), undefined, { timeout: 15_000, polling: 100 }).catch(() => {
    console.warn(`  ${type}-${String(example)}: images still loading after 15 s; shot as it is.`);
  });
  await page.evaluate(TWO_FRAMES);
  // Measured again: loaded images and settled reveals may have changed the height.
  const { top, height } = await page.evaluate<{ top: number; height: number }>(extentOf(selector));
  if (height < 1) throw new Error(`${type} example ${String(example)} rendered nothing on /sections.`);
  const scrollY = await page.evaluate<number>('window.scrollY');
  return page.screenshot({
    clip: { x: 0, y: top - scrollY, width: VIEWPORT.width, height: Math.min(height, MAX_HEIGHT, VIEWPORT.height - (top - scrollY)) },
    animations: 'disabled',
  });
}

const examples = schemaExamples();
const outDir = join(root, THUMBNAILS_DIR);
mkdirSync(outDir, { recursive: true });
const server = await startBuildServer(root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const entries: ThumbnailEntry[] = [];
try {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  await context.addInitScript(`if (window === window.top) window.localStorage.setItem('cookie-consent', 'declined')`);
  const page = await context.newPage();
  await openCatalogue(page, server.origin);
  for (const { type, example } of examples) {
    const file = thumbnailFile(type, example);
    const { data, info } = await sharp(await shootExample(page, type, example))
      .resize({ width: THUMBNAIL_WIDTH })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    writeFileSync(join(outDir, file), data);
    entries.push({ type, example, file, width: info.width, height: info.height });
    console.log(`${file.padEnd(36)} ${String(info.width)}×${String(info.height)}  ${(data.length / 1024).toFixed(1)} KB`);
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}

const wanted = new Set([...entries.map((entry) => entry.file), 'index.json']);
for (const name of readdirSync(outDir)) if (!wanted.has(name)) rmSync(join(outDir, name));
writeFileSync(join(root, THUMBNAILS_INDEX), `${JSON.stringify(entries, null, 2)}\n`);
const total = entries.reduce((sum, entry) => sum + statSync(join(outDir, entry.file)).size, 0);
console.log(`\n${String(entries.length)} thumbnails in ${THUMBNAILS_DIR}/, ${(total / 1024).toFixed(1)} KB in all, listed in ${THUMBNAILS_INDEX}.`);
