/**
 * Posts published after the build, on a real nginx with the configuration the build shipped: any address of a post
 * route that was not pre-rendered gets the route's post shell (scripts/build/prerender/post-shells.ts), in any letter case, byte
 * for byte; pre-rendered posts stay themselves; the shells themselves, other depths of the route and the static-host
 * rules answer 404. The shell's headers are the shared set (production-serving.spec.ts); that it hydrates under them
 * with no violation, and loads a post published later, is shown in a browser under `npm run serve`
 * (e2e/serve-headers.spec.ts), which sends the same headers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postShellFile } from '../../scripts/build/prerender/post-shells.ts';
import { DIST_DIR } from '../../scripts/content/model/paths.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../../testing/mocks/mock-posts.ts';
import { site } from '../../testing/playwright/content.ts';
import { expect, test } from '../../testing/playwright/test.ts';

const shellHtml = (pattern: string) => readFileSync(join(process.cwd(), DIST_DIR, postShellFile(pattern)), 'utf8');

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
    expect(await response.text(), path).toContain(site.notFound.header.heading);
  }
});
