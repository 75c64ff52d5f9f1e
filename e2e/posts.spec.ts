/**
 * Blog and case-study listings and post pages on the demo build, on the embedded mock WordPress (SPEC 2.10, 4, 8),
 * where a browser is needed: the grid's columns and the cards' 16:9 frames, the previous and next links walked
 * client-side, an unknown slug's shell, the XSS post with its players loaded, Try again and accessibility of the
 * failure states. What the built pages say (cards, dates, titles, links, images, a post's details and head, the
 * /Blogs spelling, a non-ASCII slug) is in tests/html/posts.test.ts; the failure scenarios QA can pick with
 * ?wp-scenario= in post-faults.spec.ts and the components' jsdom tests. Time-based behaviour (retries, the request
 * timeout) runs on Playwright's clock.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { EDGE_CASE_SLUGS, mockPostPagesInCategory, requireMockPost, BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID } from '../testing/mocks/mock-posts.ts';
import { LISTING_PAGE_SIZE } from '../src/features/posts/listing-limits.ts';
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import { site } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

const copy = site.posts;

/** The title as the site shows it: WordPress's rendered title as plain text (tags and scripts dropped, references decoded). */
const plainTitle = (slug: string) => htmlToPlainText(requireMockPost(slug).title.rendered);

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** A failing content service makes the browser log each failed request; those, and only those, are expected here. */
function expectOnlyFailedRequestsLogged(consoleProblems: string[]) {
  const unexpected = consoleProblems.filter((problem) => !/Failed to load resource/.test(problem));
  consoleProblems.splice(0, consoleProblems.length, ...unexpected);
}

/** Moves the page's clock on a second at a time until `check` passes: retries wait on timers set after real network answers. */
async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await check();
  }).toPass({ timeout: 20_000, intervals: [50] });
}

const cardsOf = (page: Page): Locator => page.getByRole('main').getByRole('article');

test.describe('listings', () => {
  /** The card images' width to height, and the distinct tops of the first three cards (one per row). */
  const layoutOf = (page: Page) =>
    cardsOf(page).evaluateAll((cards) => ({
      ratios: cards.map((card) => {
        const box = card.querySelector('img')?.getBoundingClientRect();
        return box ? box.width / box.height : Number.NaN;
      }),
      rows: new Set(cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top))).size,
    }));

  test('the grid has 1 column at 390 px and 3 at 768 and 1440 px, every card image in a 16:9 frame reserved before its file arrives', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openReady(page, '/blogs');
    const blogCards = mockPostPagesInCategory(BLOG_CATEGORY_ID).slice(0, LISTING_PAGE_SIZE).length;
    await expect(cardsOf(page)).toHaveCount(blogCards);
    for (const [width, columns] of [
      [390, 1],
      [768, 3],
      [1440, 3],
    ] as const) {
      await resizeViewport(page, { width, height: 900 });
      const { ratios, rows } = await layoutOf(page);
      expect(rows, `${String(width)} px`).toBe(columns === 1 ? 3 : 1);
      expect(ratios).toHaveLength(blogCards);
      for (const ratio of ratios) expect(Math.abs(ratio - 16 / 9), `${String(width)} px`).toBeLessThan(0.02);
    }
    // The case studies' cards, whose images differ, get the same frame.
    await page.setViewportSize({ width: 1280, height: 720 });
    await openReady(page, '/CaseStudy');
    const caseStudyCards = mockPostPagesInCategory(CASE_STUDY_CATEGORY_ID).slice(0, LISTING_PAGE_SIZE).length;
    await expect(cardsOf(page)).toHaveCount(caseStudyCards);
    const { ratios } = await layoutOf(page);
    expect(ratios).toHaveLength(caseStudyCards);
    for (const ratio of ratios) expect(Math.abs(ratio - 16 / 9)).toBeLessThan(0.02);
  });
});

test.describe('post pages', () => {
  test('the previous and next links walk the category in date order, client-side', async ({ page }) => {
    const newestFirst = mockPostPagesInCategory(BLOG_CATEGORY_ID);
    const [newest, second, third] = newestFirst;
    if (!newest || !second || !third) throw new Error('too few blog posts');
    await openReady(page, `/blogs/${newest.slug}`);
    const neighbours = page.getByRole('navigation', { name: copy.neighboursLabel });
    await expect(neighbours.getByRole('link', { name: new RegExp(`^${copy.nextLabel}`) })).toHaveCount(0);
    for (const post of [second, third]) {
      await neighbours.getByRole('link', { name: new RegExp(`^${copy.previousLabel}`) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainTitle(post.slug));
      await expect(page).toHaveTitle(`${plainTitle(post.slug)} | Satori XR Blog`);
    }
    await neighbours.getByRole('link', { name: new RegExp(`^${copy.nextLabel}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainTitle(second.slug));
  });

  test("an unknown slug gets the post shell (200, noindex), which says 'Post not found.' and gives the way back to the listing", async ({
    page,
    consoleProblems,
  }) => {
    // Servers cannot tell a post published after the build from one that never was: both get the shell (docs/deployment.md).
    const response = await openReady(page, '/CaseStudy/a-case-study-never-written');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expectOnlyFailedRequestsLogged(consoleProblems);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFoundMessage);
    await page.getByRole('main').getByRole('link', { name: 'All case studies' }).click();
    await expect(page).toHaveURL(/\/CaseStudy$/);
  });

  test('the post carrying XSS payloads renders inert', async ({ page, context }) => {
    await context.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openReady(page, `/blogs/${EDGE_CASE_SLUGS.xssPayloads}`);
    const body = page.getByRole('main').getByRole('article').first();
    await expect(body.getByRole('heading', { level: 1 })).toBeVisible();
    // The players wait for consent (post-embeds.spec.ts); loaded, they must be the sandboxed ones the sanitiser allows.
    const loadButtons = body.getByRole('button', { name: /^Load video from / });
    for (let left = await loadButtons.count(); left > 0; left -= 1) await loadButtons.first().click();
    await expect(body.locator('iframe')).toHaveCount(2);
    const unsafe = await body.evaluate((element) => ({
      scripts: element.querySelectorAll('script, object, embed, svg, math, form, style').length,
      handlers: [...element.querySelectorAll('*')]
        .flatMap((node) => [...node.attributes].map((attribute) => attribute.name))
        .filter((name) => name.startsWith('on')),
      scriptUrls: [...element.querySelectorAll('[href], [src]')]
        .map((node) => node.getAttribute('href') ?? node.getAttribute('src') ?? '')
        .filter((url) => /^\s*(javascript|vbscript|data):/i.test(url)),
      newTabLinks: [...element.querySelectorAll('a[target]')].map((link) => link.getAttribute('rel')),
      frames: [...element.querySelectorAll('iframe')].map((frame) => [new URL(frame.src).host, frame.getAttribute('sandbox')]),
    }));
    expect(unsafe.scripts).toBe(0);
    expect(unsafe.handlers).toEqual([]);
    expect(unsafe.scriptUrls).toEqual([]);
    for (const rel of unsafe.newTabLinks) expect(rel).toBe('noopener noreferrer');
    for (const [host, sandbox] of unsafe.frames) {
      expect(['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']).toContain(host);
      expect(sandbox).not.toBeNull();
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('failure states', () => {
  test.beforeEach(async ({ page }) => {
    await installClock(page);
  });

  test(`${copy.retryLabel} asks WordPress again, showing the loading state while it does`, async ({ page, consoleProblems }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/wp/v2/posts')) requests.push(request.url());
    });
    await openReady(page, '/blogs?wp-scenario=html-body');
    const retry = page.getByRole('button', { name: copy.retryLabel });
    await runClockUntil(page, () => expect(retry).toBeVisible({ timeout: 200 }));
    const asked = requests.length;
    await retry.click();
    // Focus stays in the section, on the status line that will report the result.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await runClockUntil(page, () => expect(retry).toBeVisible({ timeout: 200 }));
    expect(requests.length).toBeGreaterThan(asked);
    expectOnlyFailedRequestsLogged(consoleProblems);
  });

  // One page per test: a full navigation from one page using the mock WordPress to another can race its service
  // worker's unregistering (see post-faults.spec.ts), which is not what these tests are about.
  for (const [state, path] of [
    ['a listing showing its failure', '/blogs?wp-scenario=500'],
    ['a post showing its failure', `/blogs/${EDGE_CASE_SLUGS.ordinaryPost}?wp-scenario=500`],
  ] as const) {
    test(`axe finds nothing on ${state}`, async ({ page, consoleProblems }) => {
      await openReady(page, path);
      await runClockUntil(page, () => expect(page.getByRole('button', { name: copy.retryLabel })).toBeVisible({ timeout: 200 }));
      expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
      expectOnlyFailedRequestsLogged(consoleProblems);
    });
  }

  test('axe finds nothing on a post not found', async ({ page, consoleProblems }) => {
    await openReady(page, '/blogs/never-written');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFoundMessage);
    expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
    expectOnlyFailedRequestsLogged(consoleProblems);
  });
});
