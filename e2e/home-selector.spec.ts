import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import type { Page } from '@playwright/test';
import { headingOf, pages } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The industry and role selector and the capabilities teaser in a browser: the combobox by mouse and keyboard, the
 * alert, axe in the states a visitor brings about, the scroll reveals and the teaser's columns. The pre-rendered
 * sections and the teaser's links are read from the build in tests/html/home.test.ts; the combobox and reveal logic
 * are unit-tested in src/sections/industry-role-selector and src/sections/capabilities-teaser.
 */

/** SPEC 3: the Logistics row of the industry-to-role table. */
const LOGISTICS_ROLES = [
  'Solution Consultants',
  'Channel Sales Teams',
  'Technology Vendors',
  'Fleet Acquisition Heads',
  'Warehouse Training Leads',
  'Logistics Coordinators',
  'Customer Support Heads',
  'Driver Training Managers',
  'Facility Layout Engineers',
  'Logistics Planners',
  'Digital Twin Analysts',
  'Automation Leads',
];

const personaHeading = (path: string) => {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page for ${path}`);
  return headingOf(page);
};

const selector = (page: Page) => page.getByRole('region', { name: 'Are you from -' });
const industry = (page: Page) => selector(page).getByRole('combobox', { name: 'Industry' });
const role = (page: Page) => selector(page).getByRole('combobox', { name: 'Role' });
const startButton = (page: Page) => selector(page).getByRole('button', { name: 'Get Started' });
const teaser = (page: Page) => page.getByRole('region', { name: 'Platform Capabilities' });

/**
 * A real mouse click in the middle of the button. Playwright's locator.click()
 * refuses aria-disabled elements, but visitors can press the dimmed button,
 * and that is exactly what is being tested.
 */
async function pressDimmedButton(page: Page) {
  await startButton(page).scrollIntoViewIfNeeded();
  const box = await startButton(page).boundingBox();
  if (!box) throw new Error('Get Started is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openSelector(page: Page) {
  await openReady(page, '/');
  await selector(page).scrollIntoViewIfNeeded();
  await expect(selector(page)).not.toHaveAttribute('data-reveal', 'hidden');
}

/**
 * Scrolls to each card in turn, as a visitor would, and waits for it to fade fully in (0.6 s after up to 0.9 s of
 * delay; the default expect limit leaves room for a busy CI machine, where animation frames come late).
 */
async function expectCardsToRevealOneByOne(page: Page) {
  const cards = teaser(page).getByRole('listitem').locator('> div');
  for (let index = 0; index < (await cards.count()); index += 1) {
    // Scrolled to in one step in the page: on a client-side visit the pre-rendered cards give way to the animated
    // ones when their code arrives, and a card must not go from under a scroll that is still waiting for it.
    await cards.nth(index).evaluate((card) => card.scrollIntoView({ block: 'nearest' }));
    await expect(cards.nth(index)).toHaveCSS('opacity', '1');
  }
}

/** The number of columns of the teaser's card grid. */
const columnsOf = (page: Page) =>
  teaser(page)
    .getByRole('list')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
/** How many different tops the teaser's cards have: 1 when they share a row, 4 when they stack. */
const distinctCardTops = async (page: Page) =>
  new Set(
    await teaser(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))),
  ).size;

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** The open role list's geometry: it scrolls instead of growing past about 10rem, and its bottom edge cuts through a role. */
async function expectRoleListToScroll(page: Page) {
  const roleList = page.getByRole('listbox', { name: 'Role' });
  const { clientHeight, scrollHeight } = await roleList.evaluate((element) => ({ clientHeight: element.clientHeight, scrollHeight: element.scrollHeight }));
  expect(clientHeight).toBeLessThanOrEqual(10 * 16);
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  // The half-shown row says the list goes on.
  const cut = await roleList.evaluate((list) => {
    const bottom = list.getBoundingClientRect().bottom - list.clientTop;
    const rows = [...list.querySelectorAll('[role="option"]')].map((option) => option.getBoundingClientRect());
    const partial = rows.find((row) => row.top < bottom && row.bottom > bottom);
    return partial ? (bottom - partial.top) / partial.height : undefined;
  });
  expect(cut).toBeGreaterThan(0.3);
  expect(cut).toBeLessThan(0.8);
}

test.describe('industry and role selector', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('with the mouse: an early Get Started alerts, an outside click closes the list, and an industry’s twelve roles lead to the persona page; axe finds nothing on the way', async ({
    page,
  }) => {
    await openSelector(page);

    await test.step('an early Get Started shows the alert word for word and goes nowhere; axe finds nothing', async () => {
      await expect(startButton(page)).toHaveAttribute('aria-disabled', 'true');
      await pressDimmedButton(page);
      await expect(selector(page).getByRole('alert')).toHaveText('Please select an industry and role');
      await expect(page).toHaveURL(/\/$/);
      const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
      expect(results.violations).toEqual([]);
    });

    await test.step('axe finds nothing with a list open; an outside click closes it and keeps the value', async () => {
      await industry(page).click();
      await page.getByRole('option', { name: 'Manufacturing' }).click();
      await role(page).click();
      await expect(page.getByRole('listbox', { name: 'Role' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
      expect(results.violations).toEqual([]);

      await selector(page).getByRole('heading', { name: 'Are you from -' }).click();
      await expect(page.getByRole('listbox', { name: 'Role' })).toBeHidden();
      await expect(role(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(industry(page)).toHaveText('Manufacturing');
    });

    await test.step('an industry offers its twelve roles in a list that scrolls, at 1280 px and at 375 px', async () => {
      await industry(page).click();
      await expect(industry(page)).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('option', { name: 'Logistics' }).click();
      await expect(industry(page)).toHaveText('Logistics');

      await role(page).click();
      const roleList = page.getByRole('listbox', { name: 'Role' });
      await expect(roleList).toBeVisible();
      await expect(roleList.getByRole('option')).toHaveText(['Select Role', ...LOGISTICS_ROLES]);
      await expectRoleListToScroll(page);
      // Where role names may wrap, on a phone, the list still cuts through a role.
      await resizeViewport(page, { width: 375, height: 812 });
      await roleList.scrollIntoViewIfNeeded();
      await expect(roleList).toBeVisible();
      await expectRoleListToScroll(page);
    });

    await test.step('a chosen role enables Get Started, which opens the persona page', async () => {
      await page.getByRole('listbox', { name: 'Role' }).getByRole('option', { name: 'Digital Twin Analysts' }).click();
      await expect(role(page)).toHaveText('Digital Twin Analysts');
      await expect(startButton(page)).toHaveAttribute('aria-disabled', 'false');
      await startButton(page).click();
      await expect(page).toHaveURL(/\/persona\/logisticstwin$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(personaHeading('/persona/logisticstwin'));
    });
  });

  test('with the keyboard alone: open, move, type ahead, commit and start', async ({ page }) => {
    // Type-ahead forgets typed letters 500 ms after the last one; the clock is held while typing, so that a busy
    // machine's slow keystrokes cannot split "tec" into separate searches.
    await installClock(page);
    await openSelector(page);
    const explore = selector(page).getByRole('link', { name: 'Explore platform capabilities' });
    await explore.focus();
    // The '+' reveals its EXPLORE label on keyboard focus.
    await expect(explore.getByText('EXPLORE')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(industry(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(industry(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(page.locator(`#${await industry(page).getAttribute('aria-activedescendant')}`)).toHaveText('Manufacturing');
    await page.keyboard.press('Home');
    await page.keyboard.type('a');
    await expect(page.locator(`#${await industry(page).getAttribute('aria-activedescendant')}`)).toHaveText('Automotive');
    await page.keyboard.press('Enter');
    await expect(industry(page)).toHaveText('Automotive');
    await expect(industry(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Tab');
    await expect(role(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await stopClock(page);
    await page.keyboard.type('tec');
    await expect(page.locator(`#${await role(page).getAttribute('aria-activedescendant')}`)).toHaveText('Technical Training Leads');
    await page.clock.resume();
    // Escape keeps the old value, so nothing is chosen yet.
    await page.keyboard.press('Escape');
    await expect(role(page)).toHaveText('Select Role');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(role(page)).toHaveText('R&D and Prototype Heads');
    await expect(startButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/persona\/automotivetwin$/);
  });
});

test.describe('scroll reveals, with motion welcome', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the selector reveals once hydrated below 80% of the viewport; the teaser hydrates only when near and its cards fade in one by one, in 4 columns at 1280 px and 1 at 375 px, and lead to the capabilities page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openReady(page, '/');
    const section = teaser(page);
    const cards = section.getByRole('listitem');

    await test.step('far below the fold, the teaser waits as pre-rendered: its cards show, and its code is not fetched', async () => {
      await expect(cards).toHaveCount(4);
      await expect(cards.last().locator('> div')).toHaveCSS('opacity', '1');
      expect(scripts.filter((url) => /capabilities-teaser|motion-card-items/.test(url))).toEqual([]);
    });

    await test.step('the selector reveals on scroll, starting below 80% of the viewport', async () => {
      // Far away it stays as pre-rendered, and gsap is not even fetched...
      await selector(page).evaluate((element) => scrollTo(0, element.getBoundingClientRect().top + scrollY - innerHeight * 3));
      await expect(selector(page)).toHaveAttribute('data-reveal', 'static');
      expect(scripts.filter((url) => /ScrollTrigger|gsap/.test(url))).toEqual([]);
      // ...within a screen of the viewport it hides, ready to fade in...
      await selector(page).evaluate((element) => scrollTo(0, element.getBoundingClientRect().top + scrollY - innerHeight * 1.5));
      await expect(selector(page)).toHaveAttribute('data-reveal', 'hidden');
      // ...and shows once its top passes 80% of the viewport.
      await selector(page).scrollIntoViewIfNeeded();
      await expect(selector(page)).toHaveAttribute('data-reveal', 'shown');
      await expect(selector(page)).toHaveCSS('opacity', '1');
    });

    await test.step('the teaser’s cards fade in as they scroll into view, in one row of 4 at 1280 px', async () => {
      await section.scrollIntoViewIfNeeded();
      expect(await columnsOf(page)).toBe(4);
      expect(await distinctCardTops(page)).toBe(1);
      await expectCardsToRevealOneByOne(page);
    });

    await test.step('at 375 px the cards stack in one column', async () => {
      await resizeViewport(page, { width: 375, height: 812 });
      expect(await columnsOf(page)).toBe(1);
      expect(await distinctCardTops(page)).toBe(4);
    });

    await test.step('a card’s title opens the capabilities page', async () => {
      await section.getByRole('link', { name: 'Web', exact: true }).click();
      await expect(page).toHaveURL(/\/capabilities\/capabilities$/);
    });
  });

  test('both sections still reveal after leaving home and coming back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSelector(page);
    await page.getByRole('link', { name: 'Explore platform capabilities' }).click();
    await expect(page).toHaveURL(/\/Capabilities\/capabilities$/);
    await page.goBack();
    await expect(selector(page)).toBeAttached();
    await selector(page).scrollIntoViewIfNeeded();
    await expect(selector(page)).toHaveCSS('opacity', '1');
    await expectCardsToRevealOneByOne(page);
  });
});
