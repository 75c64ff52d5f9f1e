import type { Locator, Page } from '@playwright/test';
import type { HeroSection } from '../src/content/generated/content-types.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

const banner = (page: Page) => page.getByRole('region', { name: site.cookieBanner.label });

const homeHero = pages.find((page) => page.path === '/')?.sections.find((section): section is HeroSection => section.type === 'hero');
const primaryAction = homeHero?.actions[0];
if (!primaryAction) throw new Error('The home page has no hero with an action');
const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The hero's primary button: its first action (an accessible label, when there is one, starts with the visible words). */
const heroPrimaryAction = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(primaryAction.label)}`) })
    .first();

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const describeBox = (box: Box) => `x ${box.x.toFixed(0)}–${(box.x + box.width).toFixed(0)}, y ${box.y.toFixed(0)}–${(box.y + box.height).toFixed(0)}`;

test.describe('cookie banner', () => {
  test('Decline and Accept each store the choice, set no cookie, hide the banner and keep it hidden on the next visit', async ({ page, context }) => {
    // The Privacy Policy says so (tests/html/legal-pages.test.ts): the choice in localStorage under "cookie-consent", no cookies.
    await openReady(page, '/privacy');
    for (const [button, stored] of [
      [site.cookieBanner.declineLabel, 'declined'],
      [site.cookieBanner.acceptLabel, 'accepted'],
    ] as const) {
      await test.step(`${button} stores "${stored}"`, async () => {
        await expect(banner(page)).toBeVisible();
        await banner(page).getByRole('button', { name: button }).click();
        await expect(banner(page)).toBeHidden();
        expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe(stored);
        expect(await page.evaluate(() => document.cookie)).toBe('');
        expect(await context.cookies()).toEqual([]);
        await page.reload();
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await expect(banner(page)).toBeHidden();
      });
      // The next choice starts from a first visit again.
      await page.evaluate(() => window.localStorage.removeItem('cookie-consent'));
      await openReady(page, '/privacy');
    }
  });

  test('links to the privacy policy and the terms', async ({ page }) => {
    await openReady(page, '/about');
    await banner(page).getByRole('link', { name: site.cookieBanner.privacyLink.label }).click();
    await expect(page).toHaveURL('/privacy');
    await banner(page).getByRole('link', { name: site.cookieBanner.termsLink.label }).click();
    await expect(page).toHaveURL('/terms');
  });

  // Garbage or throwing storage: src/features/cookie-consent/cookie-banner.test.tsx and consent-store.test.ts.

  // Issue 12: after the splash, a phone's first screen shows the hero with its buttons, not a banner over them.
  // The hero's layout changes with its content, so the boxes are measured here rather than assumed.
  test("at 390 × 844, 768 × 1024, 1440 × 900 and 360 × 640 it takes at most a fifth of the screen and never covers the hero's primary button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReady(page, '/');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
      { width: 1440, height: 900 },
      { width: 360, height: 640 },
    ]) {
      await test.step(`at ${viewport.width} × ${viewport.height}`, async () => {
        await resizeViewport(page, viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(banner(page)).toBeVisible();
        // Wholly on screen, both buttons included.
        for (const name of [site.cookieBanner.declineLabel, site.cookieBanner.acceptLabel])
          await expect(banner(page).getByRole('button', { name })).toBeInViewport({ ratio: 1 });
        const bannerBox = await boxOf(banner(page));
        const actionBox = await boxOf(heroPrimaryAction(page));
        test.info().annotations.push({
          type: 'measured',
          description: `${viewport.width} × ${viewport.height}: banner ${bannerBox.height.toFixed(0)} px high (${((bannerBox.height / viewport.height) * 100).toFixed(1)} %), ${describeBox(bannerBox)}; ${primaryAction.label} ${describeBox(actionBox)}`,
        });

        expect(bannerBox.height, 'banner height').toBeLessThanOrEqual(viewport.height * 0.2);
        expect(bannerBox.y).toBeGreaterThanOrEqual(0);
        expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(viewport.height);
        expect(bannerBox.x).toBeGreaterThanOrEqual(0);
        expect(bannerBox.x + bannerBox.width).toBeLessThanOrEqual(viewport.width + 0.5);
        expect(overlaps(bannerBox, actionBox), `banner (${describeBox(bannerBox)}) over ${primaryAction.label} (${describeBox(actionBox)})`).toBe(false);
      });
    }
  });
});
