import type { Page } from '@playwright/test';

/**
 * Waits for a page opened under `page.clock.install()` to show its content: the splash hides itself on its own
 * timer, so the page's clock jumps to that moment instead of waiting for it; then the fonts settle.
 */
export async function passSplash(page: Page): Promise<void> {
  const splash = page.getByTestId('splash');
  const hidesAt = Number((await splash.getAttribute('data-hides-at', { timeout: 1000 }).catch(() => null)) ?? 0);
  const remaining = hidesAt - (await page.evaluate<number>('Date.now()'));
  if (remaining > 0) await page.clock.fastForward(remaining + 50);
  await splash.waitFor({ state: 'detached', timeout: 10_000 });
  await page.evaluate('document.fonts.ready.then(() => undefined)');
}
