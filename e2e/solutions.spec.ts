import type { Locator, Page } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { pages, site } from './support/content.ts';
import { expect, intersectionObserved, openReady, test, withCookieChoice } from './support/test.ts';

/** The four solution pages (SPEC 2.8) and the marketing claim each must state, as a figure and in a sentence. */
const solutionPages = [
  { path: '/solutions/salesxrtreme', figure: '6X', sentence: 'up to 6X sales conversion' },
  { path: '/solutions/engagexrtreme', figure: '50%', sentence: '50% faster learning cycles' },
  { path: '/solutions/TwinXrtreme', figure: '30%', sentence: 'cut factory setup costs by up to 30%' },
  { path: '/solutions/professionalservices', figure: undefined, sentence: undefined },
].map((entry) => {
  const document = pages.find((page) => page.path === entry.path);
  if (!document) throw new Error(`No page file has the path ${entry.path}`);
  return { ...entry, document };
});

const viewports = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

const scheduling = site.externalLinks.scheduling;
const demoLabel = new RegExp(`^${site.heroAction.label}`);

const sectionsOf = <Type extends Section['type']>(document: PageDocument, type: Type) =>
  document.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type);

/** The opening block: the page-intro header or the frame-hero section that holds the page's one h1. */
const hero = (page: Page) =>
  page
    .getByRole('main')
    .locator('header, section')
    .filter({ has: page.locator('h1') })
    .first();

const videoState = (video: Locator) => video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }));

test.beforeEach(async ({ page, context }) => {
  await withCookieChoice(page);
  // The booking page is another site: a stand-in keeps the tests off the network.
  await context.route(`${new URL(scheduling).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Scheduling</title>' }),
  );
});

test('the sales and engagement pages show each of their four solutions as a video (SPEC 2.8)', () => {
  for (const { path, document } of solutionPages.slice(0, 2)) {
    const cards = sectionsOf(document, 'solution-cards').flatMap((section) => section.cards);
    expect(
      cards.map((card) => card.title),
      path,
    ).toHaveLength(4);
    expect(
      cards.filter((card) => !card.video).map((card) => card.title),
      `${path}: cards without a video`,
    ).toEqual([]);
  }
});

for (const viewport of viewports) {
  test.describe(`solution pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, figure, sentence, document } of solutionPages) {
      test(`${path} shows its hero, every section's headings and cards, its claim and the demo links`, async ({ page }) => {
        await openReady(page, path);
        const main = page.getByRole('main');

        // One h1, in the opening block, with the site's Request a Demo button beside the opening's own content.
        await expect(main.locator('h1')).toHaveCount(1);
        const opening = document.sections[0];
        if (opening?.type !== 'page-intro' && opening?.type !== 'frame-hero') throw new Error(`${path} must open with a page-intro or frame-hero`);
        await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(opening.header.heading);
        const demo = hero(page).getByRole('link', { name: demoLabel });
        await expect(demo).toBeVisible();
        await expect(demo).toHaveAttribute('href', scheduling);
        await expect(demo).toHaveAttribute('target', '_blank');
        const [booking] = await Promise.all([page.waitForEvent('popup'), demo.click()]);
        await booking.waitForLoadState();
        expect(booking.url().startsWith(scheduling)).toBe(true);
        expect(new URL(booking.url()).searchParams.get('month')).toMatch(/^\d{4}-\d{2}$/);
        await booking.close();

        if (opening.type === 'frame-hero') {
          expect(opening.sequence).toBe('car_frames');
          expect(opening.variant).toBe('autoplay');
          expect(opening.cutoff).toBe(13);
          await expect(hero(page).locator('[data-sequence="car_frames"] img')).toHaveAttribute('alt', opening.alt);
          await expect(hero(page).getByRole('link', { name: opening.action.label, exact: true })).toHaveAttribute('href', opening.action.target);
        }

        if (figure && sentence) {
          await expect(hero(page).getByText(figure, { exact: true })).toBeVisible();
          await expect(hero(page)).toContainText(sentence);
        }

        for (const section of sectionsOf(document, 'solution-cards')) {
          const region = page.getByRole('region', { name: section.header.heading });
          await region.scrollIntoViewIfNeeded();
          await expect(region.getByRole('listitem')).toHaveCount(section.cards.length);
          await expect(region.getByRole('heading', { level: 3 })).toHaveText(section.cards.map((card) => card.title));
          for (const card of section.cards) {
            const item = region.getByRole('listitem').filter({ has: page.getByRole('heading', { name: card.title, exact: true }) });
            await expect(item).toContainText(card.description);
            await expect(item.getByText(site.disclaimer)).toHaveCount(card.disclaimer ? 1 : 0);
            if (card.video) await expect(item.locator('video')).toHaveAttribute('aria-label', card.video.label);
            if (card.image) await expect(item.getByRole('img', { name: card.image.alt })).toHaveAttribute('loading', 'lazy');
          }
        }

        for (const section of sectionsOf(document, 'feature-grid')) {
          const region = page.getByRole('region', { name: section.header.heading });
          await region.scrollIntoViewIfNeeded();
          await expect(region.getByRole('heading', { level: 3 })).toHaveText(section.items.map((item) => item.title));
          for (const item of section.items) await expect(region).toContainText(item.description);
          if (section.numbered) {
            await expect(region.locator('ol > li')).toHaveCount(section.items.length);
            await expect(region.locator('ol > li [aria-hidden="true"]')).toHaveText(section.items.map((_, index) => String(index + 1).padStart(2, '0')));
          }
          for (const label of section.items.flatMap((item) => (item.label ? [item.label] : [])))
            await expect(region.getByText(label, { exact: true })).toBeVisible();
        }

        for (const section of sectionsOf(document, 'why-slider')) {
          const region = page.getByRole('region', { name: section.header.heading });
          await region.scrollIntoViewIfNeeded();
          // The slider moves on by itself, so any slide may be showing: each one's title is in it.
          await expect(region.getByRole('heading', { level: 3 }).first()).toBeVisible();
          for (const slide of section.slides) await expect(region).toContainText(slide.title);
        }

        for (const section of sectionsOf(document, 'media-text')) {
          const region = page.getByRole('region', { name: section.header.heading });
          await region.scrollIntoViewIfNeeded();
          for (const paragraph of section.paragraphs ?? []) await expect(region).toContainText(paragraph);
        }

        const [band, ...moreBands] = sectionsOf(document, 'cta-band');
        expect(band, `${path} ends with a call-to-action band`).toBeDefined();
        expect(moreBands).toHaveLength(0);
        const bandRegion = page.getByRole('region', { name: (band?.header ?? site.ctaBand.header).heading });
        await bandRegion.scrollIntoViewIfNeeded();
        const bandLink = bandRegion.getByRole('link', { name: new RegExp(`^${(band?.action ?? site.ctaBand.action).label}`) });
        await expect(bandLink).toHaveAttribute('href', scheduling);
        await expect(bandLink).toHaveAttribute('target', '_blank');
      });

      const videoCount = document.sections.reduce(
        (count, section) =>
          count + (section.type === 'solution-cards' ? section.cards.filter((card) => card.video).length : 0) + ('video' in section && section.video ? 1 : 0),
        0,
      );
      if (videoCount === 0) continue;

      test(`${path}: every video (${String(videoCount)}) carries the fallback text, plays on screen and stays paused off screen`, async ({ page }) => {
        await openReady(page, path);
        const videos = page.getByRole('main').locator('video');
        await expect(videos).toHaveCount(videoCount);
        const sources = await videos.evaluateAll((elements) => elements.map((element) => element.querySelector('source')?.getAttribute('src')));
        expect(new Set(sources).size, 'no video is used twice on the page').toBe(videoCount);

        for (const video of await videos.all()) {
          await expect(video).toContainText(site.accessibility.videoUnsupported);
          await expect(video).toHaveAttribute('preload', 'none');
          expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
        }

        // Off screen from the start: a video below the first screen has not started.
        const viewportHeight = viewport.height;
        for (const video of await videos.all()) {
          const box = await video.boundingBox();
          if (box && box.y > viewportHeight) expect((await videoState(video)).paused).toBe(true);
        }

        const footer = page.getByRole('contentinfo');
        for (const video of await videos.all()) {
          await video.scrollIntoViewIfNeeded();
          await expect.poll(async () => (await videoState(video)).time, { timeout: 10_000 }).toBeGreaterThan(0);
          expect((await videoState(video)).paused).toBe(false);
          await footer.scrollIntoViewIfNeeded();
          await expect.poll(async () => (await videoState(video)).paused).toBe(true);
          // And it stays paused while it is away: the page's observers have been told again, and nothing restarted it.
          const pausedAt = (await videoState(video)).time;
          await intersectionObserved(video);
          expect(await videoState(video)).toEqual({ paused: true, time: pausedAt });
        }
        for (const video of await videos.all()) expect((await videoState(video)).paused).toBe(true);
      });
    }
  });
}

test.describe('feature grids of five or more cards on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const services = solutionPages.find(({ path }) => path === '/solutions/professionalservices')?.document;
  const grid = services ? sectionsOf(services, 'feature-grid').find((section) => section.layout === 'cards' && section.items.length >= 5) : undefined;
  if (!grid) throw new Error('the professional services page needs a feature grid of five or more cards');

  test('are a swipeable row that keyboard users can focus and scroll', async ({ page }) => {
    await openReady(page, '/solutions/professionalservices');
    const row = page.getByRole('list', { name: grid.header.heading });
    await row.scrollIntoViewIfNeeded();
    await expect(row).toHaveAttribute('tabindex', '0');
    const { scrollWidth, clientWidth } = await row.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
    // The first card fills most of the screen and the next one peeks in.
    const [first, second] = await row
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(first?.width).toBeGreaterThan(375 * 0.7);
    expect(second?.left).toBeLessThan(375);

    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
