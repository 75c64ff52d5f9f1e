import type { Page } from '@playwright/test';
import type { LinkCardsSection, PageDocument } from '../src/content/generated/content-types.ts';
import { headingOf, pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

/**
 * The five named persona routes of SPEC 2.5 (issue 14): audience hubs at lower-case addresses under /persona/,
 * reachable by their capitalised names too, each a page-intro, link cards to the persona, solution, 'How it
 * helps' and case-study pages, and the call-to-action band. At 1280 px and 375 px.
 */

const HUBS = [
  { path: '/persona/automotive', specName: 'AutomotivePersonas' },
  { path: '/persona/marketing', specName: 'MarketingPersona' },
  { path: '/persona/industrial', specName: 'IndustrialPersona' },
  { path: '/persona/training', specName: 'TrainingPersona' },
  { path: '/persona/technology', specName: 'TechnologyPersona' },
].map((hub) => {
  const document = pages.find((page) => page.path === hub.path);
  if (!document) throw new Error(`No page file has the path ${hub.path}`);
  return { ...hub, document };
});

const automotiveHub = HUBS.find((hub) => hub.specName === 'AutomotivePersonas') ?? HUBS[0];
if (!automotiveHub) throw new Error('No automotive hub');

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

const linkCardsOf = (document: PageDocument) => document.sections.filter((section): section is LinkCardsSection => section.type === 'link-cards');

/** Marks the current document, so a test can tell a client-side navigation (mark kept) from a full load (mark gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset['hubsMark'] = 'kept';
  });

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('every hub links to persona pages, solutions, "How it helps" pages and case studies', () => {
  for (const { path, document } of HUBS) {
    const targets = linkCardsOf(document).flatMap((section) => section.cards.map((card) => card.link.target));
    expect(
      targets.filter((target) => /^\/persona\/[a-z]+(sales|training|twin)$/.test(target)),
      `${path}: persona pages`,
    ).not.toHaveLength(0);
    expect(
      targets.filter((target) => target.startsWith('/solutions/')),
      `${path}: solutions`,
    ).not.toHaveLength(0);
    expect(
      targets.filter((target) => target.startsWith('/how-it-helps/')),
      `${path}: how it helps`,
    ).not.toHaveLength(0);
    expect(
      targets.filter((target) => /^\/casestudy/i.test(target)),
      `${path}: case studies`,
    ).not.toHaveLength(0);
  }
});

for (const viewport of VIEWPORTS) {
  test.describe(`persona hubs at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, document } of HUBS) {
      test(`${path} renders its sections in order, every card as one link, and has no axe violations`, async ({ page }) => {
        await openReady(page, path);
        const main = page.getByRole('main');
        await expect(main.locator('[data-section-type]')).toHaveCount(document.sections.length);
        expect(
          await main.locator('[data-section-type]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section-type'))),
        ).toEqual(document.sections.map((section) => section.type));
        await expect(main.locator('h1')).toHaveCount(1);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(headingOf(document));

        for (const section of linkCardsOf(document)) {
          const region = page.getByRole('region', { name: section.header.heading, exact: true });
          await region.scrollIntoViewIfNeeded();
          await expect(region.getByRole('heading', { level: 3 })).toHaveText(section.cards.map((card) => card.title));
          const items = region.getByRole('listitem');
          await expect(items).toHaveCount(section.cards.length);
          for (const [index, card] of section.cards.entries()) {
            const link = items.nth(index).getByRole('link');
            await expect(link).toHaveCount(1);
            await expect(link).toHaveAccessibleName(card.link.accessibleLabel ?? card.link.label);
            await expect(link).toHaveAttribute('href', card.link.target);
            await expect(link).not.toHaveAttribute('target', '_blank');
            if (card.image) await expect(items.nth(index).getByRole('img', { name: card.image.alt })).toHaveAttribute('loading', 'lazy');
          }
        }
      });
    }

    test('the cards lay out in one column on phones and three on wide screens, and the whole card is the link', async ({ page }) => {
      const { document } = automotiveHub;
      const [roles] = linkCardsOf(document);
      if (!roles) throw new Error('the automotive hub needs link cards');
      await openReady(page, document.path);
      const region = page.getByRole('region', { name: roles.header.heading, exact: true });
      await region.scrollIntoViewIfNeeded();
      const items = region.getByRole('listitem');
      const boxes = await Promise.all([0, 1, 2].map(async (index) => (await items.nth(index).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
      const rows = new Set(boxes.map((box) => Math.round(box.y)));
      expect(rows.size).toBe(viewport.width >= 1280 ? 1 : 3);

      // A click on the card's description (not on its link's words) follows the card's link, without a full page load.
      const [first] = roles.cards;
      if (!first) throw new Error('no card');
      await markDocument(page);
      // The link's ::after covers the card, so the pointer lands on the link wherever it is over the card.
      const description = await items.first().getByText(first.description).boundingBox();
      if (!description) throw new Error('the description has no box');
      await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
      await expect(page).toHaveURL(first.link.target);
      await expect(page.locator('html')).toHaveAttribute('data-hubs-mark', 'kept');
      const target = pages.find((candidate) => candidate.path === first.link.target);
      if (!target) throw new Error(`No page for ${first.link.target}`);
      await expect(page.locator('h1')).toHaveText(headingOf(target));
    });

    test('a card shows a visible focus ring round the whole card when its link has keyboard focus', async ({ page }) => {
      const { document } = automotiveHub;
      const [roles] = linkCardsOf(document);
      const first = roles?.cards[0];
      if (!roles || !first) throw new Error('the automotive hub needs link cards');
      await openReady(page, document.path);
      const link = page.getByRole('region', { name: roles.header.heading, exact: true }).getByRole('link', { name: first.link.label });
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const ring = await link.evaluate((element) => getComputedStyle(element, '::after').boxShadow);
      expect(ring).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(first.link.target);
    });
  });
}

test.describe('the capitalised names of the hubs', () => {
  for (const { path, specName, document } of HUBS) {
    // The aliases themselves are also checked in a browser by routes.spec.ts; this adds the all-lowercase spelling.
    test(`/${specName}, /persona/${specName} and /persona/${specName.toLowerCase()} answer 200 with the hub's h1 and a canonical link to ${path}`, async ({
      request,
    }) => {
      for (const url of [`/${specName}`, `/persona/${specName}`, `/persona/${specName.toLowerCase()}`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<link rel="canonical" href="${site.siteUrl}${path}"`);
        expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1], url).toBe(headingOf(document));
      }
    });
  }

  test('a card on a hub opened by its capitalised name navigates client-side to its target', async ({ page }) => {
    const hub = HUBS.find((candidate) => candidate.specName === 'TrainingPersona');
    const solutions = hub && linkCardsOf(hub.document).find((section) => section.cards.some((card) => card.link.target.startsWith('/solutions/')));
    const card = solutions?.cards.find((candidate) => candidate.link.target.startsWith('/solutions/'));
    if (!solutions || !card) throw new Error('the training hub needs a solutions card');
    await openReady(page, '/persona/TrainingPersona');
    await markDocument(page);
    await page.getByRole('region', { name: solutions.header.heading, exact: true }).getByRole('link', { name: card.link.label }).click();
    await expect(page).toHaveURL(card.link.target);
    await expect(page.locator('html')).toHaveAttribute('data-hubs-mark', 'kept');
    const target = pages.find((candidate) => candidate.path === card.link.target);
    if (!target) throw new Error(`No page for ${card.link.target}`);
    await expect(page.locator('h1')).toHaveText(headingOf(target));
  });
});
