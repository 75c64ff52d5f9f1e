/**
 * Media in the browser: a banner picture loads as AVIF in the space its pre-rendered size reserves, and the
 * looping-video component plays muted while in view, pauses off screen and on request, and waits under reduced
 * motion. This is the browser proof of the looping video for every page that uses it; what the pages pre-render
 * (picture sources, video attributes, the files and icons the build ships) is tests/html/media.test.ts.
 */
import { expect, intersectionObserved, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

const BANNER_PAGE = '/industries/ManufacturingIndustry';
const VIDEO_PAGE = '/EDUCOE/EDUCOE';

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('media', () => {
  test('a banner image loads as AVIF in the space its width and height reserve', async ({ page }) => {
    await openReady(page, BANNER_PAGE);
    // The page's banner, the first picture: the solution cards below it have pictures too.
    const image = page.getByRole('main').locator('picture img').first();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
    const box = await image.boundingBox();
    const ratio = await image.evaluate((element: HTMLImageElement) => element.width / element.height);
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - ratio)).toBeLessThan(0.02);
  });

  test.describe('with motion allowed', () => {
    // Playing is what this tests: the default for the suite is reduced motion, under which the video waits.
    test.use({ reducedMotion: 'no-preference' });

    test('a looping video waits below the first screen, plays muted in view, stays paused when scrolled away and on request', async ({ page }) => {
      await openReady(page, VIDEO_PAGE);
      const video = page.getByRole('main').locator('video');
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('poster', /-poster\.webp$/);
      // Below the first screen: once the page's observers have been told where it is, it has not started.
      await intersectionObserved(video);
      expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([true, 0]);
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.currentTime > 0), { timeout: 10_000 })
        .toBe(true);

      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      // And it stays where it stopped once the observers have been told again.
      const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      await intersectionObserved(video);
      expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([true, stoppedAt]);

      await video.scrollIntoViewIfNeeded();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      await page.getByRole('button', { name: 'Pause video' }).click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    });
  });

  test('under reduced motion the video shows its poster and does not play until asked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReady(page, VIDEO_PAGE);
    const video = page.getByRole('main').locator('video');
    await video.scrollIntoViewIfNeeded();
    // The video decides whether to play when its observer reports it in view (play() unpauses it at once):
    // once the page's observers have been told where it is, it must still be paused.
    await intersectionObserved(video);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });
});
