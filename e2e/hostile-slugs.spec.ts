/**
 * Issue 25, bug 3, on the build itself: the mock WordPress lists posts whose slugs would climb out of dist/
 * (`..%2F..%2Ftmp%2Fx`), overwrite the About page (`..%2Fabout`), or could not be looked up once decoded
 * (`launch%2d2026`). The build must write nothing outside dist/, leave /about alone, link none of the refused
 * posts, and give launch%2d2026 a page that finds it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DIST_DIR } from '../scripts/lib/server-bundle.ts';
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, HOSTILE_SLUGS, requireMockPost } from '../src/testing/mocks/mock-posts.ts';
import { headingOf, pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

const dist = resolve(DIST_DIR);
const titleOf = (slug: string) => htmlToPlainText(requireMockPost(slug).title.rendered);
const aboutPage = pages.find((page) => page.path === '/about');
const launchAddress = '/blogs/launch%252d2026';

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe('hostile slugs in the build', () => {
  test('nothing is written outside dist/, and no refused post has a file anywhere', () => {
    // Where `..%2F..%2Ftmp%2Fx` under dist/blogs/ would have led, and where `..%2Fabout` would have.
    expect(existsSync(resolve(dist, 'blogs', '..', '..', 'tmp', 'x', 'index.html'))).toBe(false);
    for (const slug of HOSTILE_SLUGS.refused) {
      expect(existsSync(join(dist, 'blogs', slug)), slug).toBe(false);
      expect(existsSync(join(dist, 'CaseStudy', slug)), slug).toBe(false);
    }
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\.\.|%2F|%5C/i);
    expect(sitemap).toContain(`${site.siteUrl}${launchAddress}</loc>`);
  });

  test('/about is the About page, not the post whose slug pointed at it', async ({ page }) => {
    if (!aboutPage) throw new Error('content-json has no /about page');
    const html = readFileSync(join(dist, 'about', 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/about"`);
    expect(html).not.toContain(titleOf(EDGE_CASE_SLUGS.slugOverwritingAbout));
    await openReady(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(aboutPage));
  });

  test('launch%2d2026 is pre-rendered, served as itself at its address, and found by its stored spelling after hydration', async ({ page, request }) => {
    const html = readFileSync(join(dist, 'blogs', EDGE_CASE_SLUGS.slugWithEncodedHyphen, 'index.html'), 'utf8');
    expect(html).toContain(titleOf(EDGE_CASE_SLUGS.slugWithEncodedHyphen));
    // The server answers the address with that file, not with the post shell that would load the post in the browser.
    expect(await (await request.get(launchAddress)).text()).toBe(html);
    await openReady(page, launchAddress);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(EDGE_CASE_SLUGS.slugWithEncodedHyphen));
  });

  test('the listings link to no post with a refused slug', async ({ page }) => {
    for (const listing of ['/blogs', '/CaseStudy']) {
      await openReady(page, listing);
      const hrefs = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const slug of HOSTILE_SLUGS.refused)
        expect(
          hrefs.filter((href) => href.toLowerCase().includes(slug.toLowerCase())),
          `${listing} → ${slug}`,
        ).toEqual([]);
      for (const slug of HOSTILE_SLUGS.refused) await expect(page.getByText(titleOf(slug))).toHaveCount(0);
    }
  });
});
