import type { Page } from '@playwright/test';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

const home = pages.find((page) => page.path === '/');
const sliderSection = home?.sections.find((section) => section.type === 'why-slider');
if (sliderSection?.type !== 'why-slider') throw new Error('home.json needs a why-slider section');
const slider = (page: Page) => page.getByRole('region', { name: sliderSection.header.heading });

const firstSlideName = site.accessibility.slideLabel.replace('{index}', '1').replace('{count}', String(sliderSection.slides.length));

/** Boxes of the first slide's card, its step number and its copy (title and text), in CSS pixels. */
async function slideBoxes(page: Page) {
  const firstSlide = slider(page).getByRole('group', { name: firstSlideName, exact: true });
  await firstSlide.scrollIntoViewIfNeeded();
  // After a resize Swiper lays the slides out again on a later animation frame: wait until the first (current) slide
  // fills the slider's viewport (inside its padding) again, as it does at rest.
  await expect
    .poll(() =>
      firstSlide.evaluate((slide) => {
        const viewport = slide.closest('.swiper');
        if (!viewport) return false;
        const { left, width } = slide.getBoundingClientRect();
        const style = getComputedStyle(viewport);
        const [paddingLeft, paddingRight] = [parseFloat(style.paddingLeft), parseFloat(style.paddingRight)];
        const contentLeft = viewport.getBoundingClientRect().left + viewport.clientLeft + paddingLeft;
        return Math.abs(width - (viewport.clientWidth - paddingLeft - paddingRight)) < 1 && Math.abs(left - contentLeft) < 1;
      }),
    )
    .toBe(true);
  return firstSlide.evaluate((slide) => {
    const card = slide.firstElementChild;
    const [number, copy] = [...(card?.children ?? [])];
    const viewport = slide.closest('.swiper');
    if (!card || !number || !copy || !viewport) throw new Error('a slide needs a card with a number and copy, in the slider viewport');
    const box = (element: Element) => {
      const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
      return { left, right, top, bottom, width, height };
    };
    return { card: box(card), number: box(number), copy: box(copy), viewport: box(viewport), numberText: number.textContent };
  });
}

// The slider stands still (reduced motion, the suite's default: no autoplay), so the first slide stays in place.
test('why slider composition: beside the copy a large step number from 768 px, a small label above the title at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await withCookieChoice(page);
  await openReady(page, '/');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    await test.step(`at ${viewport.width} px the copy and a large step number share the card side by side`, async () => {
      await resizeViewport(page, viewport);
      const { card, number, copy, viewport: clip, numberText } = await slideBoxes(page);
      // The viewport's overflow clip leaves the whole card, borders included, on screen.
      expect(card.left).toBeGreaterThanOrEqual(clip.left);
      expect(card.right).toBeLessThanOrEqual(clip.right);
      expect(numberText).toBe(`01 / ${String(sliderSection.slides.length).padStart(2, '0')}`);
      // The number stands in the card's right part, beside the copy and level with it.
      expect(number.left).toBeGreaterThan(card.left + card.width * 0.6);
      expect(number.left).toBeGreaterThan(copy.right);
      expect(number.top).toBeLessThan(copy.bottom);
      expect(number.bottom).toBeGreaterThan(copy.top);
      expect(number.height).toBeGreaterThan(120);
      // Copy and number together span most of the card, not its left half.
      expect(number.right - copy.left).toBeGreaterThan(card.width * 0.75);
      expect(number.right).toBeLessThanOrEqual(card.right);
    });
  }

  await test.step('at 390 px the step number is a small label above the title', async () => {
    await resizeViewport(page, { width: 390, height: 844 });
    const { card, number, copy } = await slideBoxes(page);
    expect(number.bottom).toBeLessThanOrEqual(copy.top);
    expect(number.height).toBeLessThan(40);
    expect(copy.right).toBeLessThanOrEqual(card.right);
  });
});
