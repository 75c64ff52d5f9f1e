/**
 * `npm run serve` (scripts/serve.ts) sends the headers and cache rules of scripts/lib/deploy/headers.ts, the same
 * ones the shipped nginx configuration sends (e2e/nginx/), so every suite here runs under the production policy.
 * It answers addresses of posts published after the build with the post shell, and requests it cannot understand
 * with 400 (tests/build/serve-requests.test.ts covers those one by one).
 */
import { connect } from 'node:net';
import { ASSET_CACHE, DOCUMENT_CACHE, MEDIA_CACHE, readPolicySettings, securityHeaders } from '../scripts/lib/deploy/headers.ts';
import { inlineStyleHashes } from '../scripts/lib/html-page.ts';
import { MAX_TARGET_LENGTH } from '../scripts/lib/request-target.ts';
import { loadServerBundle } from '../scripts/lib/server-bundle.ts';
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../src/testing/mocks/mock-posts.ts';
import { site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

const { externalOrigins } = await loadServerBundle(process.cwd());
const policySettings = readPolicySettings('dist');

test('pages, files, post shells and errors carry the security headers and their cache rule', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
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

test('the build output meant for servers is never sent', async ({ request }) => {
  for (const path of ['/_headers', '/_deploy/nginx/satori-xr.conf', '/.vite/manifest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(site.notFound.heading);
  }
});

test.describe('posts published after the build: the post shell', () => {
  const newPostPaths = ['/blogs/published-after-the-build', '/CASESTUDY/Published-After-The-Build/'];

  for (const path of newPostPaths) {
    test(`${path}: status 200, noindex and no canonical; it hydrates cleanly and says '${site.posts.notFoundMessage}' when WordPress has no such post`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(site.posts.loadingPostMessage);

      await withCookieChoice(page);
      await openReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.posts.notFoundMessage);
      // The head the app keeps after hydration still says noindex: the shell stands for any slug.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // consoleProblems (auto fixture) fails the test on any hydration warning or console error.
    });
  }

  test('a post WordPress has but the build did not pre-render loads in the browser from the shell', async ({ page, request }) => {
    const shell = await (await request.get('/blogs/published-after-the-build')).text();
    // Every mock post is pre-rendered in this build, so a published-later post is played by a known one served as its shell.
    const slug = EDGE_CASE_SLUGS.ordinaryPost;
    await page.route(`**/blogs/${slug}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }));
    await withCookieChoice(page);
    await openReady(page, `/blogs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainText(requireMockPost(slug).title.rendered));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('requests the server cannot understand', () => {
  /** Sends `bytes` on a fresh connection to the server under test and resolves with its whole answer. */
  function exchange(baseURL: string, bytes: string): Promise<string> {
    const { hostname, port } = new URL(baseURL);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.write(bytes, 'latin1');
    });
  }

  test('malformed lines, absolute-form targets and over-long addresses get 400, and the server keeps serving', async ({ baseURL, request }) => {
    for (const bytes of [
      'GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET http://localhost/ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'NOT A REQUEST LINE\r\n\r\n',
      `GET /${'a'.repeat(MAX_TARGET_LENGTH)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      `GET /${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]) {
      const answer = await exchange(baseURL ?? '', bytes);
      expect(answer.slice(0, 12), bytes.slice(0, 40)).toBe('HTTP/1.1 400');
      expect((await request.get('/')).status()).toBe(200);
    }
  });
});
