import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * "Tell your Boss" in a browser: its layout at three widths, and the form's behaviour once (it does not depend on the
 * width; the mailto and validation logic is unit-tested in src/sections/share-card). The app badge's link, its new tab
 * and the absence of a star rating are read from the build in tests/html/home.test.ts.
 */

const home = pages.find((page) => page.path === '/');
const shareCard = home?.sections.find((section) => section.type === 'share-card');
if (!shareCard) throw new Error('home.json has no share-card section');

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

test('Tell your Boss keeps its content inside its padding at 390, 768 and 1440 px, refuses an address without "@" and opens the mail program for a valid one', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0] ?? { width: 390, height: 844 });
  await withCookieChoice(page);
  await openReady(page, '/');
  const card = page.getByRole('region', { name: shareCard.header.heading });

  for (const viewport of WIDTHS) {
    await test.step(`at ${viewport.width} px the card keeps its content inside its padding`, async () => {
      await resizeViewport(page, viewport);
      await card.scrollIntoViewIfNeeded();
      const overflow = await card.evaluate((section) => {
        const form = section.querySelector('form');
        // The card holds the form's column and the app column.
        const box = form?.parentElement?.parentElement;
        if (!form || !box) throw new Error('no form in a card');
        const cardBox = box.getBoundingClientRect();
        const padding = Number.parseFloat(getComputedStyle(box).paddingRight);
        const rightmost = Math.max(...[...box.querySelectorAll('input, button, a, p, h2, h3')].map((element) => element.getBoundingClientRect().right));
        return { beyondPadding: rightmost - (cardBox.right - padding), scroll: box.scrollWidth - box.clientWidth };
      });
      expect(overflow.beyondPadding).toBeLessThanOrEqual(0.5);
      expect(overflow.scroll).toBeLessThanOrEqual(0);
      await expect(card.getByRole('img', { name: shareCard.app.link.label })).toBeVisible();
    });
  }

  await test.step('an address without "@" shows the inline alert word for word and opens nothing; axe finds nothing', async () => {
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

  await test.step('a valid address opens the mail program with subject, sender and page address, and clears the alert', async () => {
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
});
