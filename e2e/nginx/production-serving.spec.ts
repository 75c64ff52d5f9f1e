/**
 * The production build on a real nginx with the configuration the build shipped (issue 17): every pre-rendered
 * page with the shared header set (scripts/build/deploy/headers.ts, the page's own style hashes in its policy) and
 * every kind of file with the shared Content-Type, which `npm run serve` sends too: so the page sweep, which loads
 * every page in a browser under `npm run serve` (e2e/page-sweep.spec.ts), holds for nginx. Then every cache rule,
 * compression, the not-found page, the case-insensitive spellings, TLS, and the parts of the site that reach other
 * origins (the Platform frame, videos, the contact form's POST and posts from the content service), in a browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import {
  ASSET_CACHE,
  DOCUMENT_CACHE,
  MEDIA_CACHE,
  MODEL_VIEWER_STYLE_HASH,
  RUNTIME_STYLE_SHEET_HASH,
  UNKNOWN_FILE_TYPE,
  contentTypeFor,
  readPolicySettings,
  securityHeaders,
} from '../../scripts/build/deploy/headers.ts';
import { inlineStyleHashes, loadServerBundle, pageStyleHashes } from '../../scripts/build/prerender/html-page.ts';
import { scoreObservatory, type RedirectStep } from '../../scripts/test/observatory-score.ts';
import { NGINX_HTTP_PORT } from '../../scripts/test/playwright-suites.ts';
import { prerenderedPages } from '../../scripts/build/prerender/prerendered-pages.ts';
import { DIST_DIR } from '../../scripts/content/model/paths.ts';
import { MOCK_CONTACT_FORM_ENDPOINT } from '../../src/features/contact-form/mock-contact-form-endpoint.ts';
import { MOCK_WORDPRESS_ORIGIN as MOCK_CONTENT_SERVICE_URL } from '../../testing/mocks/mock-posts.ts';
import { slugRouteParam } from '../../src/features/posts/api/post-slug.ts';
import { BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, EDGE_CASE_SLUGS, mockPostPagesInCategory, mockPostsInCategory } from '../../testing/mocks/mock-posts.ts';
import { htmlToPlainText } from '../../src/lib/text/html-to-text.ts';
import { decodedPathKey } from '../../src/lib/routing/path-keys.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { oneServedFileOfEachType, recordViolations } from '../../testing/playwright/page-checks.ts';
import { PLATFORM_STAND_IN_TEXT, expect, openReady, test, withCookieChoice } from '../../testing/playwright/test.ts';

const dist = join(process.cwd(), DIST_DIR);
const builtPages = prerenderedPages(dist);
const { externalOrigins } = await loadServerBundle(process.cwd());
const policySettings = readPolicySettings(dist);

/** Every security header; a page's policy allows exactly its own inline style blocks by hash. */
async function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const html = headers['content-type']?.startsWith('text/html') ? await response.text() : '';
  for (const [name, value] of securityHeaders(externalOrigins, policySettings, inlineStyleHashes(html))) {
    expect(headers[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value);
  }
}

const directivesOf = (policy: string) =>
  new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).filter(Boolean)]));

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('every pre-rendered page and every kind of file, as `npm run serve` sends them', () => {
  test('the build lists every page: each route, alias, post and catalogue page', () => {
    const paths = new Set(builtPages.map((page) => page.urlPath.toLowerCase()));
    for (const page of pages.filter((candidate) => !candidate.path.includes('/:'))) expect(paths, page.path).toContain(page.path.toLowerCase());
    for (const post of mockPostPagesInCategory(BLOG_CATEGORY_ID)) expect(paths).toContain(`/blogs/${slugRouteParam(post.slug)}`.toLowerCase());
    for (const post of mockPostPagesInCategory(CASE_STUDY_CATEGORY_ID)) expect(paths).toContain(`/casestudy/${slugRouteParam(post.slug)}`.toLowerCase());
    expect(paths, 'the section catalogue').toContain('/sections');
  });

  test('every page is its file, with the full shared header set (its own style hashes), its Content-Type and revalidation', async ({ request }) => {
    for (const { urlPath } of builtPages) {
      const response = await request.get(encodeURI(urlPath));
      expect(response.status(), urlPath).toBe(200);
      const html = await response.text();
      // Addresses that differ only in letter case (/Blogs, /blogs) find one of their files, as with `npm run serve`.
      const files = builtPages.filter((page) => decodedPathKey(page.urlPath) === decodedPathKey(urlPath)).map((page) => page.file);
      expect(
        files.some((file) => readFileSync(join(dist, file), 'utf8') === html),
        `${urlPath} is one of ${files.join(', ')}`,
      ).toBe(true);
      const expected = [
        ...securityHeaders(externalOrigins, policySettings, inlineStyleHashes(html)),
        ['Content-Type', contentTypeFor('/index.html')],
        ['Cache-Control', DOCUMENT_CACHE],
      ].map(([name = '', value]) => [name.toLowerCase(), value] as const);
      const headers = response.headers();
      expect(new Map(expected.map(([name]) => [name, headers[name]])), urlPath).toEqual(new Map(expected));
    }
  });

  test('every kind of file the build serves has the Content-Type of the shared table, which `npm run serve` sends too', async ({ request }) => {
    const files = oneServedFileOfEachType(dist);
    expect(
      [...files.keys()].filter((extension) => contentTypeFor(`/file.${extension}`) === UNKNOWN_FILE_TYPE),
      'kinds of file FILE_TYPES lacks',
    ).toEqual([]);
    for (const path of files.values()) {
      const response = await request.get(encodeURI(path));
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(contentTypeFor(path));
    }
  });

  test('the not-found page: status 404, the designed page, no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await openReady(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.header.heading);
    expect(await violations()).toEqual([]);
  });
});

test.describe('headers and cache rules', () => {
  test('the policy: nothing by default, scripts only from this site, no inline script or eval, no framing, no plugins', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const directives = directivesOf(policy);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    // This is a demo build: msw's worker answers for the embedded mocks (a production build has worker-src 'none').
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(policySettings.mockServiceWorker).toBe(true);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    // Derived from the build's configuration: this build runs on the embedded mocks.
    expect(directives.get('connect-src')).toEqual(["'self'", new URL(MOCK_CONTENT_SERVICE_URL).origin, new URL(MOCK_CONTACT_FORM_ENDPOINT).origin]);
    expect(directives.get('form-action')).toEqual(["'self'", new URL(MOCK_CONTACT_FORM_ENDPOINT).origin]);
    expect(directives.get('frame-src')).toEqual([
      new URL(site.externalLinks.platformApp).origin,
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ]);
  });

  test('the other headers have the issue’s values', async ({ request }) => {
    const headers = (await request.get('/about')).headers();
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    const permissions = headers['permissions-policy'] ?? '';
    expect(permissions).toContain(`xr-spatial-tracking=("${new URL(site.externalLinks.platformApp).origin}")`);
    expect(permissions).toMatch(/(^|, )fullscreen=\(self "https:\/\/app\.satorixr\.com"/);
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment']) expect(permissions).toContain(`${denied}=()`);
  });

  test('every page, file and error carries the full header set', async ({ request }) => {
    const asset = readdirAssets()[0] ?? '';
    for (const path of [
      '/',
      '/Platform',
      '/blogs',
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/favicon.svg',
      `/assets/${asset}`,
      '/no/such/page',
      '/blogs/published-after-the-build',
      '/CASESTUDY/Published-After-The-Build',
      '/_headers',
    ]) {
      await expectSecurityHeaders(await request.get(path));
    }
  });

  test('cache rules: hashed assets immutable for a year, media long, pages, sitemap and robots revalidated', async ({ request }) => {
    const cacheOf = async (path: string) => (await request.get(path)).headers()['cache-control'];
    for (const asset of readdirAssets().slice(0, 5)) expect(await cacheOf(`/assets/${asset}`), asset).toBe(ASSET_CACHE);
    expect(ASSET_CACHE).toBe('public, max-age=31536000, immutable');
    for (const media of ['/media/images/capabilities/web-1280.webp', '/brand/satori-xr-mark.svg', '/favicon.svg', '/apple-touch-icon.png']) {
      expect(await cacheOf(media), media).toBe(MEDIA_CACHE);
    }
    expect(MEDIA_CACHE).toMatch(/^public, max-age=\d{7,}$/);
    for (const document of ['/', '/about', '/blogs', '/sitemap.xml', '/robots.txt', '/mockServiceWorker.js', '/no/such/page']) {
      expect(await cacheOf(document), document).toBe(DOCUMENT_CACHE);
    }
    expect(DOCUMENT_CACHE).toBe('no-cache');
  });

  test('the pre-compressed Brotli and gzip files are served, by what the browser accepts', async ({ request }) => {
    const about = readFileSync(join(dist, 'about', 'index.html'));
    for (const [accept, encoding, file] of [
      ['br', 'br', 'index.html.br'],
      ['gzip', 'gzip', 'index.html.gz'],
    ] as const) {
      const response = await request.get('/about', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toContain('Accept-Encoding');
      // The client decodes the body: it must be the page, and the bytes on the wire must be the .br/.gz file's.
      expect(await response.body()).toEqual(about);
      expect(Number(response.headers()['content-length'])).toBe(readFileSync(join(dist, 'about', file)).length);
    }
  });

  test('unknown addresses, and the build output meant for servers, answer 404 with the not-found page', async ({ request }) => {
    for (const path of [
      '/no/such/page',
      '/blogs/no-such-post/extra',
      '/assets/missing.js',
      '/_headers',
      '/_deploy/nginx/satori-xr.conf',
      '/.vite/manifest.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(site.notFound.header.heading);
    }
  });

  test('any letter case, a trailing slash and a written or escaped & find the page', async ({ request }) => {
    for (const [path, heading] of [
      ['/PLATFORM/', 'Platform'],
      ['/platform', 'Platform'],
      ['/about/', null],
      ['/BLOGS', null],
      ['/industries/Logistics&SupplyChainIndustry', null],
      ['/industries/logistics%26supplychainindustry', null],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<h1');
      if (heading) expect(html).toContain(heading);
    }
  });

  test(`the Mozilla Observatory's rules score the TLS configuration at least 120, redirect included`, async ({ request, baseURL }) => {
    const response = await request.get('/');
    // The scanner's walk from plain HTTP, one hop at a time as it records them.
    const httpRedirects: RedirectStep[] = [];
    for (let url = `http://127.0.0.1:${NGINX_HTTP_PORT}/`; httpRedirects.length < 5;) {
      const hop = await request.get(url, { maxRedirects: 0 });
      httpRedirects.push({ url, status: hop.status() });
      const location = hop.headers()['location'];
      if (hop.status() < 300 || hop.status() >= 400 || !location) break;
      url = new URL(location, url).href;
    }
    expect(httpRedirects).toEqual([
      { url: `http://127.0.0.1:${NGINX_HTTP_PORT}/`, status: 301 },
      { url: `${baseURL}/`, status: 200 },
    ]);
    // The certificate is self-signed for the test; a deployment's verifies, which is what is scored.
    const result = scoreObservatory({ headers: response.headers(), html: await response.text(), pageUrl: `${baseURL}/`, httpRedirects });
    expect(result.tests.filter((outcome) => !outcome.pass)).toEqual([]);
    expect(result.notScored).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(120);
  });

  test('style-src has no unsafe-inline: each page allows its own <style> blocks by hash, and no page carries a style attribute', async ({ request }) => {
    for (const [file, hashes] of pageStyleHashes(dist)) {
      const html = readFileSync(join(dist, file), 'utf8');
      // Outside the <script type="application/json"> data, no element of the server HTML has a style attribute.
      const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
      expect(markup, file).not.toMatch(/<[a-z][^>]*\sstyle\s*=/i);
      expect(hashes.length, `${file} has styled-components' sheet`).toBeGreaterThan(0);
    }
    for (const path of ['/', '/about', '/PLATFORM/', '/blogs', '/no/such/page']) {
      const response = await request.get(path);
      const styleSrc = directivesOf(response.headers()['content-security-policy'] ?? '').get('style-src');
      expect(styleSrc, path).toEqual(["'self'", RUNTIME_STYLE_SHEET_HASH, MODEL_VIEWER_STYLE_HASH, ...inlineStyleHashes(await response.text())]);
      expect(styleSrc, path).not.toContain("'unsafe-inline'");
    }
  });
});

test.describe('what reaches other origins still works under the policy', () => {
  test('the Platform frame loads the platform app', async ({ page }) => {
    const violations = await recordViolations(page);
    await openReady(page, '/Platform');
    const frame = page.getByRole('main').locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('main iframe').getByText(PLATFORM_STAND_IN_TEXT)).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test.describe('with motion', () => {
    // Videos loop only for visitors who have not asked for less motion.
    test.use({ reducedMotion: 'no-preference' });

    test('hosted videos load and play', async ({ page }) => {
      const violations = await recordViolations(page);
      await openReady(page, '/EDUCOE/EDUCOE');
      const video = page.getByRole('main').locator('video').first();
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.currentTime > 0))
        .toBe(true);
      expect(await violations()).toEqual([]);
    });
  });

  test('a post’s embedded video player is allowed to load', async ({ page, context }) => {
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Video player (test stand-in)</p>' }),
    );
    const violations = await recordViolations(page);
    await openReady(page, `/blogs/${EDGE_CASE_SLUGS.xssPayloads}`);
    // Players wait for the visitor's consent (e2e/post-embeds.spec.ts); this one is loaded from its placeholder.
    await page.getByRole('main').getByRole('button', { name: 'Load video from YouTube' }).click();
    const player = page.getByRole('main').locator('iframe[src^="https://www.youtube-nocookie.com/"]');
    await player.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('main iframe[src^="https://www.youtube-nocookie.com/"]').getByText('Video player (test stand-in)')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the contact form posts to the provider (the embedded mock) and thanks the visitor', async ({ page }) => {
    const violations = await recordViolations(page);
    await openReady(page, '/Contact/Contactus');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox').nth(0).fill('Ananya Iyer');
    await form.getByRole('textbox').nth(1).fill('ananya.iyer@example.com');
    await form.getByRole('textbox').nth(2).fill('+91 98400 12345');
    await form.getByRole('textbox').nth(3).fill('We would like a WebXR training pilot for two plants.');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url() === MOCK_CONTACT_FORM_ENDPOINT);
    await form.getByRole('button').click();
    await posted;
    await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent.');
    expect(await violations()).toEqual([]);
  });

  test('posts load from the content service when a visitor moves between them', async ({ page }) => {
    const [newest, second] = mockPostsInCategory(BLOG_CATEGORY_ID);
    if (!newest || !second) throw new Error('too few blog posts');
    const violations = await recordViolations(page);
    await openReady(page, `/blogs/${newest.slug}`);
    const fetched = page.waitForRequest((request) => request.url().startsWith(MOCK_CONTENT_SERVICE_URL));
    await page
      .getByRole('navigation', { name: site.posts.neighboursLabel })
      .getByRole('link', { name: new RegExp(`^${site.posts.previousLabel}`) })
      .click();
    await fetched;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainText(second.title.rendered));
    expect(await violations()).toEqual([]);
  });

  test('a post sanitised in the browser reports nothing, even the one full of event handlers', async ({ page }) => {
    const violations = await recordViolations(page);
    await openReady(page, '/blogs');
    const fetched = page.waitForResponse(
      (response) => response.url().startsWith(MOCK_CONTENT_SERVICE_URL) && response.url().includes(EDGE_CASE_SLUGS.xssPayloads),
    );
    // A client-side navigation, as a link would make: the post is fetched and sanitised here, not pre-rendered.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/blogs/${EDGE_CASE_SLUGS.xssPayloads}`);
    await fetched;
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

function readdirAssets(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file.replace(/^assets\//, '')))].sort();
}
