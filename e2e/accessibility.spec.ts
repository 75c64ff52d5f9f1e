import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from './support/axe.ts';
import { staticPages } from './support/content.ts';
import { expect, openReady, test } from './support/test.ts';

const urls = [...staticPages.map((page) => page.path), '/blogs/immersive-training-field-guide', '/not-a-page'];
/** Catalogue pages render every example of the section types they list: axe has several times the page to check. */
const cataloguePaths = new Set(staticPages.filter((page) => page.catalogue !== undefined).map((page) => page.path));

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const url of urls) {
    test(`${url} has no violations at 1280 px and 375 px`, async ({ page }) => {
      test.slow(cataloguePaths.has(url), 'a catalogue page shows every example of its section types');
      await page.setViewportSize({ width: 1280, height: 900 });
      await openReady(page, url);
      // The cookie banner is part of a first visit, so it is checked too.
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      const desktop = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(desktop.violations, 'violations at 1280 px').toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      const mobile = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(mobile.violations, 'violations at 375 px').toEqual([]);
    });
  }

  test('the open navigation menus have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Platform' }).click();
    expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Industries' }).click();
    expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
  });
});
