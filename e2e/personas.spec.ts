import type { Locator, Page } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { pages } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The persona pages (SPEC 2.5) in a browser: the feature rows' layout at each width, and the why-choose carousel's
 * index following scrolling, its buttons, its keys and a touch-like scroll. What every persona page is built with
 * (its sections in order, headings, carousel labels, links) is read from the build in tests/html/personas.test.ts;
 * axe checks every page at 1280 px and 375 px in e2e/accessibility.spec.ts (the page sweep).
 */

function personaDocument(path: string): PageDocument {
  const document = pages.find((page) => page.path === path);
  if (!document) throw new Error(`No page file has the path ${path}`);
  return document;
}

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const only = <Type extends Section['type']>(document: PageDocument, type: Type) => {
  const section = document.sections.find((candidate): candidate is Extract<Section, { type: Type }> => candidate.type === type);
  if (!section) throw new Error(`${document.path} has no ${type} section`);
  return section;
};

const carousel = (page: Page) => page.locator('main [data-section-type="why-carousel"]');
const track = (page: Page) => carousel(page).locator('[data-carousel-track]');
const counter = (page: Page) => carousel(page).locator('[data-carousel-counter] [aria-hidden="true"]');
const position = (index: number, count: number) => `${String(index).padStart(2, '0')} / ${String(count).padStart(2, '0')}`;

/** Scrolls the track as a finger or trackpad would: by setting its scroll position, without the buttons. */
const scrollTrack = (locator: Locator, to: 'end' | number) =>
  locator.evaluate((element, target) => {
    element.scrollTo({ left: target === 'end' ? element.scrollWidth : target * 0.7 * element.clientWidth, behavior: 'instant' });
  }, to);

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('feature rows put the title beside its description on wide screens and above it on phones; the band heading shows at both', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openReady(page, '/persona/logisticstwin');
  const row = page.locator('main [data-section-type="feature-grid"] li').first();
  const bandHeading = page.locator('main [data-section-type="cta-band"] h2');
  const boxes = async () => {
    await row.scrollIntoViewIfNeeded();
    const title = await row.getByRole('heading', { level: 3 }).boundingBox();
    const description = await row.locator('p').last().boundingBox();
    if (!title || !description) throw new Error('feature row not laid out');
    return { title, description };
  };

  await test.step('1280 px: the title beside its description', async () => {
    const { title, description } = await boxes();
    expect(description.x).toBeGreaterThan(title.x + title.width);
    await expect(bandHeading).toBeVisible();
  });

  await test.step('375 px: the title above its description', async () => {
    await resizeViewport(page, PHONE);
    const { title, description } = await boxes();
    expect(description.y).toBeGreaterThanOrEqual(title.y + title.height);
    await expect(bandHeading).toBeVisible();
  });
});

test.describe('the why-choose carousel', () => {
  test.describe('at 1280 px', () => {
    test.use({ viewport: WIDE });

    test('the carousel index follows scrolling, the Next and Previous buttons and the arrow keys', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openReady(page, '/persona/logisticstwin');
      const count = only(personaDocument('/persona/logisticstwin'), 'why-carousel').slides.length;
      const previous = carousel(page).getByRole('button', { name: 'Previous reason' });
      const next = carousel(page).getByRole('button', { name: 'Next reason' });
      await track(page).scrollIntoViewIfNeeded();

      await expect(counter(page)).toHaveText(position(1, count));
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      // By script: two steps of 70% of the visible width is the third slide.
      await scrollTrack(track(page), 2);
      await expect(counter(page)).toHaveText(position(3, count));
      await expect(previous).toBeEnabled();

      // The Next button scrolls one step on.
      await next.click();
      await expect(counter(page)).toHaveText(position(4, count));
      // One step is 70% of the visible width (to the pixel: browsers round scroll positions).
      expect(await track(page).evaluate((element) => Math.abs(element.scrollLeft - 3 * 0.7 * element.clientWidth))).toBeLessThanOrEqual(1.5);
      await previous.click();
      await expect(counter(page)).toHaveText(position(3, count));

      // The arrow keys move the focused track.
      await track(page).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(position(2, count));
      for (let step = 2; step < count; step += 1) await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(position(count, count));
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      // Past the end nothing happens.
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(position(count, count));

      await page.keyboard.press('Home');
      await expect(counter(page)).toHaveText(position(1, count));
      await expect(previous).toBeDisabled();
    });
  });

  test.describe('at 375 px, with motion', () => {
    test.use({ viewport: PHONE, reducedMotion: 'no-preference' });

    test('a touch-like scroll moves the index, smooth scrolling included', async ({ page }) => {
      await openReady(page, '/persona/automotivesales');
      const count = only(personaDocument('/persona/automotivesales'), 'why-carousel').slides.length;
      await track(page).scrollIntoViewIfNeeded();
      await track(page).evaluate((element) => {
        element.scrollLeft = 0.7 * element.clientWidth;
      });
      await expect(counter(page)).toHaveText(position(2, count));
      await scrollTrack(track(page), 'end');
      await expect(counter(page)).toHaveText(position(count, count));
      await expect(carousel(page).getByRole('button', { name: 'Next reason' })).toBeDisabled();
      // A real swipe gesture on the track (touch points need a touch-enabled context, so a wheel stands in for the trackpad).
      await track(page).hover();
      await page.mouse.wheel(-4000, 0);
      await expect(counter(page)).toHaveText(position(1, count));
      await expect(carousel(page).getByRole('button', { name: 'Previous reason' })).toBeDisabled();
    });
  });
});
