import type { Locator } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { pages } from '../testing/playwright/content.ts';
import { expect, intersectionObserved, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

/**
 * The 'How it helps' pages (SPEC 2.8) in a browser: the video cards revealed on scroll by a real IntersectionObserver
 * and the stat tiles on screen (one page per width: the same components on every page), the way there from a
 * solution page, and the cards under reduced motion and without JavaScript. What each page is built with (sections,
 * headings, cards, video attributes, tiles, links, the sitemap) is read from the build in tests/html/how-it-helps.test.ts.
 */
const SALES = '/how-it-helps/sales';

const documentOf = (path: string): PageDocument => {
  const document = pages.find((page) => page.path === path);
  if (!document) throw new Error(`No page file has the path ${path}`);
  return document;
};

const only = <Type extends Section['type']>(document: PageDocument, type: Type) => {
  const [section, ...more] = document.sections.filter((candidate): candidate is Extract<Section, { type: Type }> => candidate.type === type);
  if (!section || more.length > 0) throw new Error(`${document.path} needs exactly one ${type} section`);
  return section;
};

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('reveal cards with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  // Two pages, so that both kinds of stat tile (a figure with its text, and the text alone) are seen on screen.
  for (const { path, viewport } of [
    { path: SALES, viewport: { width: 1280, height: 900 } },
    { path: '/how-it-helps/integration', viewport: { width: 375, height: 812 } },
  ]) {
    const document = documentOf(path);
    const cardsSection = only(document, 'reveal-video-cards');
    const tiles = only(document, 'stat-tiles');

    test.describe(`at ${String(viewport.width)} px`, () => {
      test.use({ viewport });

      test(`${path} reveals each card on scroll and shows its four tiles`, async ({ page }) => {
        await openReady(page, path);
        const items = page.getByRole('region', { name: cardsSection.header.heading }).getByRole('listitem');
        await expect(items).toHaveCount(cardsSection.cards.length);

        // The last card starts below the first screen, so it waits hidden until it is scrolled to.
        const lastMedia = items.last().locator('[data-reveal-part="media"]');
        await intersectionObserved(lastMedia);
        await expect(lastMedia).toHaveAttribute('data-reveal', 'hidden');
        expect(await opacity(lastMedia)).toBe('0');

        for (const item of await items.all()) {
          await item.scrollIntoViewIfNeeded();
          for (const part of ['media', 'text']) {
            const element = item.locator(`[data-reveal-part="${part}"]`);
            await intersectionObserved(element);
            await expect(element).not.toHaveAttribute('data-reveal', 'hidden');
            await expect(element).toHaveCSS('opacity', '1');
          }
        }

        const block = page.getByRole('region', { name: tiles.header.heading });
        await block.scrollIntoViewIfNeeded();
        if (tiles.stat) await expect(block.locator('[data-tile="stat"]').getByText(tiles.stat.value, { exact: true })).toBeVisible();
        await expect(block.locator('[data-tile]')).toHaveCount(4);
        for (const tile of await block.locator('[data-tile]').all()) await expect(tile).toBeVisible();
      });
    });
  }
});

test("a solution page's link leads to its How it helps page", async ({ page }) => {
  const [path, target] = ['/solutions/salesxrtreme', SALES];
  await openReady(page, path);
  const link = page.getByRole('main').locator(`a[href="${target}"]`);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(only(documentOf(target), 'page-intro').header.heading);
});

test.describe('reveal cards without motion', () => {
  test('show at once, unhidden, under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReady(page, SALES);
    const parts = page.locator('[data-reveal-part]');
    await intersectionObserved(parts.last());
    for (const part of await parts.all()) {
      await expect(part).toHaveAttribute('data-reveal', 'static');
      expect(await opacity(part)).toBe('1');
    }
  });

  test('show without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SALES);
    const parts = page.locator('[data-reveal-part]');
    await expect(parts).toHaveCount(only(documentOf(SALES), 'reveal-video-cards').cards.length * 2);
    for (const part of await parts.all()) expect(await opacity(part)).toBe('1');
    await context.close();
  });
});
