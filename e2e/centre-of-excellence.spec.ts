import type { Locator, Page } from '@playwright/test';
import type {
  CtaBandSection,
  DisciplineCardsSection,
  FeatureGridSection,
  MediaTextSection,
  PageIntroSection,
  Section,
} from '../src/content/generated/content-types.ts';
import { pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

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
const [getInvolved] = sectionsOf('cta-band') as [CtaBandSection];

const region = (page: Page, header: { heading: string }) => page.getByRole('region', { name: header.heading, exact: true });
const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box');
  return rect;
};

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('the page has the spec’s blocks in order: welcome, initiatives, facility, disciplines, industry applications, research, get involved', () => {
  expect(coe.sections.map((section) => section.type)).toEqual([
    'page-intro',
    'feature-grid',
    'media-text',
    'discipline-cards',
    'feature-grid',
    'media-text',
    'cta-band',
  ]);
  expect(initiatives.items.map((item) => item.label)).toEqual(['Consultancy', 'Research', 'Workshops']);
  expect(disciplines.cards.map((card) => card.title)).toEqual([
    'Computer Science Engineering',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Civil Engineering',
  ]);
  expect(facility.image).toBeDefined();
  expect(research.video?.src).toBe('/media/videos/coe-research');
  // No picture appears twice on the page.
  const pictures = [intro.visual?.image.src, facility.image?.src, research.video?.src];
  expect(new Set(pictures).size).toBe(pictures.length);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await openReady(page, PATH);
    });

    test('the welcome hero has the page heading, its introduction, its picture and the Request a Demo button', async ({ page }) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(intro.header.heading);
      await expect(main.getByText(intro.header.intro ?? '')).toBeVisible();
      await expect(main.getByRole('img', { name: intro.visual?.image.alt ?? '' })).toBeVisible();
      const demo = main
        .locator('header')
        .first()
        .getByRole('link', { name: new RegExp(`^${site.heroAction.label}`) });
      await expect(demo).toBeVisible();
      await expect(demo).toHaveAttribute('href', site.externalLinks.scheduling);
      await expect(demo).toHaveAttribute('target', '_blank');
    });

    test('three initiative cards and four industry applications', async ({ page }) => {
      const initiativeCards = region(page, initiatives.header).getByRole('heading', { level: 3 });
      await expect(initiativeCards).toHaveText(initiatives.items.map((item) => item.title));
      for (const item of initiatives.items) await expect(region(page, initiatives.header).getByText(item.description)).toBeVisible();

      const applications = region(page, industries.header).getByRole('heading', { level: 3 });
      await expect(applications).toHaveText(industries.items.map((item) => item.title));
      for (const item of industries.items) await expect(region(page, industries.header).getByText(item.description)).toBeVisible();
    });

    test('four discipline cards, each with its applications and trends under their labels', async ({ page }) => {
      const cards = region(page, disciplines.header).getByRole('listitem');
      await expect(cards).toHaveCount(4);
      for (const [index, card] of disciplines.cards.entries()) {
        const item = cards.nth(index);
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(card.title);
        await expect(item.getByRole('term')).toHaveText([disciplines.applicationsLabel, disciplines.trendsLabel]);
        await expect(item.getByRole('definition')).toHaveText([card.description1, card.description2]);
        await expect(item.getByText(card.description2)).toBeVisible();
      }
      const first = await box(cards.first());
      const last = await box(cards.last());
      if (viewport.width >= 1280) {
        expect(Math.abs(last.y - first.y), 'four cards in one row').toBeLessThan(1);
        // The labels line up across the row, though "Computer Science Engineering" wraps to two lines.
        const labelTops = await Promise.all([0, 1, 2, 3].map(async (index) => (await box(cards.nth(index).getByRole('term').last())).y));
        expect(Math.max(...labelTops) - Math.min(...labelTops)).toBeLessThan(1);
      } else expect(last.y, 'stacked one per row').toBeGreaterThan(first.y + first.height);
    });

    test('the facility block shows its text and a lazily loaded image, beside the text on wide screens and under it on phones', async ({ page }) => {
      const block = region(page, facility.header);
      for (const paragraph of facility.paragraphs ?? []) await expect(block.getByText(paragraph)).toBeVisible();
      const image = block.getByRole('img', { name: facility.image?.alt ?? '' });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const heading = await box(block.getByRole('heading', { level: 2 }));
      const picture = await box(image);
      // "mediaPosition": "start": left of the text from 1024 px; after the text on phones.
      if (viewport.width >= 1280) expect(picture.x + picture.width).toBeLessThanOrEqual(heading.x);
      else expect(picture.y).toBeGreaterThan(heading.y + heading.height);
    });

    test('the research block links to the contact page and places its video after the text on phones, right of it on wide screens', async ({ page }) => {
      const block = region(page, research.header);
      for (const paragraph of research.paragraphs ?? []) await expect(block.getByText(paragraph)).toBeVisible();
      const video = block.locator('video');
      await expect(video).toHaveAttribute('aria-label', research.video?.label ?? '');
      const heading = await box(block.getByRole('heading', { level: 2 }));
      const frame = await box(video);
      if (viewport.width >= 1280) expect(frame.x).toBeGreaterThanOrEqual(heading.x + heading.width - 1);
      else expect(frame.y).toBeGreaterThan(heading.y + heading.height);

      const action = block.getByRole('link', { name: research.action?.accessibleLabel ?? '' });
      await expect(action).toHaveText(research.action?.label ?? '');
      await expect(action).toHaveAttribute('href', '/Contact/Contactus');
      await action.click();
      await expect(page).toHaveURL(/\/Contact\/Contactus$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the get-involved band has its own heading and the Request a Demo button to the scheduling page', async ({ page }) => {
      const band = region(page, getInvolved.header ?? site.ctaBand.header);
      await expect(band.getByText(getInvolved.header?.intro ?? '')).toBeVisible();
      const action = band.getByRole('link', { name: new RegExp(`^${site.ctaBand.action.label}`) });
      await expect(action).toHaveAttribute('href', site.externalLinks.scheduling);
      await expect(action).toHaveAttribute('target', '_blank');
      await expect(action).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('the research video has its fallback text, is paused until it is on screen and pauses again off screen', async ({ page }) => {
      const video = region(page, research.header).locator('video');
      await expect(video).toHaveText(site.accessibility.videoUnsupported);
      await expect(video).toHaveAttribute('poster', /coe-research-poster\.webp$/);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused && element.muted && element.loop)).toBe(true);

      await video.scrollIntoViewIfNeeded();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 10_000 }).toBe(true);

      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expect(region(page, research.header).getByRole('button', { name: site.accessibility.playVideoLabel })).toBeAttached();
    });
  });
}
