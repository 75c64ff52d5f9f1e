/**
 * The failure scenarios of the mock WordPress (?wp-scenario=, docs/mock-content-service.md) that need a browser,
 * each on a listing and on a post page of the demo build: a connection that drops (network-error), an answer the
 * browser refuses to show the page (cors-refusal), one that never comes (timeout) and one that comes late (slow).
 * Every one ends in a state with a way forward (the posts, Try again, or the link back to the listing). Waiting
 * (slow answers, retries, the request timeout) runs on Playwright's clock, and so does the client-side navigation
 * that gives up within 10 s.
 *
 * The scenarios whose answers have a shape (500, 503, 429, malformed-json, html-body, empty, unknown-slug,
 * partial-fields, no-total-headers) are walked through on the same sections in jsdom, with the same handlers:
 * src/sections/latest-posts/latest-posts.test.tsx and src/sections/post-detail/post-detail.test.tsx.
 */
import type { Page } from '@playwright/test';
import { LISTING_PAGE_SIZE } from '../src/features/posts/listing-limits.ts';
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../testing/mocks/mock-posts.ts';
import { MOCK_SCENARIO_STORAGE_KEY, type MockScenario } from '../testing/mocks/mock-scenarios.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';

const copy = site.posts;

/** The longest a visitor waits for a post, retries included (issue 25; POSTS_GIVE_UP_AFTER_MS, whose module needs Vite's import.meta.env). */
const POSTS_GIVE_UP_AFTER_MS = 10_000;

const blogListing = (() => {
  const section = pages.find((page) => page.path === '/blogs')?.sections.find((candidate) => candidate.type === 'latest-posts');
  if (section?.type !== 'latest-posts') throw new Error('/blogs has no latest-posts section');
  return section;
})();

const POST_SLUG = EDGE_CASE_SLUGS.ordinaryPost;
const POST_TITLE = htmlToPlainText(requireMockPost(POST_SLUG).title.rendered);
const BACK_LINK = 'All articles';
const POSTS_API = /\/wp-json\/wp\/v2\/posts\?/;

/** The scenarios that need a real network, CORS or the page's clock. */
type BrowserScenario = Extract<MockScenario, 'slow' | 'timeout' | 'network-error' | 'cors-refusal'>;

/** What the listing ends up showing. */
type ListingOutcome = 'posts' | 'failed';
/** What the post page ends up showing. */
type PostOutcome = 'post' | 'failed';

/** Every scenario this file walks through, with what each page shows (a Record, so none is left out). */
const EXPECTED: Record<BrowserScenario, { listing: ListingOutcome; post: PostOutcome; loadingFirst?: true }> = {
  slow: { listing: 'posts', post: 'post', loadingFirst: true },
  timeout: { listing: 'failed', post: 'failed' },
  'network-error': { listing: 'failed', post: 'failed' },
  'cors-refusal': { listing: 'failed', post: 'failed' },
};

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
  await installClock(page);
});

/** A failing content service makes the browser log each failed request; those, and only those, are expected here. */
function expectOnlyFailedRequestsLogged(consoleProblems: string[]) {
  const unexpected = consoleProblems.filter((problem) => !/Failed to load resource|net::ERR_FAILED/.test(problem));
  consoleProblems.splice(0, consoleProblems.length, ...unexpected);
}

/** Moves the page's clock on a second at a time until `check` passes: retries wait on timers set after real answers. */
async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await check();
  }).toPass({ timeout: 30_000, intervals: [50] });
}

function recordPostRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (POSTS_API.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Try again asks WordPress again and, the scenario lasting for the tab, comes back to the same failure. */
async function expectTryAgainAsksAgain(page: Page, requests: string[], failed: () => Promise<void>) {
  const asked = requests.length;
  await page.getByRole('main').getByRole('button', { name: copy.retryLabel }).click();
  await runClockUntil(page, async () => {
    expect(requests.length).toBeGreaterThan(asked);
    await failed();
  });
}

async function checkListing(page: Page, scenario: BrowserScenario, outcome: ListingOutcome, loadingFirst: boolean) {
  const requests = recordPostRequests(page);
  await openReady(page, `/blogs?wp-scenario=${scenario}`);
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  const status = main.getByRole('status');
  if (loadingFirst) {
    await expect(status.filter({ hasText: copy.loadingMessage.replace('{title}', blogListing.listingName) })).toBeVisible();
    await expect(cards).toHaveCount(0);
  }
  switch (outcome) {
    case 'posts':
      await runClockUntil(page, () => expect(cards).toHaveCount(LISTING_PAGE_SIZE, { timeout: 200 }));
      await expect(cards.first().getByRole('link', { name: new RegExp(`^${copy.readMoreLabel}: \\S`) })).toBeVisible();
      break;
    case 'failed': {
      const failed = async () => {
        await expect(status.filter({ hasText: copy.failedMessage })).toBeVisible({ timeout: 200 });
        await expect(main.getByRole('button', { name: copy.retryLabel })).toBeVisible({ timeout: 200 });
      };
      await runClockUntil(page, failed);
      await expect(cards).toHaveCount(0);
      // The rest of the page is unaffected.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
      await expectTryAgainAsksAgain(page, requests, failed);
      break;
    }
  }
}

async function checkPostPage(page: Page, scenario: BrowserScenario, outcome: PostOutcome, loadingFirst: boolean) {
  const requests = recordPostRequests(page);
  await openReady(page, `/blogs/${POST_SLUG}?wp-scenario=${scenario}`);
  const main = page.getByRole('main');
  const heading = page.getByRole('heading', { level: 1 });
  const retry = main.getByRole('button', { name: copy.retryLabel });
  if (loadingFirst) await expect(main.getByRole('status').filter({ hasText: copy.loadingPostMessage })).toBeVisible();
  const expectedHeading = { post: POST_TITLE, failed: copy.notFoundMessage }[outcome];
  await runClockUntil(page, () => expect(heading).toHaveText(expectedHeading, { timeout: 200 }));
  await expect(main.getByRole('link', { name: BACK_LINK })).toHaveAttribute('href', '/blogs');
  if (outcome === 'failed') {
    await expect(retry).toBeVisible();
    await expectTryAgainAsksAgain(page, requests, async () => {
      await expect(heading).toHaveText(copy.notFoundMessage, { timeout: 200 });
      await expect(retry).toBeVisible({ timeout: 200 });
    });
  } else {
    await expect(retry).toHaveCount(0);
  }
}

// The listing and the post page of a scenario are separate tests, each on a fresh page: a full navigation from one page
// using the mock WordPress to another can race its service worker, which unregisters itself when its last page goes
// (mockServiceWorker.js, CLIENT_CLOSED) while msw on the next page updates the registration.
test.describe('every scenario that needs a browser leaves a way forward, on a listing and on a post page', () => {
  for (const [scenario, { listing, post, loadingFirst = false }] of Object.entries(EXPECTED) as [BrowserScenario, (typeof EXPECTED)[BrowserScenario]][]) {
    test(`${scenario}: the listing shows ${listing}`, async ({ page, consoleProblems }) => {
      await checkListing(page, scenario, listing, loadingFirst);
      expectOnlyFailedRequestsLogged(consoleProblems);
    });

    test(`${scenario}: a post page shows ${post}`, async ({ page, consoleProblems }) => {
      await checkPostPage(page, scenario, post, loadingFirst);
      expectOnlyFailedRequestsLogged(consoleProblems);
    });
  }
});

test(`a client-side navigation to a post shows progress after 300 ms and gives up within ${POSTS_GIVE_UP_AFTER_MS / 1000} s`, async ({
  page,
  consoleProblems,
}) => {
  // A pre-rendered post, with its neighbours in the HTML; the tab's scenario applies once the browser asks WordPress.
  await openReady(page, `/blogs/${POST_SLUG}`);
  await page.evaluate(([key, scenario]) => window.sessionStorage.setItem(key, scenario), [MOCK_SCENARIO_STORAGE_KEY, 'timeout'] as const);
  const progress = page.getByRole('progressbar', { name: site.accessibility.pageLoadingLabel });
  const lookup = page.waitForRequest((request) => request.url().includes('/wp-json/wp/v2/posts?slug='));
  await page
    .getByRole('navigation', { name: copy.neighboursLabel })
    .getByRole('link', { name: new RegExp(`^${copy.previousLabel}`) })
    .click();
  // The delay itself is tested in src/app/shared/root-layout.test.tsx; here, that the bar shows while the page waits.
  await expect(progress).toBeVisible();
  // From the moment WordPress is asked, only the test moves the page's clock, a second at a time: a timer set after a
  // real event (an aborted request's retry pause) is set on the stopped clock and fires on a later step, never on the
  // wall clock. The page gives up within 10 s of the page's own time, however slowly the machine runs.
  await lookup;
  await stopClock(page);
  const askedAt = await page.evaluate(() => Date.now());
  // The page's own time when its heading says so, read when the DOM changes: a step of the clock taken while the test
  // was still looking does not count.
  const gaveUpAt = page.evaluate(
    (message) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== message) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    copy.notFoundMessage,
  );
  // Awaited below; if the test fails first, the page closes and this rejects with nobody waiting.
  gaveUpAt.catch(() => undefined);
  await runClockUntil(page, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFoundMessage, { timeout: 200 }));
  expect((await gaveUpAt) - askedAt).toBeLessThanOrEqual(POSTS_GIVE_UP_AFTER_MS);
  await expect(page.getByRole('main').getByRole('button', { name: copy.retryLabel })).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(page).not.toHaveURL(new RegExp(`/blogs/${POST_SLUG}$`));
  expectOnlyFailedRequestsLogged(consoleProblems);
});
