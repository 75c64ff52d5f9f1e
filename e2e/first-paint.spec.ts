/**
 * The order of the first paints on the home page (issue 11): the pre-rendered page paints
 * under the splash from the first frame, so first-contentful-paint and a largest-contentful-
 * paint entry for the pre-rendered hero (its <h1>, or its visual when that is larger) both come
 * before the splash is removed, and no
 * application script is even requested before that first contentful paint. Entries are read
 * through PerformanceObserver and compared on the page's own performance timeline, so this
 * checks an order, never a duration, and a busy machine cannot make it fail. That the page lists its chunks for
 * after the first paint instead of preloading them is read from the built file (tests/html/first-paint.test.ts).
 */
import { expect, test, withCookieChoice } from '../testing/playwright/test.ts';

interface PaintRecord {
  firstContentfulPaint?: number;
  headingPaint?: number;
  splashInFirstHtml: boolean;
  splashRemovedAt?: number;
  /** Resource timing of every JavaScript file: its URL and when its fetch started. */
  scripts: { url: string; startTime: number }[];
}

test('the home page paints its content under the splash before any script loads, and the splash goes after', async ({ page }) => {
  await withCookieChoice(page);
  await page.addInitScript(() => {
    const record: PaintRecord = { splashInFirstHtml: false, scripts: [] };
    Object.assign(window, { __paints: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) record.firstContentfulPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        // The hero's heading, or its visual's still, which is larger wherever it sits beside the heading.
        if (entry.element?.closest('header:has(h1)')) record.headingPaint ??= entry.startTime;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name.endsWith('.js')) record.scripts.push({ url: new URL(entry.name).pathname, startTime: entry.startTime });
    }).observe({ type: 'resource', buffered: true });
    new MutationObserver(() => {
      const splash = document.querySelector('[data-testid="splash"]');
      if (splash) record.splashInFirstHtml = true;
      else if (record.splashInFirstHtml) record.splashRemovedAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
  const record = await page.evaluate(() => (window as unknown as { __paints: PaintRecord }).__paints);

  expect(record.splashInFirstHtml, 'the splash overlay is part of the pre-rendered HTML').toBe(true);
  const { firstContentfulPaint = Number.NaN, headingPaint = Number.NaN, splashRemovedAt = Number.NaN } = record;
  expect(firstContentfulPaint, 'a first contentful paint').not.toBeNaN();
  expect(headingPaint, 'a largest-contentful-paint entry for the pre-rendered hero').not.toBeNaN();
  expect(splashRemovedAt, 'the splash removed').not.toBeNaN();
  expect(firstContentfulPaint).toBeLessThan(splashRemovedAt);
  expect(headingPaint).toBeLessThan(splashRemovedAt);

  // Apart from the tiny entry, every script was requested after the first contentful paint.
  const entry = await page.locator('script[type="module"]').getAttribute('src');
  const applicationScripts = record.scripts.filter((script) => script.url !== entry);
  expect(applicationScripts.map((script) => script.url)).toContainEqual(expect.stringMatching(/\/assets\/start-client-[\w-]+\.js$/));
  for (const script of applicationScripts) expect(script.startTime, script.url).toBeGreaterThan(firstContentfulPaint);
});
