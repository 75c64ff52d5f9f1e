/**
 * The blog's and the case studies' RSS 2.0 and Atom feeds (issue 26), as the build writes and the server sends them:
 * well-formed, listing the same posts as the pre-rendered listing, in the same order, and announced with
 * <link rel="alternate"> on the listing and on its posts.
 */
import type { APIRequestContext } from '@playwright/test';
import { site } from './support/content.ts';
import { expect, test } from './support/test.ts';

const LISTINGS = [
  { listing: '/blogs', rss: '/feeds/blog.rss', atom: '/feeds/blog.atom' },
  { listing: '/CaseStudy', rss: '/feeds/case-studies.rss', atom: '/feeds/case-studies.atom' },
] as const;

/** The posts a listing's pre-rendered HTML links to, in order (each card's "Read more" link). */
async function listedPosts(request: APIRequestContext, listing: string): Promise<string[]> {
  const html = await (await request.get(listing)).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...new Set([...main.matchAll(/<a[^>]+href="([^"]+)"/g)].map(([, href = '']) => href).filter((href) => href.startsWith(`${listing}/`)))];
}

for (const { listing, rss, atom } of LISTINGS) {
  test(`${listing}: its RSS and Atom feeds are well-formed and list the posts the listing shows, in its order`, async ({ page, request }) => {
    const posts = await listedPosts(request, listing);
    expect(posts.length).toBeGreaterThan(0);
    for (const [address, type] of [
      [rss, 'application/rss+xml'],
      [atom, 'application/atom+xml'],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type'], address).toContain(type);
      const xml = await response.text();
      // The browser's own XML parser: a malformed feed gives a parsererror document.
      await page.goto('about:blank');
      const links = await page.evaluate(
        ([text, kind]) => {
          const document = new DOMParser().parseFromString(text, 'application/xml');
          if (document.getElementsByTagName('parsererror').length > 0) return null;
          return kind === 'rss'
            ? [...document.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent ?? '')
            : [...document.getElementsByTagName('entry')].map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '');
        },
        [xml, address === rss ? 'rss' : 'atom'] as const,
      );
      expect(links, `${address} is well-formed XML`).not.toBeNull();
      expect(
        links?.map((link) => link.replace(site.siteUrl, '')),
        address,
      ).toEqual(posts);
    }
  });

  test(`${listing} and its posts announce both feeds`, async ({ request }) => {
    const [firstPost] = await listedPosts(request, listing);
    for (const address of [listing, firstPost ?? listing]) {
      const html = await (await request.get(address)).text();
      expect(html, address).toContain(`<link rel="alternate" type="application/rss+xml"`);
      expect(html, address).toContain(`href="${rss}"`);
      expect(html, address).toContain(`href="${atom}"`);
    }
  });
}

test('other pages announce no feed', async ({ request }) => {
  for (const address of ['/', '/about']) expect(await (await request.get(address)).text(), address).not.toContain('rel="alternate"');
});
