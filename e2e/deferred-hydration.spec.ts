import { pages } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

/**
 * Sections below the first screen hydrate when the visitor reaches them (src/page-builder/deferred-section.tsx).
 * What needs a real browser: a click before the code has arrived, and a section whose code cannot be had. The
 * gate and the watcher are unit-tested beside them (src/page-builder/), which sections wait and what the first
 * render fetches is read from the build (tests/html/deferred-hydration.test.ts), and every page hydrates with no
 * warning in the page sweep.
 */

const home = pages.find((page) => page.path === '/');
const tabsSection = home?.sections.find((section) => section.type === 'case-study-tabs');
if (tabsSection?.type !== 'case-study-tabs') throw new Error('home.json needs a case-study-tabs section');
const titles = tabsSection.tabs.map((tab) => tab.title);
const TABS_CHUNK = /\/assets\/case-study-tabs-[\w-]+\.js$/;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await withCookieChoice(page);
});

test('a click on a section whose code has not arrived yet is not lost', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The section's code is held back until the click has been made.
  await page.route(TABS_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await openReady(page, '/');
  const region = page.getByRole('region', { name: tabsSection.header.heading });
  const third = region.getByRole('tab', { name: titles[2] });
  await third.scrollIntoViewIfNeeded();
  await third.click();
  await expect(region.getByRole('tab', { selected: true })).toHaveText(titles[0] ?? '');
  release();
  await expect(third).toHaveAttribute('aria-selected', 'true');
});

test('a section whose code cannot be had keeps its server HTML and says nothing; the next interaction tries again', async ({ page, consoleProblems }) => {
  const attempts: string[] = [];
  await page.route(TABS_CHUNK, async (route) => {
    attempts.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  await openReady(page, '/');
  const region = page.getByRole('region', { name: tabsSection.header.heading });
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => attempts.length).toBeGreaterThan(0);
  // The pre-rendered tabs stay, with the first one selected as the server rendered it.
  await expect(region.getByRole('tab')).toHaveText(titles);
  await expect(region.getByRole('tab', { selected: true })).toHaveText(titles[0] ?? '');

  await page.unroute(TABS_CHUNK);
  const third = region.getByRole('tab', { name: titles[2] });
  await third.click();
  await expect(third).toHaveAttribute('aria-selected', 'true');
  // The browser reports the failed request itself, in the console; the site adds nothing to it.
  const failedLoads = consoleProblems.filter((problem) => problem.includes('net::ERR_INTERNET_DISCONNECTED'));
  expect(consoleProblems.filter((problem) => !failedLoads.includes(problem))).toEqual([]);
  consoleProblems.length = 0;
});
