/**
 * YouTube and Vimeo players in posts wait for the visitor's consent (issue 26): until then the post shows a
 * placeholder with the video's title, load buttons and a link to the video, and the browser asks nothing of
 * YouTube, Vimeo or their image and video hosts. The players load for this video, for every video of a provider,
 * or on Accept in the cookie banner; Decline keeps the placeholders. The providers are answered by stand-in pages,
 * so no test waits on, or talks to, the real services.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { EDGE_CASE_SLUGS } from '../testing/mocks/mock-posts.ts';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import { pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

/** The mock post with a YouTube and a Vimeo player (and the XSS payloads around them). */
const POST_WITH_PLAYERS = `/blogs/${EDGE_CASE_SLUGS.xssPayloads}`;
const YOUTUBE_TITLE = 'Satori XR platform overview';
const VIMEO_TITLE = 'Digital twin walkthrough';

const postDetail = pages.find((page) => page.path === '/blogs/:slug')?.sections.find((section) => section.type === 'post-detail');
if (postDetail?.type !== 'post-detail') throw new Error('/blogs/:slug has no post-detail section');
const copy = postDetail.videoConsent;
const label = (template: string, provider: 'youtube' | 'vimeo') => template.replace('{provider}', copy.providerNames[provider]);

/** The providers' players and every host they fetch thumbnails, scripts, video and beacons from. */
const PROVIDER_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com|vimeo\.com|vimeocdn\.com)$/;
const isProviderRequest = (url: string) => PROVIDER_HOST.test(new URL(url).hostname);

/** Stand-in players, so that a loaded player shows known words and nothing leaves the machine. */
async function answerPlayersWithStandIns(context: BrowserContext) {
  for (const origin of ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>Player</title><p>Player stand-in from ${new URL(origin).hostname}</p>`,
      }),
    );
  }
}

/** Every request the page makes to a provider, from before the first byte of the page. */
function recordProviderRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isProviderRequest(request.url())) requests.push(request.url());
  });
  return requests;
}

const placeholder = (page: Page, title: string) => page.getByRole('main').getByRole('group', { name: title });
const player = (page: Page, host: string) => page.getByRole('main').locator(`iframe[src^="https://${host}/"]`);

/** Scrolls the (lazy) player into view and waits for its stand-in to show. */
async function expectPlayerLoaded(page: Page, host: string) {
  await player(page, host).scrollIntoViewIfNeeded();
  await expect(page.frameLocator(`main iframe[src^="https://${host}/"]`).getByText(`Player stand-in from ${host}`)).toBeVisible();
}

/** Scrolls through the whole post, so that anything lazy would have started loading. */
async function scrollThroughPost(page: Page) {
  for (const title of [YOUTUBE_TITLE, VIMEO_TITLE]) await placeholder(page, title).scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: site.posts.neighboursLabel }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ context }) => {
  await answerPlayersWithStandIns(context);
});

test.describe('before the visitor agrees', () => {
  test('each video shows its title, what loading it means, the load buttons and its page on the provider’s site, and nothing is requested from the providers', async ({
    page,
  }) => {
    await withCookieChoice(page, 'declined');
    const requests = recordProviderRequests(page);
    await openReady(page, POST_WITH_PLAYERS);
    for (const [title, provider, watchUrl] of [
      [YOUTUBE_TITLE, 'youtube', 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
      [VIMEO_TITLE, 'vimeo', 'https://vimeo.com/76979871'],
    ] as const) {
      const video = placeholder(page, title);
      await expect(video).toBeVisible();
      await expect(video).toContainText(title);
      await expect(video).toContainText(label(copy.notice, provider));
      await expect(video.getByRole('button', { name: label(copy.loadLabel, provider) })).toBeVisible();
      await expect(video.getByRole('button', { name: label(copy.alwaysLoadLabel, provider) })).toBeVisible();
      const watch = video.getByRole('link', { name: `${label(copy.watchLabel, provider)} ${site.accessibility.newTabHint}` });
      await expect(watch).toHaveAttribute('href', watchUrl);
      await expect(watch).toHaveAttribute('target', '_blank');
    }
    await scrollThroughPost(page);
    await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('the pre-rendered page carries no player: without JavaScript too, nothing is requested', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests = recordProviderRequests(page);
    await page.goto(POST_WITH_PLAYERS);
    await expect(placeholder(page, YOUTUBE_TITLE)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await context.close();
  });

  test('axe finds nothing on a post showing placeholders', async ({ page }) => {
    await withCookieChoice(page, 'declined');
    await openReady(page, POST_WITH_PLAYERS);
    await placeholder(page, YOUTUBE_TITLE).scrollIntoViewIfNeeded();
    const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('agreeing', () => {
  test('the load button loads this video only, and moves focus to its player', async ({ page }) => {
    await withCookieChoice(page, 'declined');
    const requests = recordProviderRequests(page);
    await openReady(page, POST_WITH_PLAYERS);
    await placeholder(page, YOUTUBE_TITLE)
      .getByRole('button', { name: label(copy.loadLabel, 'youtube') })
      .click();
    await expectPlayerLoaded(page, 'www.youtube-nocookie.com');
    await expect(player(page, 'www.youtube-nocookie.com')).toBeFocused();
    await expect(player(page, 'www.youtube-nocookie.com')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    await expect(player(page, 'www.youtube-nocookie.com')).toHaveAttribute('title', YOUTUBE_TITLE);
    await expect(placeholder(page, VIMEO_TITLE)).toBeVisible();
    expect(requests.filter((url) => !url.startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
    // Only this time: a reload shows the placeholder again.
    await page.reload();
    await expect(placeholder(page, YOUTUBE_TITLE)).toBeVisible();
  });

  test('“always” loads every video of that provider, now and on later visits, and no other provider’s', async ({ page }) => {
    await withCookieChoice(page, 'declined');
    const requests = recordProviderRequests(page);
    await openReady(page, POST_WITH_PLAYERS);
    await placeholder(page, VIMEO_TITLE)
      .getByRole('button', { name: label(copy.alwaysLoadLabel, 'vimeo') })
      .click();
    await expectPlayerLoaded(page, 'player.vimeo.com');
    expect(await page.evaluate(() => window.localStorage.getItem('video-consent'))).toBe('["vimeo"]');
    await openReady(page, POST_WITH_PLAYERS);
    await expectPlayerLoaded(page, 'player.vimeo.com');
    await expect(placeholder(page, YOUTUBE_TITLE)).toBeVisible();
    expect(requests.filter((url) => !url.startsWith('https://player.vimeo.com/'))).toEqual([]);
  });

  test('Accept in the cookie banner loads every player', async ({ page }) => {
    const requests = recordProviderRequests(page);
    await openReady(page, POST_WITH_PLAYERS);
    await page.getByRole('region', { name: site.cookieBanner.label }).getByRole('button', { name: site.cookieBanner.acceptLabel }).click();
    await expectPlayerLoaded(page, 'www.youtube-nocookie.com');
    await expectPlayerLoaded(page, 'player.vimeo.com');
    for (const title of [YOUTUBE_TITLE, VIMEO_TITLE]) await expect(placeholder(page, title)).toHaveCount(0);
    expect(requests.length).toBeGreaterThan(0);
  });

  test('Decline in the cookie banner keeps the placeholders, and nothing is requested', async ({ page }) => {
    const requests = recordProviderRequests(page);
    await openReady(page, POST_WITH_PLAYERS);
    await page.getByRole('region', { name: site.cookieBanner.label }).getByRole('button', { name: site.cookieBanner.declineLabel }).click();
    await expect(page.getByRole('region', { name: site.cookieBanner.label })).toBeHidden();
    await scrollThroughPost(page);
    await expect(placeholder(page, YOUTUBE_TITLE)).toBeVisible();
    await expect(placeholder(page, VIMEO_TITLE)).toBeVisible();
    await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
