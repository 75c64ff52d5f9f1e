import type { Locator, Page } from '@playwright/test';
import type { DisciplineCardsSection, FeatureGridSection, MediaTextSection, PageIntroSection, Section } from '../src/content/generated/content-types.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The Centre of Excellence page in a browser: what each width shows and where, and the research link. What the page
 * says (its blocks in order, headings, texts, alt texts, links, the video's attributes) is read from the built file
 * in tests/html/centre-of-excellence.test.ts; the research video's playback (the same video) in e2e/media.spec.ts.
 */
const PATH = '/EDUCOE/EDUCOE';
const coe = pages.find((page) => page.path === PATH);
if (!coe) throw new Error(`No page for ${PATH}`);

/** The page's sections of one type, in page order, so the test follows the content file. */
function sectionsOf<Type extends Section['type']>(type: Type): Extract<Section, { type: Type }>[] {
  return coe?.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type) ?? [];
}

const [intro] = sectionsOf('page-intro') as [PageIntroSection];
const [initiatives, industries] = sectionsOf('feature-grid') as [FeatureGridSection, FeatureGridSection];
const [facility, research] = sectionsOf('media-text') as [MediaTextSection, MediaTextSection];
const [disciplines] = sectionsOf('discipline-cards') as [DisciplineCardsSection];

const region = (page: Page, header: { heading: string }) => page.getByRole('region', { name: header.heading, exact: true });

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box');
  return rect;
};

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('at 1280 and 375 px every block shows, the cards line up or stack, and the pictures sit beside or under their text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReady(page, PATH);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const wide = viewport.width >= 1280;
    await resizeViewport(page, viewport);
    await page.evaluate(() => window.scrollTo(0, 0));

    await test.step(`${viewport.width} px: the welcome hero shows its heading, introduction, picture and Request a Demo button`, async () => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(intro.header.intro ?? '')).toBeVisible();
      await expect(main.getByRole('img', { name: intro.visual?.image.alt ?? '' })).toBeVisible();
      await expect(
        main
          .locator('header')
          .first()
          .getByRole('link', { name: new RegExp(`^${site.heroAction.label}`) }),
      ).toBeVisible();
    });

    await test.step(`${viewport.width} px: three initiative cards and four industry applications`, async () => {
      for (const grid of [initiatives, industries]) {
        for (const item of grid.items) {
          await expect(region(page, grid.header).getByRole('heading', { level: 3, name: item.title })).toBeVisible();
          await expect(region(page, grid.header).getByText(item.description)).toBeVisible();
        }
      }
    });

    await test.step(`${viewport.width} px: the discipline cards ${wide ? 'in one row, their labels level' : 'stacked one per row'}`, async () => {
      const cards = region(page, disciplines.header).getByRole('listitem');
      await expect(cards).toHaveCount(4);
      for (const [index, card] of disciplines.cards.entries()) await expect(cards.nth(index).getByText(card.description2)).toBeVisible();
      const first = await box(cards.first());
      const last = await box(cards.last());
      if (wide) {
        expect(Math.abs(last.y - first.y), 'four cards in one row').toBeLessThan(1);
        // The labels line up across the row, though "Computer Science Engineering" wraps to two lines.
        const labelTops = await Promise.all([0, 1, 2, 3].map(async (index) => (await box(cards.nth(index).getByRole('term').last())).y));
        expect(Math.max(...labelTops) - Math.min(...labelTops)).toBeLessThan(1);
      } else expect(last.y, 'stacked one per row').toBeGreaterThan(first.y + first.height);
    });

    await test.step(`${viewport.width} px: the facility picture loads and sits ${wide ? 'left of' : 'under'} the text`, async () => {
      const block = region(page, facility.header);
      for (const paragraph of facility.paragraphs ?? []) await expect(block.getByText(paragraph)).toBeVisible();
      const image = block.getByRole('img', { name: facility.image?.alt ?? '' });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const heading = await box(block.getByRole('heading', { level: 2 }));
      const picture = await box(image);
      // "mediaPosition": "start": left of the text from 1024 px; after the text on phones.
      if (wide) expect(picture.x + picture.width).toBeLessThanOrEqual(heading.x);
      else expect(picture.y).toBeGreaterThan(heading.y + heading.height);
    });

    await test.step(`${viewport.width} px: the research video sits ${wide ? 'right of' : 'after'} the text`, async () => {
      const block = region(page, research.header);
      for (const paragraph of research.paragraphs ?? []) await expect(block.getByText(paragraph)).toBeVisible();
      const heading = await box(block.getByRole('heading', { level: 2 }));
      const frame = await box(block.locator('video'));
      if (wide) expect(frame.x).toBeGreaterThanOrEqual(heading.x + heading.width - 1);
      else expect(frame.y).toBeGreaterThan(heading.y + heading.height);
    });
  }
});

test('the research block’s link opens the contact page', async ({ page }) => {
  await openReady(page, PATH);
  await region(page, research.header)
    .getByRole('link', { name: research.action?.accessibleLabel ?? '' })
    .click();
  await expect(page).toHaveURL(/\/Contact\/Contactus$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
