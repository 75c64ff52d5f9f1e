import type { Locator, Page } from '@playwright/test';
import type { FullscreenVideoSection, Link, Section, TabletVideoSection, VrScrollZoomSection } from '../src/content/generated/content-types.ts';
import { resolveLinkTarget } from '../src/lib/links/link-target.ts';
import { pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

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

/** Where a content link should lead: its path, or the address site.json gives its name. */
function hrefOf(link: Link): string {
  const resolved = resolveLinkTarget(link.target, site.externalLinks);
  return resolved.kind === 'internal' ? resolved.path : resolved.href;
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`Platform Capabilities at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the hero, then AR, VR, Web and Digital Twin, each with its disclaimer and button, and the closing band', async ({ page }) => {
      await openReady(page, PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Capabilities');
      const hero = page.getByRole('main').locator('header').first();
      await expect(hero).toContainText('AR, VR, Web and Digital Twin');
      await expect(hero).toContainText('immersive sales, training and industrial transformation');
      const heroDemo = hero.getByRole('link', { name: /Request a Demo/ });
      await expect(heroDemo).toHaveAttribute('href', site.externalLinks.scheduling);
      await expect(heroDemo).toHaveAttribute('target', '_blank');

      expect(capabilitySections.map((section) => section.header.eyebrow)).toEqual(['Augmented Reality', 'Virtual Reality', 'Web', 'Digital Twin']);
      expect(capabilitySections.map((section) => section.type)).toEqual(['tablet-video', 'vr-scroll-zoom', 'fullscreen-video', 'fullscreen-video']);
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual([...capabilitySections.map((section) => section.header.heading), site.ctaBand.header.heading]);

      for (const section of capabilitySections) {
        const block = region(page, section.header.heading);
        await expect(block.getByText(section.header.eyebrow ?? '', { exact: true })).toBeAttached();
        await expect(block.getByText(site.disclaimer, { exact: true })).toBeAttached();
        for (const point of section.highlights ?? []) await expect(block.getByText(point, { exact: true })).toBeAttached();
        if (section.action) await expect(block.getByRole('link', { name: section.action.label })).toHaveAttribute('href', hrefOf(section.action));
      }
      await expect(region(page, 'A live model of your factory floor').getByText('30%', { exact: true })).toBeAttached();

      const band = region(page, site.ctaBand.header.heading);
      await band.scrollIntoViewIfNeeded();
      await expect(band.getByRole('link', { name: /Request a Demo/ })).toHaveAttribute('href', site.externalLinks.scheduling);
    });

    test('VR: 3.5 viewports tall; scrolling through it zooms and fades the image, then reveals the text', async ({ page }) => {
      await openReady(page, PATH);
      const section = vrSection(page);
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

      // With the mouse wheel to the end: the image gone, the text fully shown in the sticky viewport.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      const remaining = await section.evaluate((element) => element.getBoundingClientRect().bottom - window.innerHeight);
      await page.mouse.wheel(0, remaining + 40);
      await expect.poll(() => opacityOf(vrLayer(page, 'text'))).toBeGreaterThan(0.99);
      await expect.poll(() => opacityOf(vrLayer(page, 'image'))).toBe(0);
      await expect(region(page, vr.header.heading).getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(vrLayer(page, 'text').getByText(site.disclaimer)).toBeInViewport();
    });

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

    test('every video has the fallback text, plays muted in view and stays paused off screen', async ({ page }) => {
      await openReady(page, PATH);
      const videos = page.getByRole('main').locator('video');
      await expect(videos).toHaveCount(3);
      for (const video of await videos.all()) {
        await expect(video).toContainText(site.accessibility.videoUnsupported);
        await expect(video).toHaveAttribute('preload', 'none');
        expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
      }

      // The two full-screen videos are far below the first screen: they have not started.
      for (const heading of ['Interactive 3D in every browser', 'A live model of your factory floor']) {
        const video = region(page, heading).locator('video');
        await expect(video).not.toBeInViewport();
        expect(await pausedOf(video)).toBe(true);
      }

      // Each plays once scrolled into view, and pauses again when scrolled away.
      for (const video of await videos.all()) {
        await video.scrollIntoViewIfNeeded();
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), { timeout: 10_000 }).toBe(true);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect.poll(() => pausedOf(video)).toBe(true);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      for (const heading of ['Interactive 3D in every browser', 'A live model of your factory floor'])
        await expect.poll(() => pausedOf(region(page, heading).locator('video'))).toBe(true);
    });

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
}
