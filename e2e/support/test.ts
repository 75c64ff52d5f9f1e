import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors, page errors and hydration warnings; any of them fails the test. */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chromium logs the 404 status of a not-found page's own document; tests assert that status themselves.
        const documentNotFound = message.text().includes('status of 404') && message.location().url === page.url();
        if (documentNotFound) return;
        if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text())))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores a cookie choice before the page loads, so the banner stays out of tests about other things. */
export async function withCookieChoice(page: Page, choice: 'accepted' | 'declined' = 'declined'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('cookie-consent', value), choice);
}

/** Opens a page and waits until it is hydrated and the splash has gone. */
export async function openReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5_000 });
  return response;
}
