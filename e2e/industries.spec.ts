import type { Locator, Page } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { headingOf, pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

/**
 * The industry pages, the industries selector and the aerospace case study (issue 14, SPEC 2.8 and 4): each page's
 * sections in order, the selector's tabs with the mouse and the keyboard, the aerospace tablet showcase following the
 * scroll on wide screens and stacking at 768 px or narrower, the way from the aerospace page to its case study, and
 * axe on every page.
 */

const SELECTOR = '/industries/industries';
const AEROSPACE = '/industries/AerospaceIndustry';
const CASE_STUDY = '/casestudy/Aerospacejetengine';

/** Each route and the section types it must show, in order. */
const ROUTES: [string, Section['type'][]][] = [
  [SELECTOR, ['page-intro', 'industry-tabs', 'solution-cards', 'cta-band']],
  [AEROSPACE, ['page-intro', 'solution-cards', 'tablet-showcase', 'media-text', 'cta-band']],
  ['/industries/ManufacturingIndustry', ['page-intro', 'solution-cards', 'cta-band']],
  ['/industries/Logistics&SupplyChainIndustry', ['page-intro', 'solution-cards', 'cta-band']],
  [CASE_STUDY, ['page-intro', 'media-text', 'media-text', 'feature-grid', 'cta-band']],
];

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

function documentAt(path: string): PageDocument {
  const found = pages.find((page) => page.path === path);
  if (!found) throw new Error(`No page file has the path ${path}`);
  return found;
}

function sectionOf<Type extends Section['type']>(path: string, type: Type): Extract<Section, { type: Type }> {
  const found = documentAt(path).sections.find((section): section is Extract<Section, { type: Type }> => section.type === type);
  if (!found) throw new Error(`${path} has no ${type} section`);
  return found;
}

const industryTabs = sectionOf(SELECTOR, 'industry-tabs');
const showcase = sectionOf(AEROSPACE, 'tablet-showcase');
const caseStudyCard = sectionOf(AEROSPACE, 'media-text');

const sectionTypes = (page: Page) =>
  page.locator('main [data-section-type]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-section-type')));

const selector = (page: Page) => page.getByRole('region', { name: industryTabs.header.heading });
const showcaseRegion = (page: Page) => page.getByRole('region', { name: showcase.header.heading });
const steps = (page: Page) => showcaseRegion(page).getByRole('list').getByRole('listitem');
const stage = (page: Page) => showcaseRegion(page).locator('[data-tablet-stage]');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks that `label`'s tab is the selected one and the only panel showing is its own, with its three cards. */
async function expectIndustryShown(page: Page, label: string) {
  const tab = industryTabs.tabs.find((candidate) => candidate.label === label);
  if (!tab) throw new Error(`No tab ${label}`);
  const region = selector(page);
  await expect(region.getByRole('tab', { selected: true })).toHaveText(label);
  const panel = region.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName(label);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([tab.overview.title, tab.application.title, tab.caseStudy.title]);
  await expect(panel.getByRole('img', { name: tab.application.image.alt })).toBeVisible();
  // The visible words first, then the card's title for screen readers (the hidden text may bring a space before its colon).
  const link = panel.getByRole('link');
  await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(tab.caseStudy.cta.label)}\\s?: ${escapeRegExp(tab.caseStudy.title)}$`));
  await expect(link).toHaveAttribute('href', tab.caseStudy.cta.target);
  // The other industries stay in the page, hidden.
  await expect(region.locator('[role="tabpanel"][hidden]')).toHaveCount(industryTabs.tabs.length - 1);
}

/** Scrolls the page so that the middle of `element` is in the middle of the viewport. */
async function centre(element: Locator) {
  await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    window.scrollBy({ top: box.top + box.height / 2 - window.innerHeight / 2, behavior: 'instant' });
  });
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('the content gives the selector three industries and the showcase four steps sharing one video', () => {
  expect(industryTabs.tabs.map((tab) => tab.label)).toEqual(['Automotive', 'Manufacturing', 'Logistics & Supply Chain']);
  expect(showcase.steps).toHaveLength(4);
  expect(showcase.video.src).toBe('/media/videos/aerospace-jet-engine');
  expect(caseStudyCard.action?.target).toBe(CASE_STUDY);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [path, types] of ROUTES) {
      // axe checks every page at both widths in accessibility.spec.ts; internal-links.spec.ts follows every link.
      test(`${path} renders its sections in order`, async ({ page }) => {
        const response = await openReady(page, path);
        expect(response?.status()).toBe(200);
        expect(documentAt(path).sections.map((section) => section.type)).toEqual(types);
        expect(await sectionTypes(page)).toEqual(types);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf(documentAt(path)));
        await expect(page.locator('[data-failed-section]')).toHaveCount(0);
      });
    }

    test('the industries tabs switch with the mouse, the first one selected at first', async ({ page }) => {
      await openReady(page, SELECTOR);
      await selector(page).scrollIntoViewIfNeeded();
      await expect(selector(page).getByRole('tab')).toHaveText(industryTabs.tabs.map((tab) => tab.label));
      await expectIndustryShown(page, 'Automotive');
      for (const label of ['Logistics & Supply Chain', 'Manufacturing', 'Automotive']) {
        await selector(page).getByRole('tab', { name: label }).click();
        await expectIndustryShown(page, label);
      }
    });

    test('the industries tabs switch with the keyboard: arrows, Home and End move focus and selection', async ({ page }) => {
      await openReady(page, SELECTOR);
      const region = selector(page);
      await region.scrollIntoViewIfNeeded();
      await region.getByRole('tab', { name: 'Automotive' }).focus();
      for (const [key, label] of [
        ['ArrowRight', 'Manufacturing'],
        ['ArrowRight', 'Logistics & Supply Chain'],
        ['ArrowRight', 'Automotive'],
        ['ArrowLeft', 'Logistics & Supply Chain'],
        ['Home', 'Automotive'],
        ['End', 'Logistics & Supply Chain'],
      ] as const) {
        await page.keyboard.press(key);
        await expect(region.getByRole('tab', { name: label })).toBeFocused();
        await expectIndustryShown(page, label);
      }
      // Only the selected tab is in the Tab order: Tab goes on to its panel.
      await expect(region.locator('[role="tab"][tabindex="0"]')).toHaveText('Logistics & Supply Chain');
      await page.keyboard.press('Tab');
      await expect(region.getByRole('tabpanel')).toBeFocused();
    });

    test("a tab's case-study link opens its page", async ({ page }) => {
      await openReady(page, SELECTOR);
      const region = selector(page);
      await region.scrollIntoViewIfNeeded();
      const manufacturing = industryTabs.tabs[1];
      if (!manufacturing) throw new Error('no second tab');
      await region.getByRole('tab', { name: manufacturing.label }).click();
      await region.getByRole('tabpanel').getByRole('link').click();
      await expect(page).toHaveURL(manufacturing.caseStudy.cta.target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(documentAt(manufacturing.caseStudy.cta.target)));
    });

    test('the aerospace case-study card leads to /casestudy/Aerospacejetengine', async ({ page }) => {
      await openReady(page, AEROSPACE);
      const card = page.getByRole('region', { name: caseStudyCard.header.heading });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('img', { name: caseStudyCard.image?.alt ?? '' })).toBeVisible();
      await card.getByRole('link', { name: caseStudyCard.action?.accessibleLabel ?? '' }).click();
      await expect(page).toHaveURL(CASE_STUDY);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(documentAt(CASE_STUDY)));
    });

    test('the case study states the 40% training-cost reduction, the challenge, the solution and the results, with the disclaimer', async ({ page }) => {
      await openReady(page, CASE_STUDY);
      const main = page.getByRole('main');
      await expect(main.getByText('40%', { exact: true })).toBeVisible();
      await expect(main.getByText('lower training costs', { exact: true })).toBeVisible();
      for (const eyebrow of ['The challenge', 'The solution', 'The results']) await expect(main.getByText(eyebrow, { exact: true })).toHaveCount(1);
      await expect(main.locator('video source[src="/media/videos/aerospace-jet-engine.webm"]')).toHaveCount(1);
      const disclaimer = main.getByText(site.disclaimer);
      await disclaimer.scrollIntoViewIfNeeded();
      await expect(disclaimer).toBeVisible();
    });
  });
}

test.describe('the aerospace tablet showcase on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the current step follows the scroll while the tablet stays in view', async ({ page }) => {
    await openReady(page, AEROSPACE);
    await showcaseRegion(page).scrollIntoViewIfNeeded();
    await expect(steps(page)).toHaveCount(showcase.steps.length);
    await expect(stage(page)).toHaveCSS('position', 'sticky');
    const video = showcaseRegion(page).locator('video');
    for (const index of [0, 1, 2, 3, 2, 0]) {
      const step = steps(page).nth(index);
      await centre(step);
      await expect(step).toHaveAttribute('aria-current', 'step');
      await expect(showcaseRegion(page).locator('[aria-current="step"]')).toHaveCount(1);
      await expect(step.getByRole('heading', { level: 3 })).toHaveText(showcase.steps[index]?.title ?? '');
      // The tablet is on screen beside every step.
      const box = await video.boundingBox();
      expect(box, 'the video has a box').not.toBeNull();
      if (box) {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(900);
      }
    }
  });

  test('just above 768 px it is still the scroll-driven layout', async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await openReady(page, AEROSPACE);
    await expect(stage(page)).toHaveCSS('position', 'sticky');
    await centre(steps(page).nth(2));
    await expect(steps(page).nth(2)).toHaveAttribute('aria-current', 'step');
  });
});

for (const width of [768, 375]) {
  test.describe(`the aerospace tablet showcase at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('is a stacked list under the video: every step visible in one column, nothing sticky, no current step', async ({ page }) => {
      await openReady(page, AEROSPACE);
      await showcaseRegion(page).scrollIntoViewIfNeeded();
      await expect(stage(page)).toHaveCSS('position', 'static');
      for (const step of await steps(page).all()) {
        await step.scrollIntoViewIfNeeded();
        await expect(step).toBeVisible();
      }
      await centre(steps(page).nth(2));
      await expect(showcaseRegion(page).locator('[aria-current]')).toHaveCount(0);
      // Where each step and the video are on the page (not in the viewport), so scrolling between readings does not matter.
      const boxes = await steps(page).evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { x: box.x, y: box.y + window.scrollY, height: box.height };
        }),
      );
      const videoBox = await showcaseRegion(page)
        .locator('video')
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { y: box.y + window.scrollY, height: box.height };
        });
      const [first] = boxes;
      if (!first) throw new Error('no steps');
      expect(videoBox.y + videoBox.height, 'the video comes first').toBeLessThanOrEqual(first.y);
      for (const [index, box] of boxes.entries()) {
        expect(Math.abs(box.x - first.x), `step ${index + 1} in the same column`).toBeLessThanOrEqual(1);
        if (index > 0) expect(box.y, `step ${index + 1} below the one before`).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + 1);
      }
      // Stacked steps are as tall as their text, not a screen each.
      for (const box of boxes) expect(box.height).toBeLessThan(900 / 2);
    });
  });
}
