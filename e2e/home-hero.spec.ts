import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { FrameHeroSection, HeroSection } from '../src/content/generated/content-types.ts';
import { headingOf, pages, site } from './support/content.ts';
import { expect, installClock, intersectionObserved, openReady, stopClock, test, withCookieChoice } from './support/test.ts';

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

const figureOf = (page: Page, key: string) => page.locator(`figure[data-sequence="${key}"]`);
const frameOf = async (page: Page, key: string) => Number(await figureOf(page, key).getAttribute('data-frame'));

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`home hero at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the hero buttons open the platform app and the scheduling page in new tabs', async ({ page }) => {
      expect(hero?.actions.map((action) => [action.label, action.target])).toEqual([
        ['Explore Platform', 'platformApp'],
        ['Try Demo', 'scheduling'],
      ]);
      await openReady(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero?.header.heading ?? '');
      const explore = page.getByRole('link', { name: /^Explore Platform/ });
      const demo = page.getByRole('link', { name: /^Try Demo/ });
      await expect(explore).toHaveAttribute('href', site.externalLinks.platformApp);
      await expect(demo).toHaveAttribute('href', site.externalLinks.scheduling);
      for (const link of [explore, demo]) {
        await expect(link).toBeInViewport();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('the hero visual: its still in the raw HTML with high priority, then the muted loop once the page has loaded', async ({ page, request }) => {
      const visual = hero?.visual;
      if (!visual?.loop) throw new Error('The home hero has no visual with a loop');
      const html = await (await request.get('/')).text();
      const still = new RegExp(`<img src="${visual.image.src}-\\d+\\.webp" alt="${visual.image.alt ?? ''}"[^>]*fetchPriority="high"`, 'i');
      expect(html).toMatch(still);
      expect(html).not.toContain(`${visual.loop}.webm`);

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

    test('under reduced motion the hero visual stays a still: no loop is ever fetched', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const loopRequests: string[] = [];
      page.on('request', (request) => {
        if (/home-hero\.(webm|mp4)|loop-player/.test(request.url())) loopRequests.push(request.url());
      });
      await openReady(page, '/');
      // Past the load event and the idle wait the loop would have started after.
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

    test('the raw HTML holds the hero text and every frame hero’s first frame with its size', async ({ request }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(hero?.header.heading ?? 'missing');
      for (const section of frameHeroes) {
        const sequence = sequences[section.sequence];
        if (!sequence) throw new Error(section.sequence);
        const first = `${sequence.path}/desktop/${String(sequence.firstNumber).padStart(sequence.digits, '0')}.webp`;
        expect(html).toContain(`<img src="${first}" alt="${section.alt}" width="${sequence.desktop.width}" height="${sequence.desktop.height}"`);
        expect(html).toContain(`type="image/avif" srcSet="${sequence.path}/mobile/`);
      }
    });

    test('a play-once hero waits until it is in view, then plays to its last frame and stops', async ({ page }) => {
      const { section, sequence } = playOnce;
      const frameRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`${sequence.path}/`)) frameRequests.push(request.url());
      });
      await installClock(page);
      await openReady(page, '/');
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
      // The frames match the screen: 720 px frames on phones, 1440 px frames on wider screens.
      const size = viewport.width < 768 ? 'mobile' : 'desktop';
      const animationFrames = frameRequests.filter((url) => !url.includes(firstFrameName(section)));
      expect(animationFrames.length).toBeGreaterThan(0);
      expect(animationFrames.filter((url) => !url.includes(`/${size}/`))).toEqual([]);
      expect(frameRequests.some((url) => url.includes(`/${size}/`) && url.endsWith('.avif'))).toBe(true);
    });

    test('an autoplay hero stops its cutoff frames before the end', async ({ page }) => {
      const { section, sequence } = autoplay;
      await openReady(page, '/');
      const figure = figureOf(page, section.sequence);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute('data-state', 'ended', { timeout: 10_000 });
      expect(await frameOf(page, section.sequence)).toBe(sequence.count - (section.cutoff ?? 1) - 1);
    });

    test('the pause button freezes the animation and play resumes it', async ({ page }) => {
      const { section } = longest;
      await installClock(page);
      await openReady(page, '/');
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

    test('under reduced motion every frame hero shows its still frame and loads no other frames', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const extraFrames: string[] = [];
      page.on('request', (request) => {
        if (/\/media\/frames\/.+\.(avif|webp)$/.test(request.url()) && !frameHeroes.some((section) => request.url().includes(firstFrameName(section))))
          extraFrames.push(request.url());
      });
      await installClock(page);
      await openReady(page, '/');
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

    test('the three frame heroes link to the sales, engagement and twin solutions', () => {
      expect(frameHeroes.map((section) => section.action.target.toLowerCase())).toEqual([
        '/solutions/salesxrtreme',
        '/solutions/engagexrtreme',
        '/solutions/twinxrtreme',
      ]);
    });

    for (const section of frameHeroes) {
      test(`the Explore button of "${section.header.heading}" opens ${section.action.target}`, async ({ page }) => {
        const target = pages.find((candidate) => candidate.path.toLowerCase() === section.action.target.toLowerCase());
        await openReady(page, '/');
        const link = page.getByRole('region', { name: section.header.heading }).getByRole('link', { name: section.action.label });
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${section.action.target}$`, 'i'));
        if (!target) throw new Error(`No page for ${section.action.target}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(target));
      });
    }
  });
}

function firstFrameName(section: FrameHeroContent): string {
  const sequence = sequences[section.sequence];
  if (!sequence) throw new Error(section.sequence);
  return `/${String(sequence.firstNumber).padStart(sequence.digits, '0')}.`;
}

test.describe('split layouts (SPEC 9: the small-device breakpoint is 768 px, for the home hero too)', () => {
  /** Whether the picture sits beside the text (to its right or left) rather than under it. */
  async function besideText(text: Locator, picture: Locator) {
    const [textBox, pictureBox] = await Promise.all([text.boundingBox(), picture.boundingBox()]);
    if (!textBox || !pictureBox) throw new Error('The text or the picture has no box');
    return pictureBox.y < textBox.y + textBox.height && (pictureBox.x >= textBox.x + textBox.width || pictureBox.x + pictureBox.width <= textBox.x);
  }

  for (const { width, beside } of [
    { width: 767, beside: false },
    { width: 768, beside: true },
    { width: 1024, beside: true },
  ]) {
    test(`at ${width} px the hero's and the frame heroes' pictures sit ${beside ? 'beside' : 'under'} their text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openReady(page, '/');
      const heroPicture = page.locator('header picture').filter({ has: page.getByRole('img', { name: hero?.visual?.image.alt ?? '' }) });
      expect(await besideText(page.getByRole('heading', { level: 1 }), heroPicture)).toBe(beside);
      for (const section of frameHeroes) {
        const region = page.getByRole('region', { name: section.header.heading });
        expect(await besideText(region.getByRole('heading', { level: 2 }), figureOf(page, section.sequence)), section.sequence).toBe(beside);
      }
    });
  }
});
