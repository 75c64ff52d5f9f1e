/**
 * The legal and company pages in a browser (issue 16, SPEC 2.9): the table of contents jumping to its sections (clear
 * of the sticky navigation), and the print stylesheet. Each page's title, date, numbered sections, contents links, the
 * 18+ rule, what the Privacy Policy says and the German Impressum are read from the built files in
 * tests/html/legal-pages.test.ts; that the site stores what the policy says is in e2e/cookie-banner.spec.ts; axe runs
 * on every page, cookie banner shown, in the page sweep.
 */
import type { Page } from '@playwright/test';
import type { LegalDocumentSection } from '../src/content/generated/content-types.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

function legalDocumentAt(path: string): LegalDocumentSection {
  const section = pages
    .find((page) => page.path === path)
    ?.sections.find((candidate): candidate is LegalDocumentSection => candidate.type === 'legal-document');
  if (!section) throw new Error(`${path} has no legal-document section`);
  return section;
}

const legalArticle = (page: Page) => page.locator('main [data-section-type="legal-document"] article');

test.describe('legal and company pages', () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test('at 1280 and 390 px a table-of-contents link brings its section into view, below the sticky navigation', async ({ page }) => {
    const terms = legalDocumentAt('/terms');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, '/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(legalArticle(page).locator('time')).toBeVisible();
    const contents = page.getByRole('navigation', { name: terms.contentsLabel });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await resizeViewport(page, viewport);
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
  });
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
