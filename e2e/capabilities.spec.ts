import type { Locator, Page } from '@playwright/test';
import type { FullscreenVideoSection, Section, TabletVideoSection, VrScrollZoomSection } from '../src/content/generated/content-types.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * Platform Capabilities in a browser: the VR section's scroll zoom at 1280 px and 375 px, the same section at rest
 * under reduced motion, and the AR video's play control when the browser refuses to autoplay. What the page is built
 * with (hero, sections, highlights, links, every video's attributes) is read from the build in
 * tests/html/capabilities.test.ts; the looping video's playback is in e2e/media.spec.ts.
 */

const PATH = '/Capabilities/capabilities';
const capabilities = pages.find((page) => page.path === PATH);
if (!capabilities) throw new Error(`No page ${PATH}`);

type CapabilitySection = TabletVideoSection | VrScrollZoomSection | FullscreenVideoSection;
const isCapability = (section: Section): section is CapabilitySection =>
  section.type === 'tablet-video' || section.type === 'vr-scroll-zoom' || section.type === 'fullscreen-video';
const capabilitySections = capabilities.sections.filter(isCapability);
const vr = capabilitySections.find((section): section is VrScrollZoomSection => section.type === 'vr-scroll-zoom');
if (!vr) throw new Error(`${PATH} has no vr-scroll-zoom section`);

const region = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const vrSection = (page: Page) => page.locator('[data-vr-scroll]');
const vrLayer = (page: Page, name: 'text' | 'image') => vrSection(page).locator(`[data-vr-layer="${name}"]`);
const opacityOf = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));
const pausedOf = (locator: Locator) => locator.evaluate((element: HTMLVideoElement) => element.paused);

/** Scrolls at once (no smooth scrolling) so that the VR section is `progress` of the way through. */
async function scrollVrTo(page: Page, progress: number) {
  await vrSection(page).evaluate((section: HTMLElement, value) => {
    const top = section.getBoundingClientRect().top + window.scrollY;
    const distance = section.offsetHeight - window.innerHeight;
    window.scrollTo({ top: top + value * distance, behavior: 'instant' });
  }, progress);
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

test.describe('VR with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('VR: 3.5 viewports tall; scrolling through it zooms and fades the image, then reveals the text, at 1280 px and 375 px', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await openReady(page, PATH);
    const section = vrSection(page);

    for (const viewport of [WIDE, PHONE]) {
      await test.step(`${String(viewport.width)} px`, async () => {
        await resizeViewport(page, viewport);
        const { height, innerHeight } = await section.evaluate((element: HTMLElement) => ({ height: element.offsetHeight, innerHeight: window.innerHeight }));
        expect(Math.abs(height - 3.5 * innerHeight)).toBeLessThanOrEqual(1);

        // The section's top at the viewport's top: progress 0, the image whole and the text hidden.
        await scrollVrTo(page, 0);
        await expect.poll(() => opacityOf(vrLayer(page, 'text'))).toBe(0);
        expect(await opacityOf(vrLayer(page, 'image'))).toBe(1);
        await expect(vrLayer(page, 'image').getByRole('img', { name: vr.image.alt ?? '' })).toBeInViewport();

        // Half way: the image at scale 2.5 and opacity 0.2, the text on its way in.
        await scrollVrTo(page, 0.5);
        await expect.poll(() => vrLayer(page, 'image').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)).toBeCloseTo(2.5, 1);
        expect(await opacityOf(vrLayer(page, 'image'))).toBeCloseTo(0.2, 1);

        // To the end, with the mouse wheel on the wide screen and a plain scroll on the phone (which has no wheel; in
        // the emulated phone viewport after a resize, Chromium delivered the wheel event but scrolled nothing in 2 runs
        // of 20): the image gone, the text fully shown in the sticky viewport.
        const remaining = await section.evaluate((element) => element.getBoundingClientRect().bottom - window.innerHeight);
        if (viewport === WIDE) {
          await page.mouse.move(viewport.width / 2, viewport.height / 2);
          await page.mouse.wheel(0, remaining + 40);
        } else {
          await page.evaluate((distance) => window.scrollBy({ top: distance, behavior: 'instant' }), remaining + 40);
        }
        await expect.poll(() => opacityOf(vrLayer(page, 'text'))).toBeGreaterThan(0.99);
        await expect.poll(() => opacityOf(vrLayer(page, 'image'))).toBe(0);
        await expect(region(page, vr.header.heading).getByRole('heading', { level: 2 })).toBeInViewport();
        await expect(vrLayer(page, 'text').getByText(site.disclaimer)).toBeInViewport();
      });
    }
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('VR under reduced motion: text and image shown at rest, without the effect', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReady(page, PATH);
    const section = vrSection(page);
    const { height, innerHeight } = await section.evaluate((element: HTMLElement) => ({ height: element.offsetHeight, innerHeight: window.innerHeight }));
    expect(height).toBeLessThan(2 * innerHeight);
    for (const progress of [0, 0.5, 1]) {
      await scrollVrTo(page, progress);
      expect(await opacityOf(vrLayer(page, 'text'))).toBe(1);
      expect(await opacityOf(vrLayer(page, 'image'))).toBe(1);
      expect(await vrLayer(page, 'image').evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    }
    await region(page, vr.header.heading).getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await expect(region(page, vr.header.heading).getByRole('heading', { level: 2 })).toBeInViewport();
    const image = vrLayer(page, 'image').getByRole('img', { name: vr.image.alt ?? '' });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeInViewport();
  });

  test.describe('with motion', () => {
    // The page tries to autoplay only when the visitor has not asked for reduced motion.
    test.use({ reducedMotion: 'no-preference' });

    test('AR: when the browser refuses to autoplay, the poster stays with a play control that starts the video', async ({ page }) => {
      // Like a browser whose autoplay policy (or Low Power Mode) refuses media without a visitor's gesture.
      await page.addInitScript(() => {
        // Shadows the media element's play() for videos: refused until the visitor presses a pointer on the page.
        let gesture = false;
        window.addEventListener('pointerdown', () => (gesture = true), { capture: true });
        HTMLVideoElement.prototype.play = function (this: HTMLVideoElement) {
          if (gesture) return HTMLMediaElement.prototype.play.call(this);
          return Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'));
        };
      });
      await openReady(page, PATH);
      const ar = capabilitySections[0];
      if (ar?.type !== 'tablet-video') throw new Error('The first capability is not the AR tablet video');
      const block = region(page, ar.header.heading);
      const video = block.locator('video');
      await video.scrollIntoViewIfNeeded();
      await expect(block.locator('[data-autoplay="refused"]')).toHaveCount(1);
      expect(await pausedOf(video)).toBe(true);
      await expect(video).toHaveAttribute('poster', `${ar.video.src}-poster.webp`);

      const play = block.getByRole('button', { name: site.accessibility.playVideoLabel });
      await expect(play).toBeVisible();
      // The control sits in the middle of the screen, large enough to see and tap.
      const [videoBox, playBox] = [await video.boundingBox(), await play.boundingBox()];
      if (!videoBox || !playBox) throw new Error('No layout for the video or its control');
      expect(Math.abs(playBox.x + playBox.width / 2 - (videoBox.x + videoBox.width / 2))).toBeLessThan(2);
      expect(Math.abs(playBox.y + playBox.height / 2 - (videoBox.y + videoBox.height / 2))).toBeLessThan(2);
      expect(playBox.width).toBeGreaterThanOrEqual(60);

      await play.click();
      await expect.poll(() => pausedOf(video)).toBe(false);
      await expect(block.getByRole('button', { name: site.accessibility.pauseVideoLabel })).toBeVisible();
      await expect(block.locator('[data-autoplay="refused"]')).toHaveCount(0);
    });
  });
});
