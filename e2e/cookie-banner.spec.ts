import type { Page } from '@playwright/test';
import { site } from './support/content.ts';
import { expect, openReady, test } from './support/test.ts';

const banner = (page: Page) => page.getByRole('region', { name: site.cookieBanner.label });

test.describe('cookie banner', () => {
  for (const [button, stored] of [
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ] as const) {
    test(`${button} stores "${stored}", hides the banner and keeps it hidden on the next visit`, async ({ page }) => {
      await openReady(page, '/');
      await expect(banner(page)).toBeVisible();
      const box = await banner(page).boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 40);
      await banner(page).getByRole('button', { name: button }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe(stored);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(banner(page)).toBeHidden();
    });
  }

  test('links to the privacy policy and the terms', async ({ page }) => {
    await openReady(page, '/about');
    await banner(page).getByRole('link', { name: site.cookieBanner.privacyLabel }).click();
    await expect(page).toHaveURL('/privacy');
    await banner(page).getByRole('link', { name: site.cookieBanner.termsLabel }).click();
    await expect(page).toHaveURL('/terms');
  });

  test('shows when storage holds garbage', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', '{"ok":true}'));
    await openReady(page, '/');
    await expect(banner(page)).toBeVisible();
  });

  test('shows, works and crashes nothing when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = blocked;
      Storage.prototype.setItem = blocked;
    });
    await openReady(page, '/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('h1')).toHaveCount(1);
  });
});
