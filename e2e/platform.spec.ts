import { pages, site } from './support/content.ts';
import { PLATFORM_STAND_IN_TEXT, expect, openReady, test, withCookieChoice } from './support/test.ts';

const platformApp = site.externalLinks.platformApp;
const document = pages.find((page) => page.path === '/Platform');
const embed = document?.sections.find((section) => section.type === 'platform-embed');

test.beforeEach(async ({ page }) => {
  if (embed?.type !== 'platform-embed') throw new Error('/Platform has no platform-embed section');
  await withCookieChoice(page);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`/Platform at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('embeds the platform app full width in an 800 px frame with its title, lazy loading, sandbox, allow and referrer policy', async ({ page }) => {
      if (embed?.type !== 'platform-embed') throw new Error('no embed');
      await openReady(page, '/Platform');
      const frame = page.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', platformApp);
      await expect(frame).toHaveAttribute('title', embed.title);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
      await expect(frame).toHaveAttribute('allow', 'fullscreen; xr-spatial-tracking');
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
      const box = await frame.boundingBox();
      expect(box?.height).toBe(800);
      expect(box?.width).toBe(viewport.width);
      await frame.scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe').getByText(PLATFORM_STAND_IN_TEXT)).toBeVisible();
    });

    test('offers the platform in a new tab and a Request a Demo button in the intro', async ({ page }) => {
      if (embed?.type !== 'platform-embed') throw new Error('no embed');
      await openReady(page, '/Platform');
      const main = page.getByRole('main');
      const fallback = main.getByRole('link', { name: new RegExp(`^${embed.fallback.linkLabel}`) });
      await expect(fallback).toHaveAttribute('href', platformApp);
      await expect(fallback).toHaveAttribute('target', '_blank');
      const intro = main.locator('header').first();
      const demo = intro.getByRole('link', { name: new RegExp(`^${site.heroAction.label}`) });
      await expect(demo).toHaveAttribute('href', site.externalLinks.scheduling);
      await expect(demo).toHaveAttribute('target', '_blank');
    });
  });
}
