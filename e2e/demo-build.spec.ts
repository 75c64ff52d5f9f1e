/**
 * The demo build (`npm run build:demo`, what `npm start` and `npm test` serve) can never be mistaken for production:
 * the browser console says "demo build" once, when the application starts, and the head keeps saying noindex after
 * a client-side navigation. That every HTML file of the build says noindex and holds none of the studio is read
 * from the files (tests/html/demo-build.test.ts). A production build carries neither (e2e/wordpress/production-build.spec.ts).
 */
import type { ConsoleMessage } from '@playwright/test';
import { expect, openReady, test } from '../testing/playwright/test.ts';

test('the console says "demo build" once, when the application starts, and not again on client-side navigation', async ({ page }) => {
  const demoLines: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.text().includes('demo build')) demoLines.push(message);
  });
  await openReady(page, '/');
  expect(demoLines.map((message) => [message.type(), message.text()])).toEqual([['info', 'Satori XR demo build: posts and contact form are mocks']]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.locator('footer a[href="/privacy"]').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('h1')).toBeVisible();
  // Still noindex after the head is updated in the browser, and still one line.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(demoLines).toHaveLength(1);
});
