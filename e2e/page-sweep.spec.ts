/**
 * The page sweep: every pre-rendered page of the build, and the not-found page, loaded once in Chromium under the
 * production headers (`npm run serve` sends the Content-Security-Policy nginx sends; e2e/nginx/ proves nginx's
 * headers equal them for every page). Each load checks what only a browser can tell about a whole page:
 * - its status, and no console error, page error or hydration warning (the auto fixture in support/test.ts);
 * - no Content-Security-Policy violation from top to bottom;
 * - no section whose error boundary fired (an empty section slot, or the development placeholder);
 * - every :hover rule inside `@media (hover: hover)`, once lazy sections and deferred modules have loaded;
 * - axe at 1280 px and at 375 px with the cookie banner shown (a first visit): WCAG 2.2 AA, best practices and
 *   the experimental rules.
 * Motion stays on, so axe sees the pause buttons that exist only with motion.
 *
 * axe runs once per distinct document. Two kinds of page are loaded and checked, but not scanned again:
 * - an alias whose file is byte for byte its page's file (/platform and /Platform): the test proves it is;
 * - a showcase catalogue page (a page with `catalogue.sectionTypes`): its body is schema examples that /sections,
 *   which shows every example of every section type, already shows; the test proves each one is there.
 * The static facts of each page (headings, links, head tags) are read from the files in tests/html/. Other spellings
 * of an address (/ABOUT) are the same files: they are loaded once each, to see the app hydrate there too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { prerenderedPages } from '../scripts/build/prerender/prerendered-pages.ts';
import { DIST_DIR } from '../scripts/content/model/paths.ts';
import { isDynamic, pages, routeCases, site } from '../testing/playwright/content.ts';
import { followDeferredModules, hoverRules, recordViolations, scrollThrough, sweepAxeViolations } from '../testing/playwright/page-checks.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

const dist = join(process.cwd(), DIST_DIR);
const builtPages = prerenderedPages(dist);
const fileOf = (urlPath: string) => builtPages.find((page) => page.urlPath === urlPath)?.file;
const readPage = (file: string) => readFileSync(join(dist, file));

/** An alias's address → its page's address, for the aliases the build wrote as their page's very document. */
const aliasOf = new Map<string, string>();
for (const page of pages.filter((candidate) => !isDynamic(candidate.path))) {
  const pageFile = fileOf(page.path);
  for (const alias of page.aliases ?? []) {
    const aliasFile = fileOf(alias);
    if (pageFile && aliasFile && readPage(aliasFile).equals(readPage(pageFile))) aliasOf.set(alias, page.path);
  }
}

/** Showcase catalogue pages: they list some section types, whose examples /sections (which lists none: every type) shows too. */
const showcasePaths = new Set(pages.filter((page) => page.catalogue?.sectionTypes !== undefined).map((page) => page.path));
const FULL_CATALOGUE = '/sections';
const catalogueExamplesOf = (urlPath: string) =>
  new Set(
    [
      ...readPage(fileOf(urlPath) ?? '')
        .toString('utf8')
        .matchAll(/data-catalogue-example="([^"]+)"/g),
    ].map((match) => match[1]),
  );

/** The largest page first, so that the slowest test is not the last one left running. */
const sweepOrder = [...builtPages.filter((page) => page.urlPath === FULL_CATALOGUE), ...builtPages.filter((page) => page.urlPath !== FULL_CATALOGUE)].map(
  (page) => page.urlPath,
);

const NOT_FOUND_ADDRESS = '/not-a-page';

/** Other spellings of a built page's address that visitors use (another letter case, an escaped "&"): the same file, served for them. */
const spellings = routeCases.filter((route) => !builtPages.some((page) => page.urlPath === route.url));

test.use({ reducedMotion: 'no-preference' });

/** Loads the page as a first visit (cookie banner shown) at 1280 px, checks it top to bottom, then runs axe at both widths unless told not to. */
async function sweep(page: Page, address: string, { status, axe }: { status: number; axe: boolean }) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const violations = await recordViolations(page);
  const deferredModules = followDeferredModules(page);
  // Steps name the phases in the report, with their times (the summary's slowest files point here first).
  await test.step('open', async () => {
    const response = await openReady(page, address);
    expect(response?.status(), 'status').toBe(status);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });

  await test.step('scroll through, deferred modules', async () => {
    await scrollThrough(page);
    await deferredModules();
  });
  await expect.soft(page.locator('[data-failed-section]'), 'sections whose error boundary fired').toHaveCount(0);
  const emptySlots = await page
    .locator('[data-section-type]')
    .evaluateAll((slots) => slots.filter((slot) => slot.childElementCount === 0).map((slot) => slot.getAttribute('data-section-type')));
  expect.soft(emptySlots, 'sections that rendered nothing').toEqual([]);

  const hover = await hoverRules(page);
  expect.soft(hover.length, 'the page has hover styles at all').toBeGreaterThan(0);
  expect
    .soft(
      hover.filter((rule) => !rule.guarded).map((rule) => rule.selector),
      ':hover rules outside @media (hover: hover)',
    )
    .toEqual([]);

  if (axe) {
    await test.step('axe at 1280 px', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await sweepAxeViolations(page), 'axe at 1280 px').toEqual([]);
    });
    await test.step('axe at 375 px', async () => {
      await resizeViewport(page, { width: 375, height: 812 });
      expect.soft(await sweepAxeViolations(page), 'axe at 375 px').toEqual([]);
    });
  }
  expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
}

test.describe('every built page', () => {
  for (const urlPath of sweepOrder) {
    const alias = aliasOf.get(urlPath);
    const showcase = showcasePaths.has(urlPath);
    const scan = alias ? `no axe: the very document of ${alias}` : showcase ? `no axe: its examples are on ${FULL_CATALOGUE}` : 'axe at 1280 px and 375 px';
    test(`${urlPath}: status 200, clean console, no policy violation or failed section, hover rules guarded; ${scan}`, async ({ page }) => {
      // The section catalogue shows every example of every section type: several pages' worth of scrolling and axe.
      test.slow(urlPath === FULL_CATALOGUE, 'the catalogue holds every section');
      if (alias) expect(readPage(fileOf(urlPath) ?? ''), `${urlPath} is byte for byte ${alias}`).toEqual(readPage(fileOf(alias) ?? ''));
      if (showcase) {
        const onFullCatalogue = catalogueExamplesOf(FULL_CATALOGUE);
        const examples = [...catalogueExamplesOf(urlPath)];
        expect(examples.length, 'the showcase shows examples').toBeGreaterThan(0);
        expect(
          examples.filter((example) => !onFullCatalogue.has(example)),
          `examples ${FULL_CATALOGUE} does not show`,
        ).toEqual([]);
      }
      await sweep(page, encodeURI(urlPath), { status: 200, axe: !alias && !showcase });
    });
  }

  test(`other spellings of an address (${spellings.map((route) => route.url).join(', ')}) hydrate as their page, under the policy`, async ({ page }) => {
    expect(spellings.length, 'the spellings the spec names').toBeGreaterThan(0);
    await withCookieChoice(page);
    const violations = await recordViolations(page);
    for (const route of spellings) {
      const response = await openReady(page, route.url);
      expect(response?.status(), route.url).toBe(200);
      await expect(page.locator('h1'), route.url).toHaveText(route.heading);
      await expect(page.locator('link[rel="canonical"]'), route.url).toHaveAttribute('href', `${site.siteUrl}${route.canonicalPath}`);
      expect(await violations(), `Content-Security-Policy violations at ${route.url}`).toEqual([]);
    }
  });

  test(`the not-found page (${NOT_FOUND_ADDRESS}): status 404, the designed page, the same checks and axe at both widths`, async ({ page }) => {
    await sweep(page, NOT_FOUND_ADDRESS, { status: 404, axe: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.header.heading);
  });
});
