import { PLATFORM_STAND_IN_TEXT, expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * /Platform in a browser: the embedded app's frame, full width and 800 px tall at 1280 px and 375 px, showing the app
 * (a stand-in, support/test.ts). The frame's attributes, the new-tab link and the intro's demo button are read from the
 * build in tests/html/platform.test.ts.
 */

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('embeds the platform app full width in an 800 px frame at 1280 px and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReady(page, '/Platform');
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await test.step(`${String(viewport.width)} px`, async () => {
      await resizeViewport(page, viewport);
      const box = await frame.boundingBox();
      expect(box?.height).toBe(800);
      expect(box?.width).toBe(viewport.width);
      await frame.scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe').getByText(PLATFORM_STAND_IN_TEXT)).toBeVisible();
    });
  }
});
