import type { Locator, Page } from '@playwright/test';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The case-study block's layout (issue 12): from 640 px the tab list and the selected case study form one panel,
 * with the pause button at the head of the list; under 640 px the case studies are a row of cards that scrolls
 * sideways and snaps. Rotation itself is covered by home-tabs-slider.spec.ts, the pre-rendered tabs and panels by
 * tests/html/home.test.ts. Each layout is one page load, resized through its widths.
 */

const home = pages.find((page) => page.path === '/');
const section = home?.sections.find((candidate) => candidate.type === 'case-study-tabs');
if (section?.type !== 'case-study-tabs') throw new Error('home.json needs a case-study-tabs section');
const titles = section.tabs.map((tab) => tab.title);
const labels = site.accessibility;

const PHONE = { width: 390, height: 844 };
const WIDE = [
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
];

const caseStudies = (page: Page) => page.getByRole('region', { name: section.header.heading });
const cardRow = (page: Page) => caseStudies(page).getByRole('list');
const cards = (page: Page) => cardRow(page).getByRole('listitem');

/** Home with Playwright's clock installed and then stopped, so nothing rotates unless a test runs the clock. */
async function open(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await withCookieChoice(page);
  await installClock(page);
  await openReady(page, '/');
  await stopClock(page);
  await caseStudies(page).scrollIntoViewIfNeeded();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

test.describe('from 640 px the tab list and the case study are one panel', () => {
  // With motion welcome, so the button at the head of the list is pause; the clock stands still, so nothing rotates.
  test.use({ reducedMotion: 'no-preference' });

  test(`at ${WIDE.map((viewport) => viewport.width).join(', ')} px the list runs exactly as tall as each case study, whose tab is named by its title and shows a figure where the copy states one; the pause button heads the list`, async ({
    page,
  }) => {
    await open(page, WIDE[0] ?? { width: 768, height: 1024 });
    const tablist = caseStudies(page).getByRole('tablist');
    const rail = tablist.locator('xpath=..');
    for (const viewport of WIDE) {
      await test.step(`at ${viewport.width} px`, async () => {
        await resizeViewport(page, viewport);
        await caseStudies(page).scrollIntoViewIfNeeded();
        for (const [index, tab] of section.tabs.entries()) {
          // The "01" before each title is for the eye only.
          await expect(tablist.getByRole('tab').nth(index)).toHaveAccessibleName(tab.title);
          await caseStudies(page).getByRole('tab', { name: tab.title }).click();
          const panel = caseStudies(page).getByRole('tabpanel', { name: tab.title });
          const panelBox = await box(panel);
          const list = await box(rail);
          expect(Math.abs(list.y - panelBox.y), `${tab.title}: tops`).toBeLessThanOrEqual(1);
          expect(Math.abs(list.y + list.height - (panelBox.y + panelBox.height)), `${tab.title}: bottoms`).toBeLessThanOrEqual(1);
          if (tab.stat) {
            await expect(panel.getByText(tab.stat.value, { exact: true })).toBeVisible();
            await expect(panel.getByText(tab.stat.label, { exact: true })).toBeVisible();
          } else {
            await expect(panel.getByText(/^\d+(\.\d+)?(%|X)$/)).toHaveCount(0);
          }
        }
      });
    }
    expect(
      section.tabs.some((tab) => tab.stat),
      'home.json shows at least one case-study figure',
    ).toBe(true);

    await test.step('at 1280 px the pause button sits in the tab list’s container, above the first tab, and keeps its place as play', async () => {
      await resizeViewport(page, { width: 1280, height: 900 });
      await caseStudies(page).scrollIntoViewIfNeeded();
      const pause = caseStudies(page).getByRole('button', { name: labels.pauseRotationLabel });
      await expect(rail.getByRole('button', { name: labels.pauseRotationLabel })).toHaveCount(1);
      const [railBox, pauseBox, firstTab] = await Promise.all([box(rail), box(pause), box(tablist.getByRole('tab').first())]);
      expect(pauseBox.x).toBeGreaterThanOrEqual(railBox.x);
      expect(pauseBox.x + pauseBox.width).toBeLessThanOrEqual(railBox.x + railBox.width);
      expect(pauseBox.y + pauseBox.height).toBeLessThanOrEqual(firstTab.y);
      await pause.click();
      const play = rail.getByRole('button', { name: labels.playRotationLabel });
      await expect(play).toBeVisible();
      expect(await box(play)).toEqual(pauseBox);
    });
  });
});

test.describe('under 640 px the case studies are a row of cards that scrolls sideways', () => {
  // With motion welcome: that nothing rotates here is down to the width, not to a preference for less motion.
  test.use({ reducedMotion: 'no-preference' });

  test('at 390 px: under 900 px tall, every card, snapping sideways, each reachable by keyboard, smooth only with motion welcome, and nothing rotates; at 375 px still a list', async ({
    page,
  }) => {
    await open(page, PHONE);

    await test.step('the section stays under 900 px, with every card, image space reserved and the next card peeking in', async () => {
      expect((await box(caseStudies(page))).height).toBeLessThanOrEqual(900);
      await expect(caseStudies(page).getByRole('tablist')).toBeHidden();
      await expect(caseStudies(page).getByRole('tabpanel')).toHaveCount(0);
      await expect(caseStudies(page).getByRole('button', { name: labels.pauseRotationLabel })).toBeHidden();
      await expect(cards(page)).toHaveCount(titles.length);
      for (const [index, title] of titles.entries()) await expect(cards(page).nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(caseStudies(page).getByRole('link', { name: section.tabs[0]?.link.label ?? 'missing' })).toHaveCount(titles.length);

      const row = await cardRow(page).evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          snapType: style.scrollSnapType,
          overflowX: style.overflowX,
          contentWidth: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        };
      });
      expect(row.snapType).toBe('x mandatory');
      expect(row.overflowX).toBe('auto');
      expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
      for (const card of await cards(page).all()) {
        const cardBox = await box(card);
        expect(cardBox.width / row.contentWidth).toBeCloseTo(0.85, 2);
        expect(await card.evaluate((element) => getComputedStyle(element).scrollSnapAlign)).toBe('start');
        // The image's box is 16:10 whether or not the (lazy) image has loaded, so nothing moves when it arrives.
        const media = await box(card.locator('picture').locator('xpath=..'));
        expect(media.width / media.height).toBeCloseTo(1.6, 1);
      }
      const second = await box(cards(page).nth(1));
      expect(second.x).toBeLessThan(PHONE.width);
    });

    await test.step('a card’s figure shows as a stat', async () => {
      for (const [index, tab] of section.tabs.entries()) {
        if (!tab.stat) continue;
        const card = cards(page).nth(index);
        await expect(card.getByText(tab.stat.value, { exact: true })).toHaveCount(1);
        await expect(card.getByText(tab.stat.label, { exact: true })).toHaveCount(1);
      }
    });

    await test.step('scrolling into view is smooth only for visitors who welcome motion', async () => {
      const behaviour = () => cardRow(page).evaluate((element) => getComputedStyle(element).scrollBehavior);
      expect(await behaviour()).toBe('smooth');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await behaviour()).toBe('auto');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await behaviour()).toBe('smooth');
    });

    await test.step('a sideways scroll snaps to a card, and the last card can be reached', async () => {
      const offsets = await cards(page).evaluateAll((elements) => elements.map((element) => (element as HTMLElement).offsetLeft));
      const padding = await cardRow(page).evaluate((element) => parseFloat(getComputedStyle(element).scrollPaddingLeft));
      await cardRow(page).evaluate((element) => element.scrollBy({ left: element.clientWidth * 0.7, behavior: 'instant' }));
      const snapped = (offsets[1] ?? 0) - padding;
      await expect.poll(() => cardRow(page).evaluate((element) => Math.round(element.scrollLeft))).toBeCloseTo(snapped, -1);
      await cardRow(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
      await expect(cards(page).last()).toBeInViewport({ ratio: 0.99 });
    });

    await test.step('every card is reachable by keyboard, each scrolled fully into view, and the page itself never scrolls sideways', async () => {
      const links = cardRow(page).getByRole('link');
      await expect(links).toHaveCount(titles.length);
      await links.first().focus();
      for (const index of titles.keys()) {
        if (index > 0) await page.keyboard.press('Tab');
        await expect(links.nth(index)).toBeFocused();
        await expect(cards(page).nth(index)).toBeInViewport({ ratio: 0.99 });
      }
      expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth <= window.innerWidth])).toEqual([0, true]);
    });

    await test.step('nothing rotates: time passing moves neither the row, nor the page, nor focus', async () => {
      // Focusing a card scrolls it into view; smooth scrolling runs on real time, not the page's clock, so make that
      // scroll instant here: this step is about what time passing does afterwards.
      await cardRow(page).evaluate((element) => (element.style.scrollBehavior = 'auto'));
      await cardRow(page).getByRole('link').nth(1).focus();
      const before = await page.evaluate(() => ({ y: window.scrollY, focused: document.activeElement?.textContent }));
      const rowBefore = await cardRow(page).evaluate((element) => element.scrollLeft);
      await page.clock.runFor(60_000);
      expect(await page.evaluate(() => ({ y: window.scrollY, focused: document.activeElement?.textContent }))).toEqual(before);
      expect(await cardRow(page).evaluate((element) => element.scrollLeft)).toBe(rowBefore);
      for (const title of titles) await expect(caseStudies(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    });

    await test.step('at 375 px all five case studies are still a list of cards, and time passing rotates nothing', async () => {
      await resizeViewport(page, { width: 375, height: 812 });
      await caseStudies(page).scrollIntoViewIfNeeded();
      await expect(caseStudies(page).getByRole('tablist')).toBeHidden();
      await expect(caseStudies(page).getByRole('tabpanel')).toHaveCount(0);
      await expect(caseStudies(page).getByRole('list').getByRole('listitem')).toHaveCount(titles.length);
      await expect(caseStudies(page).getByRole('heading', { level: 3 })).toHaveText(titles);
      await page.clock.runFor(30_000);
      for (const title of titles) await expect(caseStudies(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    });
  });
});
