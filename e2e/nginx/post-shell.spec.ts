/**
 * Posts published after the build, on a real nginx with the configuration the build shipped: any address of a post
 * route that was not pre-rendered gets the route's post shell (scripts/lib/post-shells.ts), in any letter case,
 * under the Content-Security-Policy with no violation; pre-rendered posts stay themselves; the shells themselves,
 * other depths of the route and the static-host rules answer 404.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postShellFile } from '../../scripts/lib/post-shells.ts';
import { DIST_DIR } from '../../scripts/lib/server-bundle.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../../src/testing/mocks/mock-posts.ts';
import { htmlToPlainText } from '../../src/lib/text/html-to-text.ts';
import { site } from '../support/content.ts';
import { expect, openReady, test, withCookieChoice } from '../support/test.ts';

const shellHtml = (pattern: string) => readFileSync(join(process.cwd(), DIST_DIR, postShellFile(pattern)), 'utf8');

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("an unknown post address in any letter case gets its route's shell: status 200, noindex, no canonical", async ({ request }) => {
  for (const [path, pattern] of [
    ['/blogs/published-after-the-build', '/blogs/:slug'],
    ['/BLOGS/Published-After-The-Build/', '/blogs/:slug'],
    ['/blogs/caf%C3%A9-after-the-build', '/blogs/:slug'],
    ['/CaseStudy/published-after-the-build', '/CaseStudy/:slug'],
    ['/casestudy/published-after-the-build/', '/CaseStudy/:slug'],
  ] as const) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toBe(shellHtml(pattern));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  }
});

test('pre-rendered posts stay themselves; other depths, the shells and the static-host rules answer 404', async ({ request }) => {
  const post = requireMockPost(EDGE_CASE_SLUGS.ordinaryPost);
  const prerendered = await (await request.get(`/blogs/${post.slug}`)).text();
  expect(prerendered).toContain('rel="canonical"');
  expect(prerendered).not.toBe(shellHtml('/blogs/:slug'));
  for (const path of ['/blogs/one/two', '/_post-shells/blogs/index.html', '/_post-shells/blogs/', '/_redirects']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(site.notFound.heading);
  }
});

test(`the shell hydrates at an unknown slug with no violation or warning and says '${site.posts.notFoundMessage}'`, async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await openReady(page, '/CASESTUDY/Published-After-The-Build');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.posts.notFoundMessage);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(violations).toEqual([]);
  // consoleProblems (auto fixture) fails the test on any hydration warning or console error.
});

test('a post WordPress has but the build did not pre-render loads in the browser from the shell', async ({ page, request }) => {
  // Every mock post is pre-rendered in this build, so the post published later is played by a known one served as the shell.
  const post = requireMockPost(EDGE_CASE_SLUGS.ordinaryPost);
  const shell = await (await request.get('/blogs/published-after-the-build')).text();
  await page.route(`**/blogs/${post.slug}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }));
  await openReady(page, `/blogs/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainText(post.title.rendered));
});
