import type { Page } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The solution pages (SPEC 2.8) in a browser: the hero's demo button and claim, the feature labels and the slider
 * on screen at 1280 px and 375 px (one page per kind of hero), and the phone's swipeable row of five or more cards.
 * What every solution page is built with (headings, cards, claims, links, every video's attributes) is read from the
 * build in tests/html/solutions.test.ts; the booking page's month is in e2e/booking-link.spec.ts, the looping
 * video's playback in e2e/media.spec.ts.
 */

const documentOf = (path: string): PageDocument => {
  const document = pages.find((page) => page.path === path);
  if (!document) throw new Error(`No page file has the path ${path}`);
  return document;
};

const sectionsOf = <Type extends Section['type']>(document: PageDocument, type: Type) =>
  document.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type);

const demoLabel = new RegExp(`^${site.heroAction.label}`);

/** The opening block: the page-intro header or the frame-hero section that holds the page's one h1. */
const hero = (page: Page) =>
  page
    .getByRole('main')
    .locator('header, section')
    .filter({ has: page.locator('h1') })
    .first();

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

// A frame-hero opening (sales) and page-intro openings with and without a figure, with feature labels in a grid of
// three and in one of six, and a slider.
for (const { path, figure } of [
  { path: '/solutions/salesxrtreme', figure: '6X' },
  { path: '/solutions/TwinXrtreme', figure: '30%' },
  { path: '/solutions/professionalservices', figure: undefined },
]) {
  const document = documentOf(path);

  test(`${path} shows its demo button, its claim, its feature labels and its slides on screen at 1280 px and 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReady(page, path);
    const onScreen = async () => {
      await hero(page).scrollIntoViewIfNeeded();
      await expect(hero(page).getByRole('link', { name: demoLabel })).toBeVisible();
      if (figure) await expect(hero(page).getByText(figure, { exact: true })).toBeVisible();
      for (const section of sectionsOf(document, 'feature-grid')) {
        const region = page.getByRole('region', { name: section.header.heading });
        await region.scrollIntoViewIfNeeded();
        for (const label of section.items.flatMap((item) => (item.label ? [item.label] : [])))
          await expect(region.getByText(label, { exact: true })).toBeVisible();
      }
      for (const section of sectionsOf(document, 'why-slider')) {
        const region = page.getByRole('region', { name: section.header.heading });
        await region.scrollIntoViewIfNeeded();
        await expect(region.getByRole('heading', { level: 3 }).first()).toBeVisible();
      }
    };

    await test.step('1280 px', onScreen);
    await test.step('375 px', async () => {
      await resizeViewport(page, { width: 375, height: 812 });
      await onScreen();
    });
  });
}

test.describe('feature grids of five or more cards on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const grid = sectionsOf(documentOf('/solutions/professionalservices'), 'feature-grid').find(
    (section) => section.layout === 'cards' && section.items.length >= 5,
  );
  if (!grid) throw new Error('the professional services page needs a feature grid of five or more cards');

  test('are a swipeable row that keyboard users can focus and scroll', async ({ page }) => {
    await openReady(page, '/solutions/professionalservices');
    const row = page.getByRole('list', { name: grid.header.heading });
    await row.scrollIntoViewIfNeeded();
    await expect(row).toHaveAttribute('tabindex', '0');
    const { scrollWidth, clientWidth } = await row.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
    // The first card fills most of the screen and the next one peeks in.
    const [first, second] = await row
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(first?.width).toBeGreaterThan(375 * 0.7);
    expect(second?.left).toBeLessThan(375);

    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
