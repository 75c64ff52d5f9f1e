/**
 * The data seam on the production build, running on the embedded mock posts
 * (no VITE_WP_API_URL): /blogs is pre-rendered with its posts and hydrates
 * from the embedded query cache without asking the content service while those
 * posts are fresh, asks again after hydration once they are stale, and a
 * client-side navigation to /CaseStudy fetches its posts through msw's worker. What the pre-rendered /blogs holds
 * (the cards, the hydration data, no inline executable script) is tests/html/latest-posts.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { site } from '../testing/playwright/content.ts';
import { FIRST_POSTS_NAVIGATION, expect, installClock, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

const POSTS_API = /\/wp-json\/wp\/v2\/posts\?/;

/** How long pre-rendered posts stay fresh (POSTS_STALE_TIME, whose module needs Vite's import.meta.env). */
const POSTS_STALE_TIME = 5 * 60 * 1000;

/** The path of the built chunk that starts the embedded mock service (msw's browser worker), from the build's Vite manifest. */
function mockWorkerModulePath(): string {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['testing/mocks/browser.ts'];
  if (!chunk) throw new Error('The build has no chunk for testing/mocks/browser.ts');
  return `/${chunk.file}`;
}

function recordPostRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (POSTS_API.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** When the build fetched the posts /blogs carries: their query's dataUpdatedAt in the hydration data of its built file. */
function prerenderedPostsFetchedAt(): number {
  const html = readFileSync(join(process.cwd(), 'dist/blogs/index.html'), 'utf8');
  const json = /<script type="application\/json" id="page-hydration">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('/blogs carries no hydration data');
  const fetchedAt = /"dataUpdatedAt":(\d+)/.exec(json)?.[1];
  if (fetchedAt === undefined) throw new Error('/blogs carries no pre-rendered posts');
  return Number(fetchedAt);
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('/blogs hydrates from the embedded posts with no request to the posts API while they are fresh', async ({ page }) => {
  const postRequests = recordPostRequests(page);
  const mockWorkerModule = mockWorkerModulePath();
  const mockWorkerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === mockWorkerModule) mockWorkerRequests.push(request.url());
  });
  // The visit happens a minute after the build: the posts in the page are still fresh.
  await installClock(page, new Date(prerenderedPostsFetchedAt() + 60_000));
  await openReady(page, '/blogs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Why interactive 3D product demos convert better than video');
  // An hour of the page's time passes at once, firing every timer it has set (a refetch, a deferred start).
  await page.clock.fastForward('01:00:00');
  // A request of the page's own: it is reported after every request the page started before it.
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.status));
  expect(postRequests).toEqual([]);
  // msw is not part of the first render: its worker starts only when a page needs data after hydration.
  expect(mockWorkerRequests).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('/blogs asks WordPress again after hydrating once its pre-rendered posts are older than the stale time', async ({ page }) => {
  const postRequests = recordPostRequests(page);
  await installClock(page, new Date(prerenderedPostsFetchedAt() + POSTS_STALE_TIME + 60_000));
  await openReady(page, '/blogs');
  // The pre-rendered cards hydrate as they are (the fixture fails the test on any hydration warning), then the
  // listing refetches through the mock worker and keeps showing the posts.
  await expect.poll(() => postRequests).toEqual([expect.stringMatching(/\/wp-json\/wp\/v2\/posts\?categories=1&_embed&_embed=1$/)]);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('main').getByText(site.posts.failedMessage)).toHaveCount(0);
});

test('navigating client-side to /CaseStudy fetches the case studies through the mock worker', async ({ page }) => {
  const postRequests = recordPostRequests(page);
  // A minute after the build, so /blogs' own posts are fresh and only the case studies are asked for (a suite that runs
  // longer than the stale time after the build would otherwise also see /blogs refresh its posts).
  await installClock(page, new Date(prerenderedPostsFetchedAt() + 60_000));
  await openReady(page, '/blogs');
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });
  await page.getByRole('navigation', { name: site.navigation.label }).getByRole('link', { name: 'Case Study' }).click();
  await expect(page).toHaveURL(/\/CaseStudy$/, FIRST_POSTS_NAVIGATION);
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  // The first page of ten: the mocks hold more case studies than that (page 2 is /CaseStudy/page/2).
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Aerospace MRO: AR-guided jet engine inspection cuts turnaround by 22%');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/CaseStudy/aerospace-mro-ar-guided-inspection');
  expect(postRequests).toEqual([expect.stringMatching(/\/wp-json\/wp\/v2\/posts\?categories=21&_embed&_embed=1$/)]);
  expect(documentRequests).toEqual([]);
  await expect(page).toHaveTitle(/^Case Studies \| Satori XR/);
});
