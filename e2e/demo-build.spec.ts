/**
 * The demo build (`npm run build:demo`, what `npm start` and `npm test` serve) can never be mistaken for production:
 * the browser console says "demo build" once, when the application starts, and the head keeps saying noindex after
 * a client-side navigation. That every HTML file of the build says noindex and holds none of the studio is read
 * from the files (tests/html/demo-build.test.ts). A production build carries neither (e2e/wordpress/production-build.spec.ts).
 * And the demo's mock WordPress never reloads a page to take it over (testing/mocks/pending-worker.ts).
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { BLOG_CATEGORY_ID, mockPostPagesInCategory } from '../testing/mocks/mock-posts.ts';
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

test('the console says "demo build" once, when the application starts, and not again on client-side navigation', async ({ page }) => {
  const demoLines: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.text().includes('demo build')) demoLines.push(message);
  });
  await openReady(page, '/');
  expect(demoLines.map((message) => [message.type(), message.text()])).toEqual([['info', 'Satori XR demo build: posts and contact form are mocks']]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.locator('footer a[href="/privacy"]').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('h1')).toBeVisible();
  // Still noindex after the head is updated in the browser, and still one line.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(demoLines).toHaveLength(1);
});

test('a page the mock worker does not control asks the worker to claim it, and msw never reloads it (what the visitor typed stays)', async ({
  page,
  context,
}) => {
  const [newest, previous, earlier] = mockPostPagesInCategory(BLOG_CATEGORY_ID);
  if (!newest || !previous || !earlier) throw new Error('too few blog posts');
  const previousLinkOf = (tab: Page) =>
    tab.getByRole('navigation', { name: site.posts.neighboursLabel }).getByRole('link', { name: new RegExp(`^${site.posts.previousLabel}`) });
  // The first post fetched after hydration starts the mock worker, which claims its page.
  await openReady(page, `/blogs/${newest.slug}`);
  await previousLinkOf(page).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${previous.slug}$`));

  // A second tab, hard-reloaded, is loaded past the worker: registered and active (the first tab keeps it), but
  // not controlling it: the state of a page opened while the worker was installing.
  const tab = await context.newPage();
  await withCookieChoice(tab);
  await openReady(tab, `/blogs/${previous.slug}`);
  await (await context.newCDPSession(tab)).send('Page.reload', { ignoreCache: true });
  await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(
    await tab.evaluate(async () => [navigator.serviceWorker.controller === null, (await navigator.serviceWorker.getRegistration())?.active?.state]),
  ).toEqual([true, 'activated']);
  let documentLoads = 0;
  tab.on('load', () => (documentLoads += 1));

  await previousLinkOf(tab).click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainText(earlier.title.rendered));
  expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(documentLoads).toBe(0);
});
