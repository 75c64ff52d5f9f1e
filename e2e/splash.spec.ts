import { site } from './support/content.ts';
import { expect, test, withCookieChoice } from './support/test.ts';

test.describe('splash screen', () => {
  test(`covers the already-rendered page with a pulsing logo and a spinning ring for ${site.splash.durationMs} ms`, async ({ page }) => {
    await withCookieChoice(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('img', { name: site.splash.logoAlt })).toBeVisible();
    // The content is already there underneath: the splash never delays or replaces it.
    await expect(page.locator('h1')).toHaveText('Empowering education, training and sales with immersive 3D');
    const overlay = await splash.evaluate((element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return { position: style.position, background: style.backgroundColor, coversViewport: rect.width >= innerWidth && rect.height >= innerHeight };
    });
    expect(overlay).toEqual({ position: 'fixed', background: 'rgb(0, 0, 0)', coversViewport: true });
    const ringAnimation = await splash.locator('div > div').first().evaluate((element) => getComputedStyle(element).animationName);
    expect(ringAnimation).not.toBe('none');

    const goneAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () => (document.querySelector('[data-testid="splash"]') ? requestAnimationFrame(check) : resolve(performance.now()));
          check();
        }),
    );
    expect(goneAt).toBeGreaterThanOrEqual(site.splash.durationMs);
    expect(goneAt).toBeLessThan(site.splash.durationMs + 2_500);
  });

  test('does not come back on client-side navigation', async ({ page }) => {
    await withCookieChoice(page);
    await page.goto('/');
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});
