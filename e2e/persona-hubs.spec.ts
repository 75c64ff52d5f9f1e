import type { Page } from '@playwright/test';
import type { LinkCardsSection, PageDocument } from '../src/content/generated/content-types.ts';
import { headingOf, pages } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The persona hubs of SPEC 2.5 (issue 14) in a browser: the cards' layout at 1280 px and 375 px with the whole
 * card as its link, the focus ring round a card, and client-side navigation from a hub opened by its capitalised
 * name. What each hub is built with (sections, headings, cards, links, images, the capitalised addresses) is read
 * from the build in tests/html/persona-hubs.test.ts.
 */

const HUBS = [
  { path: '/persona/automotive', specName: 'AutomotivePersonas' },
  { path: '/persona/training', specName: 'TrainingPersona' },
].map((hub) => {
  const document = pages.find((page) => page.path === hub.path);
  if (!document) throw new Error(`No page file has the path ${hub.path}`);
  return { ...hub, document };
});

const automotiveHub = HUBS.find((hub) => hub.specName === 'AutomotivePersonas') ?? HUBS[0];
if (!automotiveHub) throw new Error('No automotive hub');

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const linkCardsOf = (document: PageDocument) => document.sections.filter((section): section is LinkCardsSection => section.type === 'link-cards');

/** Marks the current document, so a test can tell a client-side navigation (mark kept) from a full load (mark gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset['hubsMark'] = 'kept';
  });

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** Clicks the middle of the first card's description (not its link's words): the link's ::after covers the card. */
async function clickFirstCardDescription(page: Page, section: LinkCardsSection) {
  const [first] = section.cards;
  if (!first) throw new Error('no card');
  const region = page.getByRole('region', { name: section.header.heading, exact: true });
  // Forced: the link's ::after lies over the description, so the description itself never receives the click; the
  // link does, which is what this proves. Playwright scrolls it into view and clicks its middle in one action, so the
  // page cannot move between measuring and clicking (a separate measure and mouse click could miss after a scroll).
  await region.getByRole('listitem').first().getByText(first.description).click({ force: true });
  return first;
}

/** Expects a client-side navigation to `target`: the address, the mark still on the document, the target's h1. */
async function expectClientSideAt(page: Page, target: string) {
  await expect(page).toHaveURL(target);
  await expect(page.locator('html')).toHaveAttribute('data-hubs-mark', 'kept');
  const document = pages.find((candidate) => candidate.path === target);
  if (!document) throw new Error(`No page for ${target}`);
  await expect(page.locator('h1')).toHaveText(headingOf(document));
}

test('the cards lay out in three columns on wide screens and one on phones, and the whole card is the link', async ({ page }) => {
  const { document } = automotiveHub;
  const [roles] = linkCardsOf(document);
  if (!roles) throw new Error('the automotive hub needs link cards');
  const region = page.getByRole('region', { name: roles.header.heading, exact: true });
  const rows = async () => {
    await region.scrollIntoViewIfNeeded();
    const items = region.getByRole('listitem');
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await items.nth(index).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
    return new Set(boxes.map((box) => Math.round(box.y))).size;
  };

  await page.setViewportSize(WIDE);
  await openReady(page, document.path);
  await markDocument(page);

  await test.step('1280 px: one row of three; a click on a card follows its link, without a full page load', async () => {
    expect(await rows()).toBe(1);
    const first = await clickFirstCardDescription(page, roles);
    await expectClientSideAt(page, first.link.target);
  });

  await test.step('375 px: one card a row; a click on a card follows its link, without a full page load', async () => {
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(headingOf(document));
    await resizeViewport(page, PHONE);
    expect(await rows()).toBe(3);
    const first = await clickFirstCardDescription(page, roles);
    await expectClientSideAt(page, first.link.target);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE });

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

  test('a card on a hub opened by its capitalised name navigates client-side to its target', async ({ page }) => {
    const hub = HUBS.find((candidate) => candidate.specName === 'TrainingPersona');
    const solutions = hub && linkCardsOf(hub.document).find((section) => section.cards.some((card) => card.link.target.startsWith('/solutions/')));
    const card = solutions?.cards.find((candidate) => candidate.link.target.startsWith('/solutions/'));
    if (!solutions || !card) throw new Error('the training hub needs a solutions card');
    await openReady(page, '/persona/TrainingPersona');
    await markDocument(page);
    await page.getByRole('region', { name: solutions.header.heading, exact: true }).getByRole('link', { name: card.link.label }).click();
    await expectClientSideAt(page, card.link.target);
  });
});
