import type { Locator, Page } from '@playwright/test';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

/**
 * The home page's case-study tabs and why slider in a real browser, with the page's clock: rotation, hover, the pause
 * buttons, the keyboard, touch and reduced motion. The rotation and slider logic is unit-tested beside the components
 * (src/sections/case-study-tabs, src/sections/why-slider); the tab and panel markup is read from the build in
 * tests/html/home.test.ts; the phone list is in case-study-tabs.spec.ts; axe runs on the whole page, slider enhanced,
 * in the page sweep.
 */

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

/** The tab after the selected one, in rotation order. */
async function nextTitle(page: Page): Promise<string> {
  const index = titles.indexOf((await selectedTab(page).textContent()) ?? '');
  expect(index, 'a selected tab').toBeGreaterThanOrEqual(0);
  return titles[(index + 1) % titles.length] ?? '';
}

const parkMouse = (page: Page) => page.mouse.move(5, DESKTOP.height - 5);

test.describe('with motion welcome', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('case-study tabs at 1280 px: they rotate every 20 s with a growing progress bar; a click, hovering, the pause button and the keyboard alone drive them', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    await caseStudies(page).scrollIntoViewIfNeeded();
    // Park the mouse outside the block so hovering does not pause it.
    await parkMouse(page);
    // The block hydrates as it comes near (it is far below the first screen): then its progress bar is drawn.
    await expect(progressBar(selectedTab(page))).toHaveAttribute('style', /scaleX/);

    await test.step('the first case study shows, its Learn More link named by its title', async () => {
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

    await test.step('it moves on by itself after 20 s, with a growing progress bar', async () => {
      const start = await progress(page);
      await page.clock.runFor(10_000);
      await expect.poll(() => progress(page)).toBeCloseTo(start + 0.5, 1);
      await page.clock.runFor(10_000);
      await expect(selectedTab(page)).toHaveText(titles[1] ?? '');
      await expect(caseStudies(page).getByRole('tabpanel', { name: titles[1] })).toBeVisible();
    });

    await test.step('a click selects a title and resets the progress', async () => {
      await page.clock.runFor(5_000);
      await expect.poll(() => progress(page)).toBeGreaterThan(0.2);
      await caseStudies(page).getByRole('tab', { name: titles[2] }).click();
      await expect(selectedTab(page)).toHaveText(titles[2] ?? '');
      await expect(progressBar(selectedTab(page))).toHaveAttribute('style', /scaleX\(0\)/);
      await expect(caseStudies(page).getByRole('tabpanel', { name: titles[2] })).toBeVisible();
    });

    await test.step('hovering pauses the rotation and leaving resumes it (the clicked tab’s focus does not hold it)', async () => {
      const shown = (await selectedTab(page).textContent()) ?? '';
      const next = await nextTitle(page);
      await caseStudies(page).getByRole('tabpanel').hover();
      await page.clock.runFor(30_000);
      await expect(selectedTab(page)).toHaveText(shown);
      await parkMouse(page);
      await page.clock.runFor(20_000);
      await expect(selectedTab(page)).toHaveText(next);
    });

    await test.step('the pause button stops the rotation, and play starts it again at once, though the pointer is still on it', async () => {
      const shown = (await selectedTab(page).textContent()) ?? '';
      const next = await nextTitle(page);
      await caseStudies(page).getByRole('button', { name: labels.pauseRotationLabel }).click();
      await parkMouse(page);
      await page.clock.runFor(25_000);
      await expect(selectedTab(page)).toHaveText(shown);
      await caseStudies(page).getByRole('button', { name: labels.playRotationLabel }).click();
      await page.clock.runFor(20_000);
      await expect(selectedTab(page)).toHaveText(next);
    });

    await test.step('the keyboard alone: arrows, Home and End move the selection; Enter and Space activate; keyboard focus pauses', async () => {
      // Back to the first case study, by mouse, and the mouse out of the way.
      await caseStudies(page).getByRole('tab', { name: titles[0] }).click();
      await parkMouse(page);
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

  test('why slider at 1280 px: a new slide every 8 s, looping; a dot shows its slide; pause and play by mouse and keyboard', async ({ page }) => {
    await open(page, DESKTOP);
    await sliderEnhanced(page);
    await parkMouse(page);

    await test.step('it moves to the next slide every 8 s and loops', async () => {
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

    await test.step('a pagination dot shows its slide', async () => {
      await transitionDone(page);
      await slider(page)
        .getByRole('button', { name: dotLabel(3) })
        .click();
      // Swiper's loop re-arranges slides in an animation frame.
      await page.clock.runFor(1_000);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(3));
      await expect(slider(page).getByRole('button', { name: dotLabel(3) })).toHaveAttribute('aria-current', 'true');
      await expect(slider(page).getByRole('heading', { level: 3, name: slideName(3) })).toBeInViewport();
      await transitionDone(page);
    });

    await test.step('the pause button stops autoplay and play resumes it, by mouse and keyboard', async () => {
      await slider(page).getByRole('button', { name: labels.pauseSlidesLabel }).click();
      await page.clock.runFor(25_000);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(3));
      await slider(page).getByRole('button', { name: labels.playSlidesLabel }).press('Enter');
      await page.clock.runFor(8_500);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(4));
      await transitionDone(page);
      await slider(page).getByRole('button', { name: labels.pauseSlidesLabel }).press('Space');
      await page.clock.runFor(25_000);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(4));
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
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('neither the case studies nor the slides move by themselves, and both offer play', async ({ page }) => {
    await open(page, DESKTOP);
    await sliderEnhanced(page);
    await parkMouse(page);
    await expect(caseStudies(page).getByRole('button', { name: labels.playRotationLabel })).toBeVisible();
    await expect(slider(page).getByRole('button', { name: labels.playSlidesLabel })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(selectedTab(page)).toHaveText(titles[0] ?? '');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', slideLabel(1));
  });
});
