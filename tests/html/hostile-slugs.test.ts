/**
 * Issue 25, bug 3, on the build itself: the mock WordPress lists posts whose slugs would climb out of dist/
 * (`..%2F..%2Ftmp%2Fx`), overwrite the About page (`..%2Fabout`), or could not be looked up once decoded
 * (`launch%2d2026`). The build must write nothing outside dist/, leave /about alone, link none of the refused
 * posts, and give launch%2d2026 a page at its address. That the server answers the address with that page is
 * tests/build/serve-requests.test.ts; that the page finds its post after hydration is e2e/hostile-slugs.spec.ts.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingOf, pages, site } from '../../testing/playwright/content.ts';
import { htmlToPlainText } from '../../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, HOSTILE_SLUGS, requireMockPost } from '../../testing/mocks/mock-posts.ts';
import { DIST, builtFileOf, builtHtml, builtPage, readBuiltFile } from '../../testing/vitest/built-site.ts';

const titleOf = (slug: string) => htmlToPlainText(requireMockPost(slug).title.rendered);
const launchAddress = '/blogs/launch%252d2026';

/** The text a reader gets from a page: its body without scripts (the hydration data) or styles. */
function readableText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('script, style, template')) element.remove();
  return body.textContent;
}

describe('hostile slugs in the build', () => {
  it('nothing is written outside dist/, and no refused post has a file anywhere', () => {
    // Where `..%2F..%2Ftmp%2Fx` under dist/blogs/ would have led, and where `..%2Fabout` would have.
    expect(existsSync(resolve(DIST, 'blogs', '..', '..', 'tmp', 'x', 'index.html'))).toBe(false);
    expect(HOSTILE_SLUGS.refused.length).toBeGreaterThan(0);
    for (const slug of HOSTILE_SLUGS.refused) {
      expect(existsSync(join(DIST, 'blogs', slug)), slug).toBe(false);
      expect(existsSync(join(DIST, 'CaseStudy', slug)), slug).toBe(false);
    }
    const sitemap = readBuiltFile('sitemap.xml');
    expect(sitemap).not.toMatch(/\.\.|%2F|%5C/i);
    expect(sitemap).toContain(`${site.siteUrl}${launchAddress}</loc>`);
  });

  it('/about is the About page, not the post whose slug pointed at it', () => {
    const about = pages.find((page) => page.path === '/about');
    if (!about) throw new Error('content-json has no /about page');
    expect(builtFileOf('/about')).toBe('/about/index.html');
    const document = builtPage('/about');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}/about`);
    expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([headingOf(about)]);
    expect(builtHtml('/about')).not.toContain(titleOf(EDGE_CASE_SLUGS.slugOverwritingAbout));
  });

  it('launch%2d2026 is pre-rendered under its stored spelling, and its address finds that file', () => {
    const file = `/blogs/${EDGE_CASE_SLUGS.slugWithEncodedHyphen}/index.html`;
    expect(existsSync(join(DIST, file))).toBe(true);
    // Found as the servers find a page: the address decoded once (not twice, which would be /blogs/launch-2026).
    expect(builtFileOf(launchAddress)).toBe(file);
    expect(builtFileOf('/blogs/launch-2026')).toBeUndefined();
    expect([...builtPage(launchAddress).querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      titleOf(EDGE_CASE_SLUGS.slugWithEncodedHyphen),
    ]);
  });

  for (const listing of ['/blogs', '/CaseStudy']) {
    it(`${listing} links to no post with a refused slug, and shows none of their titles`, () => {
      const document = builtPage(listing);
      const main = document.querySelector('main');
      const hrefs = [...(main?.querySelectorAll('a[href]') ?? [])].map((link) => link.getAttribute('href') ?? '');
      expect(hrefs.filter((href) => href.startsWith(`${listing}/`)).length, 'the listing links to its posts').toBeGreaterThan(0);
      for (const slug of HOSTILE_SLUGS.refused)
        expect(
          hrefs.filter((href) => href.toLowerCase().includes(slug.toLowerCase())),
          `${listing} → ${slug}`,
        ).toEqual([]);
      const text = readableText(document);
      for (const slug of HOSTILE_SLUGS.refused) expect(text, `${listing}: ${slug}`).not.toContain(titleOf(slug));
    });
  }
});
