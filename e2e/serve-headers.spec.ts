/**
 * `npm run serve` (scripts/dev/serve.ts) sends the headers and cache rules of scripts/build/deploy/headers.ts, the same
 * ones the shipped nginx configuration sends (e2e/nginx/), so every suite here runs under the production policy.
 * It answers addresses of posts published after the build with the post shell, and requests it cannot understand
 * with 400 (tests/build/serve-requests.test.ts covers those one by one, over raw sockets to the real script).
 * The page sweep (page-sweep.spec.ts) loads every pre-rendered page under these headers; the post shells, which
 * it does not list, are loaded here.
 */
import {
  ASSET_CACHE,
  DOCUMENT_CACHE,
  MEDIA_CACHE,
  UNKNOWN_FILE_TYPE,
  contentTypeFor,
  readPolicySettings,
  securityHeaders,
} from '../scripts/build/deploy/headers.ts';
import { inlineStyleHashes, loadServerBundle } from '../scripts/build/prerender/html-page.ts';
import { DIST_DIR } from '../scripts/content/model/paths.ts';
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../testing/mocks/mock-posts.ts';
import { site } from '../testing/playwright/content.ts';
import { oneServedFileOfEachType, recordViolations } from '../testing/playwright/page-checks.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

const { externalOrigins } = await loadServerBundle(process.cwd());
const policySettings = readPolicySettings(DIST_DIR);

test('pages, files, post shells and errors carry the security headers and their cache rule', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  for (const [path, cache] of [
    ['/', DOCUMENT_CACHE],
    ['/PLATFORM/', DOCUMENT_CACHE],
    ['/sitemap.xml', DOCUMENT_CACHE],
    [script, ASSET_CACHE],
    ['/media/images/capabilities/web-1280.webp', MEDIA_CACHE],
    ['/blogs/no-such-post', DOCUMENT_CACHE],
    ['/no/such/page', DOCUMENT_CACHE],
  ] as const) {
    const response = await request.get(path);
    const headers = response.headers();
    // A page's policy allows its own inline style blocks by hash (post shells included).
    const styleHashes = headers['content-type']?.startsWith('text/html') ? inlineStyleHashes(await response.text()) : [];
    for (const [name, value] of securityHeaders(externalOrigins, policySettings, styleHashes))
      expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    expect(headers['cache-control'], path).toBe(cache);
  }
});

test('every kind of file the build serves has the Content-Type of the shared table, which nginx sends too', async ({ request }) => {
  const files = oneServedFileOfEachType(DIST_DIR);
  expect(
    [...files.keys()].filter((extension) => contentTypeFor(`/file.${extension}`) === UNKNOWN_FILE_TYPE),
    'kinds of file FILE_TYPES lacks',
  ).toEqual([]);
  for (const path of files.values()) {
    const response = await request.get(encodeURI(path));
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(contentTypeFor(path));
  }
  expect((await request.get('/about')).headers()['content-type']).toBe(contentTypeFor('/about/index.html'));
});

test('the build output meant for servers is never sent', async ({ request }) => {
  for (const path of ['/_headers', '/_deploy/nginx/satori-xr.conf', '/.vite/manifest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(site.notFound.header.heading);
  }
});

test.describe('posts published after the build: the post shell', () => {
  test(`any address of a post route not pre-rendered gets the shell: status 200, noindex, no canonical, '${site.posts.loadingPostMessage}'`, async ({
    request,
  }) => {
    for (const path of ['/blogs/published-after-the-build', '/CASESTUDY/Published-After-The-Build/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).toContain(site.posts.loadingPostMessage);
    }
  });

  test(`the shell hydrates with no policy violation or warning, and says '${site.posts.notFoundMessage}' when WordPress has no such post`, async ({ page }) => {
    await withCookieChoice(page);
    const violations = await recordViolations(page);
    const response = await openReady(page, '/CASESTUDY/Published-After-The-Build/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.posts.notFoundMessage);
    // The head the app keeps after hydration still says noindex: the shell stands for any slug.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
    // consoleProblems (auto fixture) fails the test on any hydration warning or console error.
  });

  test('a post WordPress has but the build did not pre-render loads in the browser from the shell, with no policy violation', async ({ page, request }) => {
    const shellResponse = await request.get('/blogs/published-after-the-build');
    const shell = await shellResponse.text();
    // The shell's own headers, its policy included; the body arrives decoded, so without its encoding and length.
    const headers = Object.fromEntries(Object.entries(shellResponse.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    // Every mock post is pre-rendered in this build, so a published-later post is played by a known one served as its shell.
    const slug = EDGE_CASE_SLUGS.ordinaryPost;
    await page.route(`**/blogs/${slug}`, (route) => route.fulfill({ status: 200, headers, body: shell }));
    await withCookieChoice(page);
    const violations = await recordViolations(page);
    await openReady(page, `/blogs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainText(requireMockPost(slug).title.rendered));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
  });
});
