import type { Locator, Page } from '@playwright/test';
import { pages, site } from './support/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from './support/test.ts';

/**
 * The About page (SPEC 2.4, 4, 9; issue 13): the hero with its rotating word, the origin story, the Golden
 * Circle, five leaders, eighteen partner logos and the call-to-action band, at 1280 px and 375 px.
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
const partners = sectionOf('partner-logos');
const labels = site.accessibility;

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

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

async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

for (const viewport of VIEWPORTS) {
  test.describe(`/about at ${viewport.width} px`, () => {
    test('the hero: one stable h1, the first word, the intro and Request a Demo to the scheduling page in a new tab', async ({ page }) => {
      await open(page, viewport);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.spokenHeading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const visibleHeading = heroHeader(page).locator('[aria-hidden="true"]', { has: page.locator('[data-current="true"]') });
      await expect(visibleHeading).toBeVisible();
      await expect(visibleHeading).toContainText(hero.heading);
      await expect(shownWord(page)).toBeVisible();
      await expect(heroHeader(page).locator('[data-current]:visible')).toHaveCount(1);
      await expect(heroHeader(page).getByText(hero.intro ?? '')).toBeVisible();
      const demo = heroHeader(page).getByRole('link', { name: site.heroAction.label });
      await expect(demo).toBeInViewport();
      await expectNewTab(demo, site.externalLinks.scheduling);
      await expect(heroHeader(page).getByRole('button', { name: labels.pauseWordRotationLabel })).toBeVisible();
    });

    test('the rotating word cycles EDUCATION, TRAINING, SALES in order, one change every 2.8 s, and wraps', async ({ page }) => {
      await open(page, viewport);
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
      await open(page, viewport);
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

    test('the origin story with its banner, and the Golden Circle with Why, How and What', async ({ page }) => {
      await open(page, viewport);
      const story = region(page, origin.header.heading);
      await expect(story).toBeVisible();
      await expect(story).toContainText('Japanese');
      await expect(story).toContainText('enlightenment');
      const banner = story.getByRole('img', { name: origin.image?.alt ?? '' });
      await banner.scrollIntoViewIfNeeded();
      await expect(banner).toBeVisible();

      const circle = region(page, goldenCircle.header.heading);
      await circle.scrollIntoViewIfNeeded();
      expect(goldenCircle.items.map((item) => item.label)).toEqual(['Why', 'How', 'What']);
      for (const item of goldenCircle.items) {
        await expect(circle.getByText(item.label ?? '', { exact: true })).toBeVisible();
        await expect(circle.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      }
    });

    test('exactly five leaders, each with portrait, role, bio and a LinkedIn link named for screen readers', async ({ page }) => {
      await open(page, viewport);
      const team = region(page, leadership.header.heading);
      await team.scrollIntoViewIfNeeded();
      await expect(team.getByRole('listitem')).toHaveCount(5);
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(leadership.people.map((person) => person.name));
      for (const person of leadership.people) {
        const card = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.name }) });
        await expect(card.getByRole('img', { name: person.photo.alt ?? '' })).toBeVisible();
        await expect(card.getByText(person.title, { exact: true })).toBeVisible();
        await expect(card.getByText(person.bio)).toBeVisible();
        const profile = card.getByRole('link', { name: labels.linkedInProfileLabel.replace('{name}', person.name) });
        await expectNewTab(profile, person.linkedIn);
        expect(person.linkedIn).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+$/);
      }
      const [ceo, cto] = leadership.people;
      expect(ceo?.title).toBe('Chief Executive Officer');
      expect(ceo?.bio).toContain('26 years in product design and technology');
      expect(cto?.title).toBe('Chief Technology Officer');
      expect(cto?.bio).toContain('26 years in software product development');
    });

    test('exactly 18 partner logos, named, in the grid of this width', async ({ page }) => {
      await open(page, viewport);
      const grid = region(page, 'Trusted Partners');
      await grid.scrollIntoViewIfNeeded();
      const logos = grid.getByRole('img');
      await expect(logos).toHaveCount(18);
      await expect(logos).toHaveText(Array.from({ length: 18 }, () => ''));
      expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(partners.logos.map((logo) => logo.alt));
      for (const logo of await logos.all()) await expect(logo).toBeVisible();
      const tops = await logos.evaluateAll((images) => images.map((image) => Math.round(image.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(viewport.width >= 1280 ? 7 : 3);
    });

    test("the call-to-action band: 'Let's Build the Future Together' and Request a Demo", async ({ page }) => {
      await open(page, viewport);
      const band = region(page, "Let's Build the Future Together");
      await band.scrollIntoViewIfNeeded();
      await expectNewTab(band.getByRole('link', { name: 'Request a Demo' }), site.externalLinks.scheduling);
    });
  });
}

test('the pre-rendered page shows the first word, standing still', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  const shown = [...html.matchAll(/<span[^>]*data-current="true"[^>]*>([^<]*)<\/span>/g)];
  expect(shown.map(([element, word]) => [word, element.includes('data-phase="hold"')])).toEqual([[hero.words[0], true]]);
});

test('the partner grid has 3, 4, 5 or 7 columns by breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await withCookieChoice(page);
  await openReady(page, '/about');
  const logos = region(page, 'Trusted Partners').getByRole('img');
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
    await page.setViewportSize({ width, height: 900 });
    const lefts = await logos.evaluateAll((images) => {
      const tops = images.map((image) => Math.round(image.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    });
    expect(lefts, `${width} px`).toBe(columns);
  }
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

test('with motion, the leaving and arriving word animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await open(page, { width: 1280, height: 900 });
  await untilNextWord(page);
  expect(await shownWord(page).evaluate((word) => getComputedStyle(word).animationName)).not.toBe('none');
});
