import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from './support/axe.ts';
import { pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

const home = pages.find((page) => page.path === '/');
const shareCard = home?.sections.find((section) => section.type === 'share-card');
if (!shareCard) throw new Error('home.json has no share-card section');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`Tell your Boss at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await withCookieChoice(page);
      await openReady(page, '/');
    });

    test('an address without "@" shows the inline alert word for word and opens nothing', async ({ page }) => {
      const card = page.getByRole('region', { name: shareCard.header.heading });
      const mailRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('mailto:')) mailRequests.push(request.url());
      });
      await card.getByLabel(shareCard.emailLabel).fill('boss.example.com');
      await card.getByRole('button', { name: shareCard.submitLabel }).click();
      await expect(card.getByRole('alert')).toHaveText('Please enter a valid email address.');
      await expect(card.getByLabel(shareCard.emailLabel)).toBeFocused();
      await expect(card.getByLabel(shareCard.emailLabel)).toHaveValue('boss.example.com');
      expect((await new AxeBuilder({ page }).include('form').withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

      await card.getByLabel(shareCard.emailLabel).fill('');
      await card.getByLabel(shareCard.emailLabel).press('Enter');
      await expect(card.getByRole('alert')).toHaveText('Please enter a valid email address.');
      expect(mailRequests).toEqual([]);
    });

    test('a valid address opens the mail program with subject, sender and page address', async ({ page }) => {
      const card = page.getByRole('region', { name: shareCard.header.heading });
      await card.getByLabel(shareCard.nameLabel).fill('Priya & Co');
      await card.getByLabel(shareCard.emailLabel).fill('boss@example.com');
      const [request] = await Promise.all([
        page.waitForRequest((candidate) => candidate.url().startsWith('mailto:')),
        card.getByRole('button', { name: shareCard.submitLabel }).click(),
      ]);
      const mailto = new URL(request.url());
      expect(decodeURIComponent(mailto.pathname)).toBe('boss@example.com');
      expect([...mailto.searchParams.keys()]).toEqual(['subject', 'body']);
      expect(mailto.searchParams.get('subject')).toBe(`Check out ${site.brand.name}`);
      const body = mailto.searchParams.get('body') ?? '';
      expect(body).toContain('Priya & Co');
      expect(body).toContain(new URL(page.url()).origin);
      await expect(card.getByRole('alert')).toBeEmpty();
    });

    test('the app download link opens the app store in a new tab, with no unsourced star rating', async ({ page }) => {
      const card = page.getByRole('region', { name: shareCard.header.heading });
      const download = card.getByRole('link', { name: new RegExp(shareCard.app.link.label) });
      expect(shareCard.app.link.target).toBe('appStore');
      await expect(download).toHaveAttribute('href', site.externalLinks.appStore);
      // The badge image is the link's content; its alt text is the link's label.
      await expect(download.getByRole('img', { name: shareCard.app.link.label })).toBeVisible();
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
      // The badge is the card's only image: no star rating, which without a source a visitor can check reads as made up.
      await expect(card.getByRole('img')).toHaveCount(1);
      await expect(card.locator('img[src*="rating"], img[alt*="star" i], img[alt*="rated" i]')).toHaveCount(0);
      await expect(card).not.toContainText(/rated|\bstars?\b|out of 5/i);
    });
  });
}

test.describe('the share card keeps its content inside its padding', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await withCookieChoice(page);
      await openReady(page, '/');
      const region = page.getByRole('region', { name: shareCard.header.heading });
      await region.scrollIntoViewIfNeeded();
      const overflow = await region.evaluate((section) => {
        const form = section.querySelector('form');
        // The card holds the form's column and the app column.
        const card = form?.parentElement?.parentElement;
        if (!form || !card) throw new Error('no form in a card');
        const cardBox = card.getBoundingClientRect();
        const padding = Number.parseFloat(getComputedStyle(card).paddingRight);
        const rightmost = Math.max(...[...card.querySelectorAll('input, button, a, p, h2, h3')].map((element) => element.getBoundingClientRect().right));
        return { beyondPadding: rightmost - (cardBox.right - padding), scroll: card.scrollWidth - card.clientWidth };
      });
      expect(overflow.beyondPadding).toBeLessThanOrEqual(0.5);
      expect(overflow.scroll).toBeLessThanOrEqual(0);
    });
  }
});
