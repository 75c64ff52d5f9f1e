import { site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

// Which pages are catalogues, each type's name and examples with no empty slot, noindex and the sitemap are read from
// the built pages in tests/html/section-catalogue.test.ts. The page sweep loads every page, these included: no failed
// or empty section once hydrated, and axe.

test('the contents list jumps to a section type', async ({ page }) => {
  await withCookieChoice(page);
  await openReady(page, '/sections');
  await page.getByRole('navigation', { name: site.sectionCatalogue.contentsLabel }).getByRole('link', { name: 'why-slider', exact: true }).click();
  await expect(page).toHaveURL(/#section-type-why-slider$/);
  await expect(page.getByRole('heading', { level: 2, name: 'why-slider', exact: true })).toBeInViewport();
});
