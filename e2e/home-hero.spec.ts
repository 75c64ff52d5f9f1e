import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { FrameHeroSection, HeroSection } from '../src/content/generated/content-types.ts';
import { headingOf, pages, site } from '../testing/playwright/content.ts';
import { expect, intersectionObserved, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The home page's hero and frame heroes in a browser: playback, motion preferences, layout and one real click.
 * What the pre-rendered HTML says (the hero's text, buttons and still; each frame hero's first frame, its size and
 * its Explore link) is read from the build in tests/html/home.test.ts; playback logic is unit-tested beside the
 * components (src/sections/hero, src/sections/frame-hero).
 */

interface SequenceEntry {
  path: string;
  count: number;
  firstNumber: number;
  digits: number;
  desktop: { width: number; height: number };
}

const home = pages.find((page) => page.path === '/');
if (!home) throw new Error('No home page');
const hero = home.sections.find((section): section is HeroSection => section.type === 'hero');
/** As written in home.json: the fields with schema defaults may be left out. */
type DefaultedField = 'variant' | 'cutoff' | 'frameDelayMs' | 'mediaPosition';
type FrameHeroContent = Omit<FrameHeroSection, DefaultedField> & Partial<Pick<FrameHeroSection, DefaultedField>>;
const frameHeroes = home.sections.filter((section) => section.type === 'frame-hero') as FrameHeroContent[];
const sequences = (JSON.parse(readFileSync(join(process.cwd(), 'public/media/media-manifest.json'), 'utf8')) as { sequences: Record<string, SequenceEntry> })
  .sequences;

const PAUSE_LABEL = site.accessibility.pauseAnimationLabel;
const PLAY_LABEL = site.accessibility.playAnimationLabel;
/** Behaviour that does not depend on the width runs once, on a phone: the frames it plays are the 720 px ones. */
const PHONE = { width: 375, height: 740 };

function heroWith(predicate: (section: FrameHeroContent) => boolean, description: string) {
  const section = frameHeroes.find(predicate);
  if (!section) throw new Error(`home.json has no frame hero that ${description}`);
  const sequence = sequences[section.sequence];
  if (!sequence) throw new Error(`No prepared sequence ${section.sequence}`);
  return { section, sequence };
}

const playOnce = heroWith((section) => (section.variant ?? 'play-once') === 'play-once', 'plays once');
const autoplay = heroWith((section) => section.variant === 'autoplay', 'autoplays');
const longest = heroWith((section) => (sequences[section.sequence]?.count ?? 0) >= 100, 'has a long sequence');

/** Page time in which a hero, once started, would have played every one of its frames. */
function playThroughMs(section: FrameHeroContent): number {
  const sequence = sequences[section.sequence];
  if (!sequence) throw new Error(section.sequence);
  return sequence.count * (section.frameDelayMs ?? 40);
}

function firstFrameName(section: FrameHeroContent): string {
  const sequence = sequences[section.sequence];
  if (!sequence) throw new Error(section.sequence);
  return `/${String(sequence.firstNumber).padStart(sequence.digits, '0')}.`;
}

const figureOf = (page: Page, key: string) => page.locator(`figure[data-sequence="${key}"]`);
const frameOf = async (page: Page, key: string) => Number(await figureOf(page, key).getAttribute('data-frame'));

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('home hero with motion welcome', () => {
  test.use({ reducedMotion: 'no-preference', viewport: PHONE });

  test('the hero visual: the muted loop once the page has loaded, paused and resumed by its button', async ({ page }) => {
    const visual = hero?.visual;
    if (!visual?.loop) throw new Error('The home hero has no visual with a loop');
    const loopRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(visual.loop ?? 'missing')) loopRequests.push(request.url());
    });
    await openReady(page, '/');
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    const video = header.locator('video');
    await expect(video).toHaveAttribute('data-shown', 'true', { timeout: 15_000 });
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop && !element.paused)).toBe(true);
    // Its pause button (WCAG 2.2.2) pauses it, and play resumes it.
    await header.getByRole('button', { name: site.accessibility.pauseVideoLabel }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await header.getByRole('button', { name: site.accessibility.playVideoLabel }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect(loopRequests.length).toBeGreaterThan(0);
  });

  test('the frame heroes: play-once waits until in view, autoplay stops its cutoff frames early, pause freezes and play resumes', async ({ page }) => {
    const frameRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${playOnce.sequence.path}/`)) frameRequests.push(request.url());
    });
    await openReady(page, '/');

    await test.step('a play-once hero waits until it is in view, then plays its phone frames to the last and stops', async () => {
      const { section, sequence } = playOnce;
      const figure = figureOf(page, section.sequence);
      const box = await figure.boundingBox();
      const ratio = sequence.desktop.width / sequence.desktop.height;
      expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - ratio)).toBeLessThan(0.02);
      // Below the fold, with the page's observers told so, a whole play-through of page time changes nothing:
      // no frame drawn, and no frame but the still one requested.
      await stopClock(page);
      await intersectionObserved(figure);
      await page.clock.runFor(playThroughMs(section));
      expect(await frameOf(page, section.sequence)).toBe(0);
      expect(await figure.getAttribute('data-state')).toBeNull();
      expect(frameRequests.filter((url) => !url.includes(firstFrameName(section)))).toEqual([]);

      await figure.scrollIntoViewIfNeeded();
      await page.clock.resume();
      await expect.poll(() => frameOf(page, section.sequence), { timeout: 10_000 }).toBeGreaterThan(0);
      await expect(figure).toHaveAttribute('data-state', 'ended', { timeout: 10_000 });
      expect(await frameOf(page, section.sequence)).toBe(sequence.count - 1);
      // Ended, it stays on its last frame through another play-through of page time.
      await stopClock(page);
      await page.clock.runFor(playThroughMs(section));
      expect(await frameOf(page, section.sequence)).toBe(sequence.count - 1);
      await expect(figure).toHaveAttribute('data-state', 'ended');
      await expect(figure.getByRole('button', { name: PLAY_LABEL })).toBeVisible();
      // The frames match the screen: 720 px frames on phones (the 1440 px choice on wider screens is unit-tested in
      // src/sections/frame-hero/frame-hero.test.tsx), in the format the browser chose for the still: AVIF.
      const animationFrames = frameRequests.filter((url) => !url.includes(firstFrameName(section)));
      expect(animationFrames.length).toBeGreaterThan(0);
      expect(animationFrames.filter((url) => !url.includes('/mobile/'))).toEqual([]);
      expect(frameRequests.some((url) => url.includes('/mobile/') && url.endsWith('.avif'))).toBe(true);
      await page.clock.resume();
    });

    await test.step('an autoplay hero stops its cutoff frames before the end', async () => {
      const { section, sequence } = autoplay;
      const figure = figureOf(page, section.sequence);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute('data-state', 'ended', { timeout: 10_000 });
      expect(await frameOf(page, section.sequence)).toBe(sequence.count - (section.cutoff ?? 1) - 1);
    });

    await test.step('the pause button freezes the animation and play resumes it', async () => {
      const { section } = longest;
      const figure = figureOf(page, section.sequence);
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => frameOf(page, section.sequence), { timeout: 10_000 }).toBeGreaterThan(3);
      await figure.getByRole('button', { name: PAUSE_LABEL }).click();
      const paused = await frameOf(page, section.sequence);
      await expect(figure).toHaveAttribute('data-state', 'paused');
      // Paused, it stays on its frame through a whole play-through of page time.
      await stopClock(page);
      await page.clock.runFor(playThroughMs(section));
      expect(await frameOf(page, section.sequence)).toBe(paused);
      await figure.getByRole('button', { name: PLAY_LABEL }).click();
      await page.clock.resume();
      await expect.poll(() => frameOf(page, section.sequence)).toBeGreaterThan(paused);
    });
  });
});

test.describe('home hero under reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: PHONE });

  test('the hero visual stays a still with no loop fetched, and every frame hero shows its still frame and loads no other', async ({ page }) => {
    const loopRequests: string[] = [];
    const extraFrames: string[] = [];
    page.on('request', (request) => {
      if (/home-hero\.(webm|mp4)|loop-player/.test(request.url())) loopRequests.push(request.url());
      if (/\/media\/frames\/.+\.(avif|webp)$/.test(request.url()) && !frameHeroes.some((section) => request.url().includes(firstFrameName(section))))
        extraFrames.push(request.url());
    });
    await openReady(page, '/');

    await test.step('the hero visual: past the load event and the idle wait the loop would have started after, no video', async () => {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const idle = () => requestIdleCallback(() => resolve(), { timeout: 3_000 });
            if (document.readyState === 'complete') idle();
            else addEventListener('load', idle, { once: true });
          }),
      );
      await expect(page.locator('header video')).toHaveCount(0);
      expect(loopRequests).toEqual([]);
    });

    await test.step('the frame heroes: in view, a whole play-through of page time changes nothing', async () => {
      await stopClock(page);
      for (const section of frameHeroes) {
        const figure = figureOf(page, section.sequence);
        await figure.scrollIntoViewIfNeeded();
        // In view, with the page's observers told so, a whole play-through of page time changes nothing.
        await intersectionObserved(figure);
        await page.clock.runFor(playThroughMs(section));
        expect(await frameOf(page, section.sequence)).toBe(0);
        expect(await figure.getAttribute('data-state')).toBeNull();
        await expect(figure.locator('img')).toBeVisible();
        await expect(figure.getByRole('button', { name: PLAY_LABEL })).toBeVisible();
      }
      expect(extraFrames).toEqual([]);
    });
  });
});

test.describe('split layouts (SPEC 9: the small-device breakpoint is 768 px, for the home hero too)', () => {
  /** Whether the picture sits beside the text (to its right or left) rather than under it. */
  async function besideText(text: Locator, picture: Locator) {
    const [textBox, pictureBox] = await Promise.all([text.boundingBox(), picture.boundingBox()]);
    if (!textBox || !pictureBox) throw new Error('The text or the picture has no box');
    return pictureBox.y < textBox.y + textBox.height && (pictureBox.x >= textBox.x + textBox.width || pictureBox.x + pictureBox.width <= textBox.x);
  }

  const layouts = [
    { width: 375, height: 740, beside: false, buttonsInView: true },
    { width: 767, height: 900, beside: false, buttonsInView: false },
    { width: 768, height: 900, beside: true, buttonsInView: false },
    { width: 1023, height: 900, beside: true, buttonsInView: false },
    { width: 1024, height: 900, beside: true, buttonsInView: false },
    { width: 1280, height: 800, beside: true, buttonsInView: true },
  ];

  test(`at ${layouts.map((layout) => layout.width).join(', ')} px the pictures sit beside or under their text, and the Explore button opens its solution`, async ({
    page,
  }) => {
    const [first] = layouts;
    if (!first) throw new Error('no layouts');
    await page.setViewportSize(first);
    await openReady(page, '/');
    const heroPicture = page.locator('header picture').filter({ has: page.getByRole('img', { name: hero?.visual?.image.alt ?? '' }) });
    for (const { width, height, beside, buttonsInView } of layouts) {
      await test.step(`at ${width} px the hero's and the frame heroes' pictures sit ${beside ? 'beside' : 'under'} their text`, async () => {
        await resizeViewport(page, { width, height });
        const heading = page.getByRole('heading', { level: 1 });
        expect(await besideText(heading, heroPicture)).toBe(beside);
        // Beside the picture the heading's type follows its half column, so it keeps to four lines (six at 768 px before).
        if (beside)
          expect(
            await heading.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))),
            'lines of the hero heading',
          ).toBeLessThanOrEqual(4);
        for (const section of frameHeroes) {
          const region = page.getByRole('region', { name: section.header.heading });
          const figure = figureOf(page, section.sequence);
          expect(await besideText(region.getByRole('heading', { level: 2 }), figure), section.sequence).toBe(beside);
          // The still frame's box keeps the sequence's proportions at every width.
          const sequence = sequences[section.sequence];
          const box = await figure.boundingBox();
          expect(
            Math.abs((box?.width ?? 0) / (box?.height ?? 1) - (sequence?.desktop.width ?? 0) / (sequence?.desktop.height ?? 1)),
            section.sequence,
          ).toBeLessThan(0.02);
        }
        // On a phone and on a laptop the hero's two buttons are on the first screen.
        if (buttonsInView) for (const name of [/^Explore Platform/, /^Try Demo/]) await expect(page.getByRole('link', { name })).toBeInViewport();
      });
    }

    await test.step('a frame hero’s Explore button opens its solution page', async () => {
      const section = frameHeroes.at(-1);
      if (!section) throw new Error('no frame hero');
      const target = pages.find((candidate) => candidate.path.toLowerCase() === section.action.target.toLowerCase());
      if (!target) throw new Error(`No page for ${section.action.target}`);
      const link = page.getByRole('region', { name: section.header.heading }).getByRole('link', { name: section.action.label });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${section.action.target}$`, 'i'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(target));
    });
  });
});
