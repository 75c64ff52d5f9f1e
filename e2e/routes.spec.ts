/**
 * Moving between pages. Every built page is loaded in a browser by the page sweep (page-sweep.spec.ts); what each
 * page's file says (its h1, canonical link, rel of links to new tabs) is read from the build in tests/html/.
 */
import { site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

test.describe('every route', () => {
  test('an unknown address shows the designed not-found page with status 404 and a way home', async ({ page }) => {
    await withCookieChoice(page);
    const response = await openReady(page, '/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.header.heading);
    await expect(page).toHaveTitle(site.notFound.meta.title);
    await page.getByRole('main').getByRole('link', { name: site.notFound.homeLink.label }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('client-side navigation updates the title, description and canonical link', async ({ page }) => {
    await withCookieChoice(page);
    await openReady(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page).toHaveTitle('Privacy Policy | Satori XR');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/privacy`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /collects, uses, shares and protects/);
  });
});
