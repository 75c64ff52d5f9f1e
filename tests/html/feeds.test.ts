/**
 * The blog's and the case studies' RSS 2.0 and Atom feeds (issue 26), as the build writes them: well-formed,
 * carrying the category's newest 20 posts (issue 34), the listing's first and in its order, and announced with <link rel="alternate">
 * on the listing and on the pages under it, and on no other page. The types the server sends them with are
 * checked in tests/build/serve-requests.test.ts.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../../src/features/posts/listing-limits.ts';
import { FEED_POST_COUNT } from '../../src/features/posts/post-feeds.ts';
import { BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, mockPostsInCategory } from '../../testing/mocks/mock-posts.ts';
import { site } from '../../testing/playwright/content.ts';
import { builtPage, builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

const LISTINGS = [
  { listing: '/blogs', rss: '/feeds/blog.rss', atom: '/feeds/blog.atom', category: BLOG_CATEGORY_ID },
  { listing: '/CaseStudy', rss: '/feeds/case-studies.rss', atom: '/feeds/case-studies.atom', category: CASE_STUDY_CATEGORY_ID },
] as const;

const postsByListing = new Map<string, string[]>();

/** The posts a listing's pre-rendered page links to from its cards, in order (not its links to further pages). */
function listedPosts(listing: string): string[] {
  let posts = postsByListing.get(listing);
  if (posts === undefined) {
    const links = [...builtPage(listing).querySelectorAll('main article a[href]')].map((link) => link.getAttribute('href') ?? '');
    posts = [...new Set(links.filter((href) => href.startsWith(`${listing}/`)))];
    postsByListing.set(listing, posts);
  }
  return posts;
}

const { DOMParser } = new JSDOM().window;

/** A feed file parsed by jsdom's XML parser, which gives a parsererror document for XML that is not well-formed. */
function parseFeed(file: string): Document {
  const document = new DOMParser().parseFromString(readBuiltFile(file), 'application/xml');
  expect(document.getElementsByTagName('parsererror'), `${file} is well-formed XML`).toHaveLength(0);
  return document;
}

/** The feeds a page announces: the href of each <link rel="alternate">, with its type. */
function announcedFeeds(document: Document): string[] {
  return [...document.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('type')} ${link.getAttribute('href')}`);
}

describe('post feeds', () => {
  for (const { listing, rss, atom, category } of LISTINGS) {
    it(`${listing}: its RSS and Atom feeds are well-formed and list its newest ${FEED_POST_COUNT} posts: the listing's, in its order, then the next`, () => {
      const listed = listedPosts(listing);
      expect(listed.length).toBeGreaterThan(0);
      // A category with more posts than the listing's page (the blog's 19) shows in its feeds beyond that page.
      const beyondFirstPage = mockPostsInCategory(category).length > LISTING_PAGE_SIZE;
      const rssDocument = parseFeed(rss);
      expect(rssDocument.documentElement.tagName).toBe('rss');
      const rssLinks = [...rssDocument.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent ?? '');
      const posts = rssLinks.map((link) => link.replace(site.siteUrl, ''));
      expect(posts.length, rss).toBeLessThanOrEqual(FEED_POST_COUNT);
      if (beyondFirstPage) expect(posts.length, rss).toBeGreaterThan(LISTING_PAGE_SIZE);
      expect(posts.slice(0, listed.length), rss).toEqual(listed);
      expect(new Set(posts).size, 'no post twice').toBe(posts.length);
      const atomDocument = parseFeed(atom);
      expect(atomDocument.documentElement.tagName).toBe('feed');
      const atomLinks = [...atomDocument.getElementsByTagName('entry')].map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '');
      expect(
        atomLinks.map((link) => link.replace(site.siteUrl, '')),
        atom,
      ).toEqual(posts);
    });

    it(`${listing} and its posts announce both feeds`, () => {
      const [firstPost] = listedPosts(listing);
      expect(firstPost).toBeDefined();
      for (const address of [listing, firstPost ?? listing]) {
        expect(announcedFeeds(builtPage(address)), address).toEqual([`application/rss+xml ${rss}`, `application/atom+xml ${atom}`]);
      }
    });
  }

  it('only a listing and the pages under its address announce a feed, and only its own', () => {
    const wrong = [...builtPages, { urlPath: '/404', file: '404.html' }].flatMap(({ urlPath, file }) => {
      const path = urlPath.toLowerCase();
      const own = LISTINGS.find(({ listing }) => path === listing.toLowerCase() || path.startsWith(`${listing.toLowerCase()}/`));
      const html = readBuiltFile(file);
      if (!own) return html.includes('rel="alternate"') ? [`${urlPath}: rel="alternate" on a page with no feed`] : [];
      // The page's <link> elements, parsed on their own: the rest of the page has no bearing on them.
      const links = new DOMParser().parseFromString([...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).join(''), 'text/html');
      const announced = [...links.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('type')} ${link.getAttribute('href')}`);
      const expected = [`application/rss+xml ${own.rss}`, `application/atom+xml ${own.atom}`];
      return JSON.stringify(announced) === JSON.stringify(expected) ? [] : [`${urlPath}: announces ${announced.join(', ') || 'nothing'}`];
    });
    expect(wrong).toEqual([]);
  });
});
