import type { Locator, Page } from '@playwright/test';
import { site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: site.navigation.label });

// The groups, items and addresses (SPEC 2.2), the logo link and Book a Demo are read from the built page in
// tests/html/navigation.test.ts; that every address reaches its page, in tests/app/site-link-routes.test.ts.

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('navigation on desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the groups in the bar (no menu button), opens one dropdown at a time with the mouse and closes on outside click', async ({ page }) => {
    await openReady(page, '/');
    await expect(page.getByRole('button', { name: site.navigation.menuButtonLabel })).toBeHidden();
    const platform = mainNav(page).getByRole('button', { name: 'Platform' });
    const industries = mainNav(page).getByRole('button', { name: 'Industries' });
    const panelOf = async (button: Locator) => page.locator(`#${(await button.getAttribute('aria-controls')) ?? ''}`);
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(platform)).toBeHidden();
    await platform.click();
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(platform)).toBeVisible();
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(industries)).toBeVisible();
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(platform)).toBeHidden();
    await page.locator('h1').click();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(industries)).toBeHidden();
  });

  test('works with the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({ page }) => {
    await openReady(page, '/');
    const industries = mainNav(page).getByRole('button', { name: 'Industries' });
    await industries.focus();
    await page.keyboard.press('Enter');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Automotive' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(industries).toBeFocused();

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Manufacturing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/industries/ManufacturingIndustry');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Manufacturing' })).toBeHidden();
  });

  test('focusing the bar while scrolled keeps the scroll position', async ({ page }) => {
    await openReady(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 400));
    const platform = mainNav(page).getByRole('button', { name: 'Platform' });
    await platform.click();
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(platform).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('marks the current page with aria-current', async ({ page }) => {
    await openReady(page, '/solutions/twinxrtreme');
    await mainNav(page).getByRole('button', { name: 'Platform' }).click();
    await expect(mainNav(page).getByRole('link', { name: /TwinXRtreme/ })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: /SalesXRtreme/ })).not.toHaveAttribute('aria-current', 'page');
    await openReady(page, '/about');
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('gains its glow once the page scrolls more than 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openReady(page, '/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // The glow is drawn once on a pseudo-element and shown by its opacity, which runs on the compositor (issue 36).
    const glow = () =>
      header.evaluate((element) => ({ shadow: getComputedStyle(element, '::after').boxShadow, opacity: getComputedStyle(element, '::after').opacity }));
    expect((await glow()).shadow).not.toBe('none');
    await expect.poll(async () => (await glow()).opacity).toBe('1');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(async () => (await glow()).opacity).toBe('0');
  });
});

test.describe('navigation on mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the toggle opens the menu, whose groups are an accordion with one section open, and it closes on navigation', async ({ page }) => {
    await openReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();
    const platform = mainNav(page).getByRole('button', { name: 'Platform' });
    const industries = mainNav(page).getByRole('button', { name: 'Industries' });
    await platform.click();
    await expect(mainNav(page).getByRole('link', { name: /SalesXRtreme/ })).toBeVisible();
    await industries.click();
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: /SalesXRtreme/ })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Logistics & Supply Chain' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: /Book a Demo/ })).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Logistics & Supply Chain' }).click();
    await expect(page).toHaveURL(/\/industries\/Logistics(&|%26)SupplyChainIndustry$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator('h1')).toHaveText('See your supply chain before you build it');
  });

  test('works with the keyboard and Escape returns focus to the toggle', async ({ page }) => {
    await openReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab skips what is not yet shown: the panel takes the focus order once it is visible.
    await expect(mainNav(page).getByRole('button', { name: 'Platform' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('button', { name: 'Platform' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: /^Platform/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(mainNav(page)).toBeHidden();
  });
});
