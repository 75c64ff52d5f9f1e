import type { Page } from '@playwright/test';
import { site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

const scheduling = site.externalLinks.scheduling;
const mainNav = (page: Page) => page.getByRole('navigation', { name: site.navigation.label });

/**
 * Every scheduling link the pages render; the stand-in page keeps the test off the network. That both point at
 * the scheduling page without a month in the pre-rendered HTML is tests/html/booking-link.test.ts.
 */
const cases = [
  {
    name: `the navigation's '${site.navigation.bookDemo.label}'`,
    url: '/about',
    link: (page: Page) => mainNav(page).getByRole('link', { name: site.navigation.bookDemo.label }),
  },
  {
    name: `the home call to action's '${site.ctaBand.action.label}'`,
    url: '/',
    link: (page: Page) => page.getByRole('region', { name: site.ctaBand.header.heading }).getByRole('link', { name: site.ctaBand.action.label }),
  },
];

test.beforeEach(async ({ page, context }) => {
  await context.route(`${new URL(scheduling).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Scheduling</title>' }),
  );
  await withCookieChoice(page);
});

test.describe('scheduling links', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { name, url, link } of cases) {
    test(`${name} opens the scheduling page on the month of the visitor's clock`, async ({ page }) => {
      await openReady(page, url);
      const demo = link(page);
      await demo.scrollIntoViewIfNeeded();
      await expect(demo).toHaveAttribute('href', scheduling);
      await expect(demo).toHaveAttribute('target', '_blank');

      await page.clock.setFixedTime(new Date('2027-03-15T10:00:00'));
      const [march] = await Promise.all([page.waitForEvent('popup'), demo.click()]);
      await march.waitForLoadState();
      const opened = new URL(march.url());
      expect(opened.searchParams.getAll('month')).toEqual(['2027-03']);
      opened.searchParams.delete('month');
      expect(opened.toString()).toBe(new URL(scheduling).toString());
      await march.close();

      // The month is read at each click, not when the page was rendered or first clicked.
      await page.clock.setFixedTime(new Date('2027-11-02T09:00:00'));
      const [november] = await Promise.all([page.waitForEvent('popup'), demo.click()]);
      await november.waitForLoadState();
      expect(new URL(november.url()).searchParams.getAll('month')).toEqual(['2027-11']);
      await november.close();
    });
  }
});
