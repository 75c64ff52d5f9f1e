import type { Page } from '@playwright/test';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The About page (SPEC 2.4, 4, 9; issue 13) in a browser: the rotating word's timing, pause and motion, and what
 * each width shows. What the page says (hero, origin story, Golden Circle, five leaders, eighteen partner logos and
 * the call-to-action band, with their links and alt texts) is read from the built file in tests/html/about.test.ts.
 */

const about = pages.find((page) => page.path === '/about');
if (!about) throw new Error('No /about page');
const sectionOf = <Type extends (typeof about.sections)[number]['type']>(type: Type) => {
  const found = about.sections.find((section): section is Extract<(typeof about.sections)[number], { type: Type }> => section.type === type);
  if (!found) throw new Error(`about.json needs a ${type} section`);
  return found;
};
const hero = sectionOf('rotating-word-hero');
const origin = sectionOf('media-text');
const goldenCircle = sectionOf('feature-grid');
const leadership = sectionOf('leadership');
const labels = site.accessibility;

const heroHeader = (page: Page) => page.locator('header:has(h1)');
/** The word the eye sees now (the words are hidden from screen readers, who hear the stable h1). */
const shownWord = (page: Page) => heroHeader(page).locator('[data-current="true"]');
const region = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

/** Opens /about with Playwright's clock installed and then stopped, so the word changes only when a test runs the clock. */
async function open(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await withCookieChoice(page);
  await installClock(page);
  await openReady(page, '/about');
  await stopClock(page);
}

/**
 * Runs the clock in 100 ms steps. Each phase's timer is set after the page renders the last phase, so the clock
 * moves in small steps with the page running in between, as time passes in a browser; every phase lasts a
 * multiple of 100 ms, so once in step with a change, every later change falls on the end of a step.
 */
async function tick(page: Page, steps: number) {
  for (let step = 0; step < steps; step += 1) await page.clock.runFor(100);
}

/** Runs the clock until the shown word changes (the moment the next word starts to arrive) and returns it. */
async function untilNextWord(page: Page): Promise<string> {
  const before = await shownWord(page).textContent();
  for (let step = 0; step < 40; step += 1) {
    await tick(page, 1);
    const now = await shownWord(page).textContent();
    if (now !== before) return now ?? '';
  }
  throw new Error(`the word stayed "${before ?? ''}" for 4 s`);
}

/** What each width shows of the page: the hero on the first screen, and every block's pictures and words. */
async function expectPageShown(page: Page, viewport: { width: number; height: number }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const visibleHeading = heroHeader(page).locator('[aria-hidden="true"]', { has: page.locator('[data-current="true"]') });
  await expect(visibleHeading).toBeVisible();
  await expect(shownWord(page)).toBeVisible();
  await expect(heroHeader(page).locator('[data-current]:visible')).toHaveCount(1);
  await expect(heroHeader(page).getByText(hero.header.intro ?? '')).toBeVisible();
  await expect(heroHeader(page).getByRole('link', { name: site.heroAction.label })).toBeInViewport();
  await expect(heroHeader(page).getByRole('button', { name: labels.pauseWordRotationLabel })).toBeVisible();

  const banner = region(page, origin.header.heading).getByRole('img', { name: origin.image?.alt ?? '' });
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toBeVisible();

  const circle = region(page, goldenCircle.header.heading);
  await circle.scrollIntoViewIfNeeded();
  for (const item of goldenCircle.items) {
    await expect(circle.getByText(item.label ?? '', { exact: true })).toBeVisible();
    await expect(circle.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  }

  const team = region(page, leadership.header.heading);
  for (const person of leadership.people) {
    const card = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.name }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img', { name: person.photo.alt ?? '' })).toBeVisible();
    await expect(card.getByText(person.title, { exact: true })).toBeVisible();
    await expect(card.getByText(person.bio)).toBeVisible();
  }

  const logos = region(page, 'Trusted Partners').getByRole('img');
  await logos.first().scrollIntoViewIfNeeded();
  await expect(logos).toHaveCount(18);
  for (const logo of await logos.all()) await expect(logo).toBeVisible();
  expect(await logosInFirstRow(page), `logos in the first row at ${viewport.width} px`).toBe(viewport.width >= 1280 ? 7 : 3);
}

/**
 * How many partner logos stand in the first row of the grid: those level with the first, within a pixel (a loaded
 * logo is centred in its tile, so rounding the tops could split a row whose tops differ by a fraction).
 */
const logosInFirstRow = (page: Page) =>
  region(page, 'Trusted Partners')
    .getByRole('img')
    .evaluateAll((images) => {
      const tops = images.map((image) => image.getBoundingClientRect().top);
      return tops.filter((top) => Math.abs(top - (tops[0] ?? top)) < 1).length;
    });

test.describe('the rotating word', () => {
  // The word's arrival and departure are animations: these tests are about that motion.
  test.use({ reducedMotion: 'no-preference' });

  test('cycles EDUCATION, TRAINING, SALES in order, one change every 2.8 s, and wraps', async ({ page }) => {
    await open(page, { width: 1280, height: 900 });
    const words = hero.words;
    expect(words).toEqual(['EDUCATION', 'TRAINING', 'SALES']);
    const first = await untilNextWord(page);
    let index = words.indexOf(first);
    expect(index).toBeGreaterThanOrEqual(0);
    // The change just seen starts a 0.8 s arrival; a 1.5 s hold and a 0.5 s departure follow: 2.8 s to the next change.
    for (let change = 0; change < words.length + 1; change += 1) {
      await tick(page, 27);
      await expect(shownWord(page)).toHaveText(words[index] ?? '');
      await tick(page, 1);
      index = (index + 1) % words.length;
      await expect(shownWord(page)).toHaveText(words[index] ?? '');
    }
  });

  test('the pause button stops the word, and play starts it again', async ({ page }) => {
    await open(page, { width: 1280, height: 900 });
    const pause = heroHeader(page).getByRole('button', { name: labels.pauseWordRotationLabel });
    await pause.click();
    const play = heroHeader(page).getByRole('button', { name: labels.playWordRotationLabel });
    await expect(play).toBeVisible();
    const stopped = await shownWord(page).textContent();
    await page.clock.runFor(15_000);
    await expect(shownWord(page)).toHaveText(stopped ?? '');
    await play.click();
    await expect(heroHeader(page).getByRole('button', { name: labels.pauseWordRotationLabel })).toBeFocused();
    const next = await untilNextWord(page);
    expect(next).toBe(hero.words[(hero.words.indexOf(stopped ?? '') + 1) % hero.words.length]);
  });

  test('the leaving and arriving word animate', async ({ page }) => {
    await open(page, { width: 1280, height: 900 });
    await untilNextWord(page);
    expect(await shownWord(page).evaluate((word) => getComputedStyle(word).animationName)).not.toBe('none');
  });
});

test('the page at 1280 and 375 px, and the partner grid with 3, 4, 5 or 7 columns by breakpoint', async ({ page }) => {
  const wide = { width: 1280, height: 900 };
  const phone = { width: 375, height: 812 };
  await open(page, wide);
  for (const viewport of [wide, phone]) {
    await test.step(`at ${viewport.width} px the hero fills the first screen and every block shows`, async () => {
      await resizeViewport(page, viewport);
      await expectPageShown(page, viewport);
    });
  }
  await test.step('the partner grid by breakpoint', async () => {
    for (const [width, columns] of [
      [375, 3],
      [639, 3],
      [640, 4],
      [1023, 4],
      [1024, 5],
      [1279, 5],
      [1280, 7],
      [1440, 7],
    ] as const) {
      await resizeViewport(page, { width, height: 900 });
      expect(await logosInFirstRow(page), `${width} px`).toBe(columns);
    }
  });
});

test('under reduced motion the word still changes, but without moving', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, { width: 1280, height: 900 });
  const before = await shownWord(page).textContent();
  const after = await untilNextWord(page);
  expect(after).toBe(hero.words[(hero.words.indexOf(before ?? '') + 1) % hero.words.length]);
  for (let step = 0; step < 28; step += 1) {
    expect(await shownWord(page).evaluate((word) => getComputedStyle(word).animationName)).toBe('none');
    await page.clock.runFor(100);
  }
});
