import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import { site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * Issue 12: below the navigation's breakpoint the open menu is a modal, full-height panel over a backdrop. Its geometry
 * and scroll lock are checked on a phone and on a tablet; the behaviour that does not depend on the width (focus trap,
 * closing on a link, closing on widening) once. axe runs here on the tablet panel; the phone menu (Industries open, at
 * 375 px) is in accessibility.spec.ts.
 */

const toggleOf = (page: Page) => page.getByRole('button', { name: site.navigation.menuButtonLabel });
const menuOf = (page: Page) => page.getByRole('navigation', { name: site.navigation.label });
const backdropOf = (page: Page) => page.getByTestId('nav-backdrop');

/** Waits two frames, so a scroll the browser would make from input has happened. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether focus is in the header (the toggle, the menu or the logo), by the focused element's description. */
const focusedPlace = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'body';
    if (focused.closest('main')) return 'main';
    if (focused.closest('header')) return 'header';
    return focused.tagName.toLowerCase();
  });

async function openMenu(page: Page) {
  await toggleOf(page).click();
  await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuOf(page)).toBeVisible();
  // Measurements are of the menu at rest, once its opening transition (if motion is welcome) has finished.
  await menuOf(page).evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
  await backdropOf(page).evaluate((backdrop) => Promise.all(backdrop.getAnimations().map((animation) => animation.finished)));
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** The panel reaches from under the bar to the bottom of the viewport, over a backdrop that covers the rest of the page. */
async function expectPanelOverBackdrop(page: Page, viewport: { width: number; height: number }) {
  const bar = await page.getByRole('banner').boundingBox();
  const panel = await menuOf(page).boundingBox();
  const backdrop = await backdropOf(page).boundingBox();
  expect(bar && panel && backdrop).toBeTruthy();
  if (!bar || !panel || !backdrop) return;
  expect(Math.abs(panel.y - bar.height)).toBeLessThanOrEqual(1);
  expect(panel.y + panel.height).toBeCloseTo(viewport.height, 0);
  expect(panel.x + panel.width).toBeCloseTo(viewport.width, 0);
  expect(backdrop).toEqual({ x: 0, y: panel.y, width: viewport.width, height: viewport.height - panel.y });
  await expect(backdropOf(page)).toBeVisible();

  // Nothing of the page shows through: every point below the bar is the menu or the backdrop.
  const exposed = await page.evaluate(
    ({ top, width, height }) => {
      const header = document.querySelector('header');
      const found: string[] = [];
      for (let y = top + 4; y < height; y += 40) {
        for (let x = 4; x < width; x += 40) {
          const element = document.elementFromPoint(x, y);
          if (!element || !header?.contains(element)) found.push(`${x},${y}: ${element?.tagName ?? 'nothing'}`);
        }
      }
      return found;
    },
    { top: panel.y, width: viewport.width, height: viewport.height },
  );
  expect(exposed).toEqual([]);
  // Book a Demo is in the panel, above the bottom of the screen.
  const demo = await menuOf(page)
    .getByRole('link', { name: /Book a Demo/ })
    .boundingBox();
  expect(demo && demo.y + demo.height).toBeLessThanOrEqual(viewport.height);
}

/**
 * Opens the menu on a page scrolled down, checks the panel's geometry, that neither the wheel nor the End key scrolls
 * the page while it is open, and that Escape closes it with the page where it was and scrollable again.
 */
async function expectPanelAndScrollLock(page: Page, viewport: { width: number; height: number }) {
  await page.evaluate(() => window.scrollTo(0, 400));
  await settled(page);
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);
  const mainWidth = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);
  await openMenu(page);
  expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().width)).toBe(mainWidth);

  await test.step('it is a panel from under the bar to the bottom of the viewport, over a backdrop that covers the page', async () => {
    await expectPanelOverBackdrop(page, viewport);
  });

  await test.step('it locks the page scroll while open and restores it after closing', async () => {
    // The wheel over the backdrop (or, where the panel is the full width, over the panel) does not scroll the page.
    const panel = await menuOf(page).boundingBox();
    const over = panel && panel.x > 40 ? { x: 20, y: viewport.height - 100 } : { x: viewport.width / 2, y: viewport.height - 150 };
    await page.mouse.move(over.x, over.y);
    for (let turn = 0; turn < 3; turn += 1) await page.mouse.wheel(0, 600);
    await settled(page);
    expect(await scrollY(page)).toBe(before);
    await page.keyboard.press('End');
    await settled(page);
    expect(await scrollY(page)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(menuOf(page)).toBeHidden();
    expect(await scrollY(page)).toBe(before);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  });
}

test.describe('the open mobile menu at 390×844', () => {
  const viewport = { width: 390, height: 844 };
  test.use({ viewport, hasTouch: true });

  test('is a full-height panel over a backdrop, locks the page scroll, and closes when a link is chosen, focus moving to the new page', async ({ page }) => {
    await openReady(page, '/');
    await expectPanelAndScrollLock(page, viewport);

    await test.step('it closes when a link is chosen, and the route change then moves focus to the new page', async () => {
      await openMenu(page);
      await menuOf(page).getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL('/about');
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuOf(page)).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    });
  });

  test('keeps focus in the toggle and the menu and hides the page from assistive technology; closes and releases the page when the window widens', async ({
    page,
  }) => {
    await openReady(page, '/about');

    await test.step('focus stays in the toggle and the menu, and the page is inert, until Escape', async () => {
      await toggleOf(page).focus();
      await page.keyboard.press('Enter');
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true');
      // The footer is inside its own part (src/page-builder/hydrate-when-reached.tsx), a sibling of main.
      for (const landmark of ['main', 'main ~ :has(> footer)', 'a[href="#main-content"]']) {
        await expect(page.locator(landmark).first(), landmark).toHaveAttribute('inert', '');
      }

      // Forwards: through the menu to Book a Demo, then round to the toggle; never into the page.
      const demo = menuOf(page).getByRole('link', { name: /Book a Demo/ });
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusedPlace(page)).toBe('header');
        if (await demo.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(demo).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(toggleOf(page)).toBeFocused();
      // Backwards: from the toggle to the last item.
      await page.keyboard.press('Shift+Tab');
      await expect(demo).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(menuOf(page).getByRole('link', { name: 'Case Study' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(toggleOf(page)).toBeFocused();
      await expect(menuOf(page)).toBeHidden();
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await expect(page.locator('main ~ :has(> footer)')).not.toHaveAttribute('inert');
    });

    await test.step('it closes, and releases the page, when the window widens to the desktop bar', async () => {
      await openMenu(page);
      await expect(page.locator('main')).toHaveAttribute('inert', '');
      await resizeViewport(page, { width: 1280, height: 844 });
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      await resizeViewport(page, viewport);
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuOf(page)).toBeHidden();
    });
  });
});

test.describe('the open mobile menu at 768×1024', () => {
  const viewport = { width: 768, height: 1024 };
  test.use({ viewport, hasTouch: true });

  test('is a panel over a backdrop that locks the page scroll, passes axe with a group open, closes on a click or a tap on the backdrop, and moves only when motion is welcome', async ({
    page,
  }) => {
    await openReady(page, '/');
    await expectPanelAndScrollLock(page, viewport);

    await test.step('it passes axe with the menu and a group open', async () => {
      await openMenu(page);
      await menuOf(page).getByRole('button', { name: 'Platform' }).click();
      await expect(menuOf(page).getByRole('link', { name: /SalesXRtreme/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(results.violations).toEqual([]);
    });

    await test.step('a click on the backdrop closes the menu', async () => {
      await page.mouse.click(60, 600);
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(backdropOf(page)).toBeHidden();
      await expect(page.locator('main')).not.toHaveAttribute('inert');
    });

    await test.step('a tap on the backdrop closes the menu without activating the page beneath', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      // A link of the page under the backdrop (left of the panel), where the tap will land.
      const target = await page.evaluate(() => {
        for (const link of document.querySelectorAll('main a[href]')) {
          const box = link.getBoundingClientRect();
          const x = box.left + 8;
          const y = box.top + box.height / 2;
          if (x > 0 && x < 300 && y > 120 && y < window.innerHeight - 20) return { x, y };
        }
        return null;
      });
      expect(target, 'a link in the page left of the panel').not.toBeNull();
      if (!target) return;
      const pages = page.context().pages().length;
      await openMenu(page);
      await page.touchscreen.tap(target.x, target.y);
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL('/');
      expect(page.context().pages()).toHaveLength(pages);
    });

    await test.step('it opens and closes with motion only when motion is welcome', async () => {
      // The closed menu is hidden, so found by its label rather than its (hidden) role. The longest of its
      // transitions, in ms (a site-wide reduced-motion rule may leave a token 0.01 ms rather than 0).
      const menu = page.locator(`nav[aria-label="${site.navigation.label}"]`);
      const longest = () =>
        menu.evaluate((element) =>
          Math.max(
            ...getComputedStyle(element)
              .transitionDuration.split(',')
              .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000)),
          ),
        );
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await longest()).toBeGreaterThanOrEqual(150);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await longest()).toBeLessThan(1);
    });
  });
});
