import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from './support/axe.ts';
import type { Locator, Page } from '@playwright/test';
import { pages, site } from './support/content.ts';
import { expect, installClock, openReady, test, withCookieChoice } from './support/test.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const home = pages.find((page) => page.path === '/');
const tabsSection = home?.sections.find((section) => section.type === 'case-study-tabs');
const sliderSection = home?.sections.find((section) => section.type === 'why-slider');
if (tabsSection?.type !== 'case-study-tabs' || sliderSection?.type !== 'why-slider')
  throw new Error('home.json needs a case-study-tabs and a why-slider section');
const titles = tabsSection.tabs.map((tab) => tab.title);
const slideCount = sliderSection.slides.length;
const slideName = (index: number) => sliderSection.slides[index - 1]?.title ?? '';
const labels = site.accessibility;
/** The slide's name ("1 of 5") and its dot's name ("Show slide 1"), from site.json's accessibility templates. */
const slideLabel = (index: number) => labels.slideLabel.replace('{index}', String(index)).replace('{count}', String(slideCount));
const dotLabel = (index: number) => labels.goToSlideLabel.replace('{index}', String(index));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyDot = new RegExp(`^${escapeRegExp(labels.goToSlideLabel.split('{index}')[0] ?? '')}`);
const learnMore = (index: number) => tabsSection.tabs[index]?.link ?? { label: 'missing', target: 'missing' };

/**
 * Loads home with a fake clock that then stands still, so only `runFor` moves
 * time (firing every timer on the way: the rotator ticks every 100 ms).
 */
async function open(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await withCookieChoice(page);
  await installClock(page);
  await openReady(page, '/');
  await freezeClock(page);
}

/** axe schedules its own timers, so it runs on a page with the real clock. */
async function openForAxe(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await withCookieChoice(page);
  await openReady(page, '/');
}

async function freezeClock(page: Page) {
  // A little ahead of the page's "now", which keeps moving until the pause lands.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

const caseStudies = (page: Page) => page.getByRole('region', { name: tabsSection.header.heading });
const selectedTab = (page: Page) => caseStudies(page).getByRole('tab', { selected: true });
const progressBar = (tab: Locator) => tab.locator('[aria-hidden="true"] > span');
/** The selected tab's progress bar, 0 to 1, read from its scaleX. */
async function progress(page: Page): Promise<number> {
  const style = (await progressBar(selectedTab(page)).getAttribute('style')) ?? '';
  return Number(/scaleX\(([\d.]+)\)/.exec(style)?.[1] ?? Number.NaN);
}
const slider = (page: Page) => page.getByRole('region', { name: sliderSection.header.heading });
const activeSlide = (page: Page) => slider(page).locator('.swiper-slide-active');

async function axeViolations(page: Page, region: Locator) {
  const headingId = await region.getByRole('heading', { level: 2 }).getAttribute('id');
  return (
    await new AxeBuilder({ page })
      .include(`section[aria-labelledby="${headingId ?? ''}"]`)
      .withTags(WCAG_22_AA)
      .analyze()
  ).violations;
}

/** Autoplay waits for the slide transition (a real CSS transition) to end before it counts the next 8 s. */
async function transitionDone(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLElement & { swiper?: { animating: boolean } }>('.swiper')?.swiper?.animating))
    .toBe(false);
}

async function sliderEnhanced(page: Page) {
  await slider(page).scrollIntoViewIfNeeded();
  await expect(slider(page).getByRole('button', { name: anyDot })).toHaveCount(slideCount);
}

// Running the fake clock through many seconds of 100 ms ticks takes real time on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('case-study tabs at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, DESKTOP);
    await caseStudies(page).scrollIntoViewIfNeeded();
    // Park the mouse outside the block so hovering does not pause it.
    await page.mouse.move(5, DESKTOP.height - 5);
  });

  test('shows the titles as tabs and the first case study', async ({ page }) => {
    await expect(caseStudies(page).getByRole('tab')).toHaveText(titles);
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
    await expect(caseStudies(page).getByRole('tabpanel')).toHaveCount(1);
    await expect(caseStudies(page).getByRole('tabpanel', { name: titles[0] })).toBeVisible();
    const link = caseStudies(page)
      .getByRole('tabpanel')
      .getByRole('link', { name: learnMore(0).label });
    await expect(link).toHaveAttribute('href', learnMore(0).target);
    // The visible words come first; the hidden ": title" tells the five links apart.
    await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(learnMore(0).label)}\\s*: ${escapeRegExp(titles[0] ?? '')}$`));
  });

  test('moves on by itself after 20 s, with a growing progress bar', async ({ page }) => {
    const start = await progress(page);
    await page.clock.runFor(10_000);
    await expect.poll(() => progress(page)).toBeCloseTo(start + 0.5, 1);
    await page.clock.runFor(10_000);
    await expect(selectedTab(page)).toHaveText(titles[1] ?? '');
    await expect(caseStudies(page).getByRole('tabpanel', { name: titles[1] })).toBeVisible();
  });

  test('a click selects a title and resets the progress', async ({ page }) => {
    await page.clock.runFor(5_000);
    await expect.poll(() => progress(page)).toBeGreaterThan(0.2);
    await caseStudies(page).getByRole('tab', { name: titles[2] }).click();
    await expect(selectedTab(page)).toHaveText(titles[2] ?? '');
    await expect(progressBar(selectedTab(page))).toHaveAttribute('style', /scaleX\(0\)/);
    await expect(caseStudies(page).getByRole('tabpanel', { name: titles[2] })).toBeVisible();
  });

  test('hovering pauses the rotation and leaving resumes it', async ({ page }) => {
    await caseStudies(page).getByRole('tabpanel').hover();
    await page.clock.runFor(30_000);
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
    await page.mouse.move(5, DESKTOP.height - 5);
    await page.clock.runFor(20_000);
    await expect(selectedTab(page)).toHaveText(titles[1] ?? '');
  });

  test('the pause button stops the rotation and play starts it again', async ({ page }) => {
    await caseStudies(page).getByRole('button', { name: labels.pauseRotationLabel }).click();
    await page.mouse.move(5, DESKTOP.height - 5);
    await page.clock.runFor(25_000);
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
    await caseStudies(page).getByRole('button', { name: labels.playRotationLabel }).click();
    await page.mouse.move(5, DESKTOP.height - 5);
    await page.clock.runFor(20_000);
    await expect(selectedTab(page)).toHaveText(titles[1] ?? '');
  });

  test('works by keyboard alone: arrows, Home and End move the selection; Enter and Space activate', async ({ page }) => {
    const pause = caseStudies(page).getByRole('button', { name: labels.pauseRotationLabel });
    await pause.focus();
    await page.keyboard.press('Space');
    await expect(caseStudies(page).getByRole('button', { name: labels.playRotationLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(caseStudies(page).getByRole('tab', { name: titles[0] })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(selectedTab(page)).toHaveText(titles[1] ?? '');
    await expect(selectedTab(page)).toBeFocused();
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toHaveText(titles.at(-1) ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
    await page.keyboard.press('ArrowUp');
    await expect(selectedTab(page)).toHaveText(titles.at(-1) ?? '');
    await page.keyboard.press('Home');
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText(titles[1] ?? '');
    await expect(selectedTab(page)).toBeFocused();

    // Keyboard focus inside pauses the rotation.
    await page.clock.runFor(30_000);
    await expect(selectedTab(page)).toHaveText(titles[1] ?? '');

    await page.keyboard.press('Tab');
    await expect(caseStudies(page).getByRole('tabpanel', { name: titles[1] })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      caseStudies(page)
        .getByRole('tabpanel')
        .getByRole('link', { name: learnMore(1).label }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${learnMore(1).target}$`));
  });
});

test.describe('case-study tabs at 375 px', () => {
  test('shows all five case studies as a list of cards and rotates nothing', async ({ page }) => {
    await open(page, PHONE);
    await expect(caseStudies(page).getByRole('tablist')).toBeHidden();
    await expect(caseStudies(page).getByRole('tabpanel')).toHaveCount(0);
    await expect(caseStudies(page).getByRole('list').getByRole('listitem')).toHaveCount(titles.length);
    await expect(caseStudies(page).getByRole('heading', { level: 3 })).toHaveText(titles);
    for (const title of titles) await expect(caseStudies(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(caseStudies(page).getByRole('link', { name: learnMore(0).label })).toHaveCount(titles.length);
    await page.clock.runFor(30_000);
    for (const title of titles) await expect(caseStudies(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
  });
});

test.describe('why slider at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, DESKTOP);
    await sliderEnhanced(page);
    await page.mouse.move(5, DESKTOP.height - 5);
  });

  test('moves to the next slide every 8 s and loops', async ({ page }) => {
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(1));
    await page.clock.runFor(8_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(2));
    await expect(activeSlide(page)).toContainText(slideName(2));
    await slider(page)
      .getByRole('button', { name: dotLabel(slideCount) })
      .click();
    await page.clock.runFor(1_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(slideCount));
    await transitionDone(page);
    await page.clock.runFor(8_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(1));
  });

  test('a pagination dot shows its slide', async ({ page }) => {
    await slider(page)
      .getByRole('button', { name: dotLabel(3) })
      .click();
    // Swiper's loop re-arranges slides in an animation frame.
    await page.clock.runFor(1_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(3));
    await expect(slider(page).getByRole('button', { name: dotLabel(3) })).toHaveAttribute('aria-current', 'true');
    await expect(slider(page).getByRole('heading', { level: 3, name: slideName(3) })).toBeInViewport();
  });

  test('the pause button stops autoplay and play resumes it, by mouse and keyboard', async ({ page }) => {
    await slider(page).getByRole('button', { name: labels.pauseSlidesLabel }).click();
    await page.clock.runFor(25_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(1));
    await slider(page).getByRole('button', { name: labels.playSlidesLabel }).press('Enter');
    await page.clock.runFor(8_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(2));
    await slider(page).getByRole('button', { name: labels.pauseSlidesLabel }).press('Space');
    await page.clock.runFor(25_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(2));
  });

  test('does not move by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await freezeClock(page);
    await sliderEnhanced(page);
    await expect(slider(page).getByRole('button', { name: labels.playSlidesLabel })).toBeVisible();
    await page.clock.runFor(25_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(1));
  });
});

test.describe('why slider at 375 px with touch', () => {
  test.use({ hasTouch: true });

  test('a tap on pause stops autoplay and a tap on a dot shows its slide', async ({ page }) => {
    await open(page, PHONE);
    await sliderEnhanced(page);
    await slider(page).getByRole('button', { name: labels.pauseSlidesLabel }).tap();
    await expect(slider(page).getByRole('button', { name: labels.playSlidesLabel })).toBeVisible();
    await page.clock.runFor(25_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(1));
    await slider(page)
      .getByRole('button', { name: dotLabel(2) })
      .tap();
    await page.clock.runFor(1_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(2));
  });
});

test.describe('case-study tabs under reduced motion', () => {
  test('stay on the first case study and offer play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, DESKTOP);
    await page.mouse.move(5, DESKTOP.height - 5);
    await expect(caseStudies(page).getByRole('button', { name: labels.playRotationLabel })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
  });
});

test.describe('accessibility of both sections in their default state (axe, WCAG 2.2 AA)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`no violations at ${viewport.width} px`, async ({ page }) => {
      await openForAxe(page, viewport);
      await sliderEnhanced(page);
      expect(await axeViolations(page, caseStudies(page)), 'case-study tabs').toEqual([]);
      expect(await axeViolations(page, slider(page)), 'why slider').toEqual([]);
    });
  }
});
