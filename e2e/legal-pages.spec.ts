/**
 * The legal and company pages (issue 16, SPEC 2.9): each page's title, date and numbered sections, the table of
 * contents jumping to its sections (clear of the sticky navigation), the 18+ rule, a Privacy Policy that matches what
 * the site really stores, the German Impressum, axe on every page, and the print stylesheet.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { LegalDocumentSection } from '../src/content/generated/content-types.ts';
import { WCAG_22_AA } from './support/axe.ts';
import { pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

function legalDocumentAt(path: string): LegalDocumentSection {
  const section = pages
    .find((page) => page.path === path)
    ?.sections.find((candidate): candidate is LegalDocumentSection => candidate.type === 'legal-document');
  if (!section) throw new Error(`${path} has no legal-document section`);
  return section;
}

/** Each page, its h1, its date as visitors read it (where it has one) and, where SPEC 2.9 fixes it, its section count. */
const LEGAL_PAGES = [
  { path: '/terms', title: 'Terms & Conditions', date: '22 August 2025', sectionCount: 8 },
  { path: '/privacy', title: 'Privacy Policy', date: '22 August 2025', sectionCount: 7 },
  { path: '/corporate-info', title: 'Corporate Information', date: undefined, sectionCount: legalDocumentAt('/corporate-info').sections.length },
  { path: '/impressum', title: 'Impressum', date: undefined, sectionCount: legalDocumentAt('/impressum').sections.length },
] as const;

const IMPRESSUM_HEADINGS = ['Angaben gemäß § 5 DDG', 'Vertreten durch', 'Kontakt', 'Haftung für Inhalte', 'Haftung für Links'];

const legalArticle = (page: Page) => page.locator('main [data-section-type="legal-document"] article');
const sectionHeadings = (page: Page) => legalArticle(page).getByRole('heading', { level: 2 });

test.describe('legal and company pages', () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  for (const { path, title, date, sectionCount } of LEGAL_PAGES) {
    test(`${path} shows its title, its date where it has one and its ${sectionCount} sections, each listed in the table of contents`, async ({ page }) => {
      const document = legalDocumentAt(path);
      await openReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const time = legalArticle(page).locator('time');
      if (date) {
        await expect(time).toHaveText(date);
        await expect(time).toHaveAttribute('datetime', document.lastUpdated?.date ?? '');
        await expect(time).toBeVisible();
      } else {
        await expect(time).toHaveCount(0);
      }
      await expect(sectionHeadings(page)).toHaveCount(sectionCount);
      if (document.numbered) {
        await expect(sectionHeadings(page)).toHaveText(document.sections.map((section, index) => `${index + 1}. ${section.heading}`));
      }
      const links = page.getByRole('navigation', { name: document.contentsLabel }).getByRole('link');
      await expect(links).toHaveCount(sectionCount);
      for (const [index, section] of document.sections.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `#${section.id}`);
        await expect(legalArticle(page).locator(`[id="${section.id}"]`)).toHaveCount(1);
      }
    });
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a table-of-contents link brings its section into view, below the sticky navigation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openReady(page, '/terms');
      const contents = page.getByRole('navigation', { name: legalDocumentAt('/terms').contentsLabel });
      for (const [name, id] of [
        ['7. Governing law', 'governing-law'],
        ['2. Eligibility', 'eligibility'],
      ] as const) {
        // On phones the contents sit above the text, so go back to them first.
        await contents.scrollIntoViewIfNeeded();
        await contents.getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`/terms#${id}$`));
        const heading = page.getByRole('heading', { level: 2, name });
        await expect(heading).toBeInViewport();
        const navigation = await page.getByRole('banner').boundingBox();
        const navigationBottom = navigation ? navigation.y + navigation.height : 0;
        const headingTop = (await heading.boundingBox())?.y ?? -1;
        expect(headingTop, `${name} is not hidden under the navigation`).toBeGreaterThanOrEqual(navigationBottom);
      }
    });
  }

  test('the Terms state the 18+ rule and Indian law with the courts at Chennai', async ({ page }) => {
    await openReady(page, '/terms');
    const eligibility = legalArticle(page).locator('#eligibility');
    await expect(eligibility.getByRole('heading', { level: 2 })).toHaveText('2. Eligibility');
    await expect(eligibility).toContainText('18');
    await expect(eligibility).toContainText('at least 18 years old');
    await expect(legalArticle(page).locator('#governing-law')).toContainText('laws of India');
    await expect(legalArticle(page).locator('#governing-law')).toContainText('courts at Chennai');
  });

  test('the Privacy Policy says what the site really stores: the cookie choice in localStorage, and no cookies', async ({ page, context }) => {
    // A first visit, without a stored choice.
    await page.addInitScript(() => {
      if (window === window.top) window.localStorage.removeItem('cookie-consent');
    });
    await openReady(page, '/privacy');
    const cookies = legalArticle(page).locator('#cookies');
    await expect(cookies.getByRole('heading', { level: 2 })).toHaveText('3. Cookies');
    await expect(cookies).toContainText('localStorage');
    await expect(cookies).toContainText('"cookie-consent"');
    await expect(cookies).toContainText('sets no cookies');
    await expect(legalArticle(page).locator('#data-sharing')).toContainText('Formspree, Inc.');

    // What the policy says, the site does: the answer goes to localStorage under that key, and no cookie is set.
    await page.getByTestId('cookie-banner').getByRole('button', { name: site.cookieBanner.declineLabel }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('declined');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await context.cookies()).toEqual([]);
  });

  test('the Impressum is German, marked lang="de" inside an English page, with the usual headings', async ({ page }) => {
    await openReady(page, '/impressum');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(legalArticle(page)).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toBeVisible();
    const headings = await sectionHeadings(page).allTextContents();
    expect(headings).toEqual(expect.arrayContaining(IMPRESSUM_HEADINGS));
    await expect(legalArticle(page).locator('#angaben-gemaess-5-ddg')).toContainText('Chennai 600113');
    await expect(legalArticle(page).locator('#vertreten-durch')).toContainText('Jonathan Mercer');
  });

  for (const { path } of LEGAL_PAGES) {
    test(`${path} has no axe violations (WCAG 2.2 AA) at 1280 px and 375 px, with the cookie banner shown`, async ({ page }) => {
      await page.addInitScript(() => {
        if (window === window.top) window.localStorage.removeItem('cookie-consent');
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await openReady(page, path);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations, 'violations at 1280 px').toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations, 'violations at 375 px').toEqual([]);
    });
  }
});

test.describe('printing a legal page', () => {
  test('leaves out the navigation, footer, cookie banner and call to action, and prints the text black on white', async ({ page }) => {
    await page.addInitScript(() => {
      if (window === window.top) window.localStorage.removeItem('cookie-consent');
    });
    await openReady(page, '/privacy');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // includeHidden: a role query skips hidden elements, and these must be found to be seen hidden.
    const chrome = [
      page.getByRole('banner', { includeHidden: true }),
      page.getByRole('contentinfo', { includeHidden: true }),
      page.getByTestId('cookie-banner'),
      page.locator('main [data-section-type="cta-band"] section'),
      page.getByRole('link', { name: site.accessibility.skipLinkLabel, includeHidden: true }),
    ];
    for (const element of chrome) {
      await expect(element).toHaveCount(1);
      await expect(element).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const cookies = legalArticle(page).locator('#cookies');
    await expect(cookies).toBeVisible();
    await expect(cookies.locator('p').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(0);
  });

  test('hides the splash too, which covers the page while it loads (pre-rendered, before any script runs)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.emulateMedia({ media: 'print' });
    await page.goto('/terms');
    // Without JavaScript every piece of chrome is in the page, so each one is really there, and really hidden.
    for (const chrome of [
      page.getByTestId('splash'),
      page.getByTestId('cookie-banner'),
      page.getByRole('banner', { includeHidden: true }),
      page.getByRole('contentinfo', { includeHidden: true }),
    ]) {
      await expect(chrome).toHaveCount(1);
      await expect(chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(legalArticle(page).locator('#eligibility')).toBeVisible();
    await context.close();
  });
});
