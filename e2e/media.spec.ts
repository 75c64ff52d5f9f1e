import { expect, intersectionObserved, openReady, test, withCookieChoice } from './support/test.ts';

const BANNER_PAGE = '/industries/ManufacturingIndustry';
const VIDEO_PAGE = '/EDUCOE/EDUCOE';

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('media', () => {
  test('a banner image is pre-rendered with its space reserved and loads as AVIF', async ({ page, request }) => {
    const html = await (await request.get(BANNER_PAGE)).text();
    expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="\/media\/images\/industries\/manufacturing-480\.avif 480w/);
    expect(html).toMatch(/<img src="\/media\/images\/industries\/manufacturing-800\.webp" alt="[^"]+" width="\d+" height="\d+" loading="eager"/);
    await openReady(page, BANNER_PAGE);
    // The page's banner, the first picture: the solution cards below it have pictures too.
    const image = page.getByRole('main').locator('picture img').first();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
    const box = await image.boundingBox();
    const ratio = await image.evaluate((element: HTMLImageElement) => element.width / element.height);
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - ratio)).toBeLessThan(0.02);
  });

  test('a looping video plays muted in view, pauses when scrolled away and on request', async ({ page }) => {
    await openReady(page, VIDEO_PAGE);
    const video = page.getByRole('main').locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /-poster\.webp$/);
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.currentTime > 0), { timeout: 10_000 })
      .toBe(true);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
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

  test('the brand icons and web app manifest resolve', async ({ request }) => {
    for (const path of [
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/site.webmanifest',
      '/brand/satori-xr-mark.svg',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
