import { headingOf, pages, site } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';

const about = pages.find((page) => page.path === '/about');
if (!about) throw new Error('No /about page');

test.describe('splash screen', () => {
  test.describe('with motion allowed', () => {
    // The pulsing logo, the spinning ring and the fade are what this tests; the suite's default is reduced motion.
    test.use({ reducedMotion: 'no-preference' });

    test(`covers the already-rendered page with a pulsing logo and a spinning ring for ${site.splash.durationMs} ms`, async ({ page }) => {
      // The page's clock stands still from the start, so a busy machine cannot make the check late.
      const start = new Date('2026-11-23T09:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1_000));
      await withCookieChoice(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const splash = page.getByTestId('splash');
      await expect(splash).toBeAttached();
      // The CSS fallback that hides the overlay runs on the document's animation timeline, which page.clock does not
      // control: by now it may have run its course in real time. Hold it at its start, as the page first paints.
      await splash.evaluate((element) => {
        for (const animation of element.getAnimations()) {
          animation.pause();
          animation.currentTime = 0;
        }
      });
      await expect(splash.getByRole('img', { name: site.splash.logoAlt })).toBeAttached();
      // The content is already there underneath: the splash never delays or replaces it.
      await expect(page.locator('h1')).toHaveText(headingOf(about));
      const overlay = await splash.evaluate((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return { position: style.position, background: style.backgroundColor, coversViewport: rect.width >= innerWidth && rect.height >= innerHeight };
      });
      expect(overlay).toEqual({ position: 'fixed', background: 'rgb(0, 0, 0)', coversViewport: true });
      const ringAnimation = await splash
        .locator('div > div')
        .first()
        .evaluate((element) => getComputedStyle(element).animationName);
      expect(ringAnimation).not.toBe('none');
      // The CSS fallback that hides the overlay without JavaScript ends exactly at the splash duration (read from its own timeline).
      const cssHideEndsAt = await splash.evaluate((element) =>
        Math.max(...element.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0))),
      );
      expect(cssHideEndsAt).toBe(site.splash.durationMs);

      // Move the stopped clock to one millisecond before the splash's own deadline, then past it.
      const now = await page.evaluate(() => Date.now());
      const hidesAt = Number(await splash.getAttribute('data-hides-at'));
      expect(hidesAt - now).toBe(site.splash.durationMs);
      await page.clock.runFor(hidesAt - now - 1);
      await expect(splash).toBeAttached();
      await page.clock.runFor(1);
      await expect(splash).toHaveCount(0);
    });
  });

  test('does not come back on client-side navigation', async ({ page }) => {
    await withCookieChoice(page);
    await installClock(page);
    await openReady(page, '/');
    // With the page's clock stopped, a splash that came back would stay: it could not time out before the check.
    await stopClock(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('h1')).toHaveText(headingOf(about));
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});
