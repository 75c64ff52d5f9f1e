import type { Locator, Page } from '@playwright/test';
import type { PageDocument, Section } from '../src/content/generated/content-types.ts';
import { specRoleTable } from '../src/sections/industry-role-selector/spec-role-table.fixture.ts';
import { pages } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

/** SPEC 2.5: the nine persona pages, one per industry and group. */
const industries = ['automotive', 'logistics', 'manufacturing'] as const;
const groups = ['sales', 'training', 'twin'] as const;

/** SPEC 2.5's order: banner, hero, capability cards, stat, feature rows, why-choose carousel, then the common sections. */
const SECTION_ORDER = ['page-intro', 'frame-hero', 'solution-cards', 'stat-tiles', 'feature-grid', 'why-carousel', 'link-cards', 'cta-band'];

/** Where each group's pages lead on: its 'How it helps' page, its solution and its frame sequence (SPEC 2.5, 3). */
const groupLinks = {
  sales: { helps: '/how-it-helps/sales', solution: '/solutions/salesxrtreme', sequence: 'car_frames' },
  training: { helps: '/how-it-helps/training', solution: '/solutions/engagexrtreme', sequence: 'robohand' },
  twin: { helps: '/how-it-helps/industrial-metaverse', solution: '/solutions/TwinXrtreme', sequence: 'fueloil' },
} as const;

const personas = industries.flatMap((industry) =>
  groups.map((group) => {
    const path = `/persona/${industry}${group}`;
    const document = pages.find((page) => page.path === path);
    if (!document) throw new Error(`No page file has the path ${path}`);
    const roles = specRoleTable.find((entry) => entry.industry.toLowerCase() === industry)?.roles[group];
    if (!roles) throw new Error(`SPEC 3 has no ${group} roles for ${industry}`);
    return { industry, group, path, document, roles };
  }),
);

function personaDocument(path: string): PageDocument {
  const persona = personas.find((candidate) => candidate.path === path);
  if (!persona) throw new Error(`${path} is not a persona page`);
  return persona.document;
}

const viewports = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

const only = <Type extends Section['type']>(document: PageDocument, type: Type) => {
  const section = document.sections.find((candidate): candidate is Extract<Section, { type: Type }> => candidate.type === type);
  if (!section) throw new Error(`${document.path} has no ${type} section`);
  return section;
};

const carousel = (page: Page) => page.locator('main [data-section-type="why-carousel"]');
const track = (page: Page) => carousel(page).locator('[data-carousel-track]');
const counter = (page: Page) => carousel(page).locator('[data-carousel-counter] [aria-hidden="true"]');
const position = (index: number, count: number) => `${String(index).padStart(2, '0')} / ${String(count).padStart(2, '0')}`;

/** Scrolls the track as a finger or trackpad would: by setting its scroll position, without the buttons. */
const scrollTrack = (locator: Locator, to: 'end' | number) =>
  locator.evaluate((element, target) => {
    element.scrollTo({ left: target === 'end' ? element.scrollWidth : target * 0.7 * element.clientWidth, behavior: 'instant' });
  }, to);

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('every persona page speaks to its own four roles from SPEC 3 and says something of its own', () => {
  const seen = new Set<string>();
  for (const { path, document, roles } of personas) {
    const rows = only(document, 'feature-grid');
    expect(rows.layout, path).toBe('rows');
    expect(
      rows.items.map((item) => item.title),
      `${path}: feature rows`,
    ).toEqual(roles);
    for (const text of [
      only(document, 'page-intro').header.heading,
      only(document, 'frame-hero').header.heading,
      only(document, 'why-carousel').header.heading,
    ]) {
      expect(seen.has(text), `${path} repeats "${text}"`).toBe(false);
      seen.add(text);
    }
    // Each video at most once on a page.
    const videos = only(document, 'solution-cards').cards.flatMap((card) => (card.video ? [card.video.src] : []));
    expect(new Set(videos).size, `${path}: videos`).toBe(videos.length);
  }
});

for (const viewport of viewports) {
  test.describe(`persona pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, group, document } of personas) {
      test(`${path} renders its sections in order and leads on to its solution, 'How it helps' page and a case study`, async ({ page }) => {
        await openReady(page, path);
        const main = page.getByRole('main');
        await expect(main.locator('[data-section-type]')).toHaveCount(SECTION_ORDER.length);
        expect(await main.locator('[data-section-type]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-section-type')))).toEqual(
          SECTION_ORDER,
        );

        // The banner holds the page's one h1; the hero is an h2 below it, animating its group's frames.
        await expect(main.locator('h1')).toHaveCount(1);
        await expect(main.locator('[data-section-type="page-intro"] h1')).toHaveText(only(document, 'page-intro').header.heading);
        await expect(main.locator('[data-section-type="frame-hero"] h2')).toHaveText(only(document, 'frame-hero').header.heading);
        await expect(main.locator(`[data-section-type="frame-hero"] [data-sequence="${groupLinks[group].sequence}"]`)).toBeAttached();

        // Feature rows: the main title, then one h3 per role.
        const rows = main.locator('[data-section-type="feature-grid"]');
        await expect(rows.getByRole('heading', { level: 2 })).toHaveText(only(document, 'feature-grid').header.heading);
        await expect(rows.getByRole('heading', { level: 3 })).toHaveText(only(document, 'feature-grid').items.map((item) => item.title));

        // The carousel, its slides labelled "n of count".
        const slides = only(document, 'why-carousel').slides;
        const region = page.getByRole('region', { name: only(document, 'why-carousel').header.heading });
        await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
        await expect(region.getByRole('group', { name: `1 of ${slides.length}` })).toBeAttached();
        await expect(region.getByRole('heading', { level: 3 })).toHaveText(slides.map((slide) => slide.title));

        const links = main.locator('[data-section-type="link-cards"] a');
        const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
        expect(hrefs).toContain(groupLinks[group].helps);
        expect(hrefs).toContain(groupLinks[group].solution);
        expect(hrefs.some((href) => href === '/CaseStudy' || href === '/casestudy/Aerospacejetengine')).toBe(true);
        await expect(main.locator('[data-section-type="cta-band"] h2')).toBeVisible();
      });
    }

    test('feature rows put the title beside its description on wide screens and above it on phones', async ({ page }) => {
      await openReady(page, '/persona/logisticstwin');
      const row = page.locator('main [data-section-type="feature-grid"] li').first();
      await row.scrollIntoViewIfNeeded();
      const title = await row.getByRole('heading', { level: 3 }).boundingBox();
      const description = await row.locator('p').last().boundingBox();
      if (!title || !description) throw new Error('feature row not laid out');
      if (viewport.width >= 1024) expect(description.x).toBeGreaterThan(title.x + title.width);
      else expect(description.y).toBeGreaterThanOrEqual(title.y + title.height);
    });

    test('the carousel index follows scrolling, the Next and Previous buttons and the arrow keys', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openReady(page, '/persona/logisticstwin');
      const count = only(personaDocument('/persona/logisticstwin'), 'why-carousel').slides.length;
      const previous = carousel(page).getByRole('button', { name: 'Previous reason' });
      const next = carousel(page).getByRole('button', { name: 'Next reason' });
      await track(page).scrollIntoViewIfNeeded();

      await expect(counter(page)).toHaveText(position(1, count));
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      // By script: two steps of 70% of the visible width is the third slide.
      await scrollTrack(track(page), 2);
      await expect(counter(page)).toHaveText(position(3, count));
      await expect(previous).toBeEnabled();

      // The Next button scrolls one step on.
      await next.click();
      await expect(counter(page)).toHaveText(position(4, count));
      // One step is 70% of the visible width (to the pixel: browsers round scroll positions).
      expect(await track(page).evaluate((element) => Math.abs(element.scrollLeft - 3 * 0.7 * element.clientWidth))).toBeLessThanOrEqual(1.5);
      await previous.click();
      await expect(counter(page)).toHaveText(position(3, count));

      // The arrow keys move the focused track.
      await track(page).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(position(2, count));
      for (let step = 2; step < count; step += 1) await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(position(count, count));
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      // Past the end nothing happens.
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(position(count, count));

      await page.keyboard.press('Home');
      await expect(counter(page)).toHaveText(position(1, count));
      await expect(previous).toBeDisabled();
    });

    test('a touch-like scroll moves the index, smooth scrolling included', async ({ page }) => {
      await openReady(page, '/persona/automotivesales');
      const count = only(personaDocument('/persona/automotivesales'), 'why-carousel').slides.length;
      await track(page).scrollIntoViewIfNeeded();
      await track(page).evaluate((element) => {
        element.scrollLeft = 0.7 * element.clientWidth;
      });
      await expect(counter(page)).toHaveText(position(2, count));
      await scrollTrack(track(page), 'end');
      await expect(counter(page)).toHaveText(position(count, count));
      await expect(carousel(page).getByRole('button', { name: 'Next reason' })).toBeDisabled();
      // A real swipe gesture on the track (touch points need a touch-enabled context, so a wheel stands in for the trackpad).
      await track(page).hover();
      await page.mouse.wheel(-4000, 0);
      await expect(counter(page)).toHaveText(position(1, count));
      await expect(carousel(page).getByRole('button', { name: 'Previous reason' })).toBeDisabled();
    });
  });
}

// axe checks every persona page at 1280 px and 375 px in accessibility.spec.ts.
