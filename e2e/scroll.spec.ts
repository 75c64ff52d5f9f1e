import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

test.describe('route changes', () => {
  test('scroll to the top and move focus to the new content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await withCookieChoice(page);
    await openReady(page, '/about');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await footerLink.click();
    await expect(page).toHaveURL('/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await withCookieChoice(page);
    await openReady(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
