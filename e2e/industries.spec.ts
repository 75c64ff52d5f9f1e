import type { Locator, Page } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { headingOf, pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The industries selector, the aerospace page and its case study in a browser (issue 14, SPEC 2.8 and 4): the
 * selector's tabs with the mouse and the keyboard, the links followed, the case study's figure and disclaimer on
 * screen at both widths, and the aerospace tablet showcase following the scroll on wide screens and stacking at
 * 768 px or narrower. Each page's sections, h1, pre-rendered tabs and panels, links and texts are read from the build
 * in tests/html/industries.test.ts; axe and the console check every page in e2e/accessibility.spec.ts and e2e/routes.spec.ts.
 */

const SELECTOR = '/industries/industries';
const AEROSPACE = '/industries/AerospaceIndustry';
const CASE_STUDY = '/casestudy/Aerospacejetengine';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

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

test.describe('the industries tabs at 375 px', () => {
  test.use({ viewport: PHONE });

  test('switch with the mouse, the first one selected at first', async ({ page }) => {
    await openReady(page, SELECTOR);
    await selector(page).scrollIntoViewIfNeeded();
    await expect(selector(page).getByRole('tab')).toHaveText(industryTabs.tabs.map((tab) => tab.label));
    await expectIndustryShown(page, 'Automotive');
    for (const label of ['Logistics & Supply Chain', 'Manufacturing', 'Automotive']) {
      await selector(page).getByRole('tab', { name: label }).click();
      await expectIndustryShown(page, label);
    }
  });
});

test.describe('the industries tabs at 1280 px', () => {
  test.use({ viewport: WIDE });

  test('switch with the keyboard: arrows, Home and End move focus and selection', async ({ page }) => {
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
    // The chosen industry's own panel (named by its tab): the panel shown before the click has a link too.
    await region.getByRole('tabpanel', { name: manufacturing.label }).getByRole('link').click();
    await expect(page).toHaveURL(manufacturing.caseStudy.cta.target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(documentAt(manufacturing.caseStudy.cta.target)));
  });
});

test('the aerospace case-study card leads to the case study, whose figure and disclaimer show at 375 px and 1280 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openReady(page, AEROSPACE);
  const card = page.getByRole('region', { name: caseStudyCard.header.heading });
  const cardImage = card.getByRole('img', { name: caseStudyCard.image?.alt ?? '' });
  const main = page.getByRole('main');
  const caseStudyOnScreen = async () => {
    await expect(main.getByText('40%', { exact: true })).toBeVisible();
    await expect(main.getByText('lower training costs', { exact: true })).toBeVisible();
    const disclaimer = main.getByText(site.disclaimer);
    await disclaimer.scrollIntoViewIfNeeded();
    await expect(disclaimer).toBeVisible();
  };

  await test.step('375 px: the card with its image; its link opens the case study', async () => {
    await card.scrollIntoViewIfNeeded();
    await expect(cardImage).toBeVisible();
    await card.getByRole('link', { name: caseStudyCard.action?.accessibleLabel ?? '' }).click();
    await expect(page).toHaveURL(CASE_STUDY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(documentAt(CASE_STUDY)));
    await caseStudyOnScreen();
  });

  await test.step('1280 px: the case study, then back to the card with its image', async () => {
    await resizeViewport(page, WIDE);
    await caseStudyOnScreen();
    await page.goBack();
    await expect(page).toHaveURL(AEROSPACE);
    await card.scrollIntoViewIfNeeded();
    await expect(cardImage).toBeVisible();
  });
});

test('the aerospace tablet showcase follows the scroll wider than 768 px and is a stacked list at 768 px and narrower', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReady(page, AEROSPACE);
  const video = showcaseRegion(page).locator('video');

  await test.step('1280 px: the current step follows the scroll while the tablet stays in view', async () => {
    await showcaseRegion(page).scrollIntoViewIfNeeded();
    await expect(steps(page)).toHaveCount(showcase.steps.length);
    await expect(stage(page)).toHaveCSS('position', 'sticky');
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

  await test.step('769 px, just above 768 px: still the scroll-driven layout', async () => {
    await resizeViewport(page, { width: 769, height: 900 });
    await expect(stage(page)).toHaveCSS('position', 'sticky');
    await centre(steps(page).nth(2));
    await expect(steps(page).nth(2)).toHaveAttribute('aria-current', 'step');
  });

  for (const width of [768, 375]) {
    await test.step(`${String(width)} px: a stacked list under the video, every step visible in one column, nothing sticky, no current step`, async () => {
      await resizeViewport(page, { width, height: 900 });
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
      const videoBox = await video.evaluate((element) => {
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
  }
});
