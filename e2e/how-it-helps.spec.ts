import type { Locator } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { pages, site } from './support/content.ts';
import { expect, intersectionObserved, openReady, test, withCookieChoice } from './support/test.ts';

/** The five 'How it helps' pages (SPEC 2.8): banner, reveal video cards, stat tiles, call-to-action band. */
const routes = ['/how-it-helps/sales', '/how-it-helps/engagement', '/how-it-helps/industrial-metaverse', '/how-it-helps/training', '/how-it-helps/integration'];
const SECTION_ORDER = ['page-intro', 'reveal-video-cards', 'stat-tiles', 'cta-band'];

const documentOf = (path: string): PageDocument => {
  const document = pages.find((page) => page.path === path);
  if (!document) throw new Error(`No page file has the path ${path}`);
  return document;
};

const only = <Type extends Section['type']>(document: PageDocument, type: Type) => {
  const [section, ...more] = document.sections.filter((candidate): candidate is Extract<Section, { type: Type }> => candidate.type === type);
  if (!section || more.length > 0) throw new Error(`${document.path} needs exactly one ${type} section`);
  return section;
};

/** Which solution page links to which 'How it helps' pages. */
const solutionLinks = [
  { path: '/solutions/salesxrtreme', targets: ['/how-it-helps/sales'] },
  { path: '/solutions/engagexrtreme', targets: ['/how-it-helps/engagement', '/how-it-helps/training'] },
  { path: '/solutions/TwinXrtreme', targets: ['/how-it-helps/industrial-metaverse', '/how-it-helps/integration'] },
  { path: '/solutions/professionalservices', targets: ['/how-it-helps/integration'] },
];

const viewports = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

const hostedBase = site.media.hostedVideoBaseUrl;
const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('the pages are built as the spec says: three or four video cards and a four-tile stat block each', () => {
  for (const path of routes) {
    const document = documentOf(path);
    expect(
      document.sections.map((section) => section.type),
      path,
    ).toEqual(SECTION_ORDER);
    const cards = only(document, 'reveal-video-cards').cards;
    expect(cards.length, path).toBeGreaterThanOrEqual(3);
    expect(cards.length, path).toBeLessThanOrEqual(4);
    expect(new Set(cards.map((card) => card.video.name)).size, `${path}: no video used twice`).toBe(cards.length);
    expect(only(document, 'stat-tiles').tiles, path).toHaveLength(2);
  }
});

test('sitemap.xml lists the five pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of routes) expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
});

for (const viewport of viewports) {
  test.describe(`'How it helps' pages at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    for (const path of routes) {
      const document = documentOf(path);
      const intro = only(document, 'page-intro');
      const cardsSection = only(document, 'reveal-video-cards');
      const tiles = only(document, 'stat-tiles');

      test(`${path} renders its sections in order, reveals its cards on scroll and shows its tiles`, async ({ page }) => {
        await openReady(page, path);
        const main = page.getByRole('main');
        await expect(main.locator('[data-section-type]')).toHaveCount(SECTION_ORDER.length);
        expect(
          await main.locator('[data-section-type]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section-type'))),
        ).toEqual(SECTION_ORDER);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(intro.header.heading);

        // The cards: each a list item with its h3, its description and its video from the media host.
        const region = page.getByRole('region', { name: cardsSection.header.heading });
        const items = region.getByRole('listitem');
        await expect(items).toHaveCount(cardsSection.cards.length);
        await expect(region.getByRole('heading', { level: 3 })).toHaveText(cardsSection.cards.map((card) => card.title));

        // The last card starts below the first screen, so it waits hidden until it is scrolled to.
        const lastMedia = items.last().locator('[data-reveal-part="media"]');
        await intersectionObserved(lastMedia);
        await expect(lastMedia).toHaveAttribute('data-reveal', 'hidden');
        expect(await opacity(lastMedia)).toBe('0');

        for (const [index, card] of cardsSection.cards.entries()) {
          const item = items.nth(index);
          await expect(item).toContainText(card.description);
          await expect(item.getByText(site.disclaimer)).toHaveCount(card.disclaimer ? 1 : 0);
          const video = item.locator('video');
          await expect(video).toHaveAttribute('aria-label', card.video.label);
          await expect(video).toHaveAttribute('poster', `${hostedBase}/${card.video.name}-poster.webp`);
          const sources = await video.locator('source').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
          expect(sources).toEqual([`${hostedBase}/${card.video.name}.webm`, `${hostedBase}/${card.video.name}.mp4`]);
          for (const source of sources) expect(source.startsWith(`${hostedBase}/`)).toBe(true);

          await item.scrollIntoViewIfNeeded();
          for (const part of ['media', 'text']) {
            const element = item.locator(`[data-reveal-part="${part}"]`);
            await intersectionObserved(element);
            await expect(element).not.toHaveAttribute('data-reveal', 'hidden');
            await expect(element).toHaveCSS('opacity', '1');
          }
        }

        // The stat block: four tiles, the heading tile, the figure (or the text alone) and two statements.
        const block = page.getByRole('region', { name: tiles.title });
        await block.scrollIntoViewIfNeeded();
        await expect(block.locator('[data-tile]')).toHaveCount(4);
        await expect(block.getByRole('heading', { level: 2 })).toHaveText(tiles.title);
        await expect(block.locator('[data-tile="intro"]')).toContainText(tiles.description);
        const stat = block.locator('[data-tile="stat"]');
        if (tiles.stat.value) await expect(stat.getByText(tiles.stat.value, { exact: true })).toBeVisible();
        await expect(stat).toHaveText(tiles.stat.value ? `${tiles.stat.value} ${tiles.stat.text}` : tiles.stat.text);
        await expect(block.locator('[data-tile="text"]')).toHaveText(tiles.tiles);
        for (const tile of await block.locator('[data-tile]').all()) await expect(tile).toBeVisible();

        const band = only(document, 'cta-band');
        const bandRegion = page.getByRole('region', { name: (band.header ?? site.ctaBand.header).heading });
        await bandRegion.scrollIntoViewIfNeeded();
        await expect(bandRegion.getByRole('link', { name: new RegExp(`^${(band.action ?? site.ctaBand.action).label}`) })).toHaveAttribute(
          'href',
          site.externalLinks.scheduling,
        );
      });
    }

    test('the solution pages link to their How it helps pages, and the links lead there', async ({ page }) => {
      for (const { path, targets } of solutionLinks) {
        await openReady(page, path);
        for (const target of targets) await expect(page.getByRole('main').locator(`a[href="${target}"]`), `${path} → ${target}`).toHaveCount(1);
      }
      const [first] = solutionLinks;
      if (!first) throw new Error('no solution links');
      await openReady(page, first.path);
      const link = page.getByRole('main').locator(`a[href="${first.targets[0] ?? ''}"]`);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${first.targets[0] ?? ''}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(only(documentOf(first.targets[0] ?? ''), 'page-intro').header.heading);
    });
  });
}

test.describe('reveal cards without motion', () => {
  test('show at once, unhidden, under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReady(page, routes[0] ?? '');
    const parts = page.locator('[data-reveal-part]');
    await intersectionObserved(parts.last());
    for (const part of await parts.all()) {
      await expect(part).toHaveAttribute('data-reveal', 'static');
      expect(await opacity(part)).toBe('1');
    }
  });

  test('show without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(routes[0] ?? '');
    const parts = page.locator('[data-reveal-part]');
    await expect(parts).toHaveCount(only(documentOf(routes[0] ?? ''), 'reveal-video-cards').cards.length * 2);
    for (const part of await parts.all()) expect(await opacity(part)).toBe('1');
    await context.close();
  });
});
