/**
 * The pre-rendered blog and case-study listings and post pages (SPEC 2.10, 3, 4) on the embedded mock WordPress,
 * as the build wrote them: each card's image, date, title and Read More link, the placeholder for a post without
 * a usable image, and a post's title, date, author, categories, image, body, neighbours and head. What needs a
 * browser (the grid's columns and the 16:9 frames, client-side navigation, an unknown slug's shell, the XSS post
 * with its players loaded, Try again, axe on failures) is in e2e/posts.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadContent, requireValidContent } from '../../scripts/content/model/load-content.ts';
import { featuredImageOf } from '../../src/features/posts/api/featured-image.ts';
import { LISTING_PAGE_SIZE } from '../../src/features/posts/listing-limits.ts';
import { PLACEHOLDER_IMAGE_URL } from '../../src/features/posts/api/placeholder-image.ts';
import { calendarDateOf, formatPostDate } from '../../src/features/posts/format-post-date.ts';
import { htmlToPlainText } from '../../src/lib/text/html-to-text.ts';
import {
  BLOG_CATEGORY_ID,
  CASE_STUDY_CATEGORY_ID,
  EDGE_CASE_SLUGS,
  mockPostPagesInCategory,
  requireMockPost,
  type WordPressPostJson,
} from '../../testing/mocks/mock-posts.ts';
import { DIST, builtPage, builtPages, readBuiltFile, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const content = requireValidContent(loadContent(process.cwd()));
const { site } = content;
const copy = site.posts;

function listingOf(path: string) {
  const section = content.pages.find((page) => page.document.path === path)?.document.sections.find((candidate) => candidate.type === 'latest-posts');
  if (section?.type !== 'latest-posts') throw new Error(`${path} has no latest-posts section`);
  return section;
}

/** The title as the site shows it: WordPress's rendered title as plain text. */
const plainTitle = (post: WordPressPostJson) => htmlToPlainText(post.title.rendered);

/** A post's address under a listing: the slug decoded once, then encoded as a path segment. */
const addressOf = (listingPath: string, post: WordPressPostJson) => `${listingPath}/${encodeURIComponent(decodeURIComponent(post.slug))}`;

const cardsOf = (page: Document) => [...page.querySelectorAll('main article')];

// Each page parsed once: a page with its style sheet takes seconds to parse on a busy machine.
const LISTINGS = [
  { path: '/blogs', heading: 'Blog', categoryId: BLOG_CATEGORY_ID },
  { path: '/CaseStudy', heading: 'Case Studies', categoryId: CASE_STUDY_CATEGORY_ID },
].map((listing) => ({ ...listing, section: listingOf(listing.path), page: builtPage(listing.path) }));

describe('the built listings', () => {
  for (const { path, heading, categoryId, page } of LISTINGS) {
    it(`${path} is titled '${heading}' and shows its newest posts as cards: image, date, title, excerpt, Read More`, () => {
      expect([...page.querySelectorAll('h1')].map((element) => element.textContent)).toEqual([heading]);
      const expected = mockPostPagesInCategory(categoryId).slice(0, LISTING_PAGE_SIZE);
      const cards = cardsOf(page);
      expect(cards).toHaveLength(expected.length);
      for (const [index, post] of expected.entries()) {
        const card = cards[index];
        if (!card) throw new Error(`no card ${String(index)}`);
        const title = plainTitle(post);
        expect([...card.querySelectorAll('h3')].map((element) => element.textContent)).toEqual([title]);
        const time = card.querySelector('time');
        expect(time?.textContent).toMatch(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/);
        expect(time?.textContent).toBe(formatPostDate(post.date));
        expect(time?.getAttribute('datetime')).toBe(calendarDateOf(post.date));
        const links = [...card.querySelectorAll('a')];
        expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
          [`${copy.readMoreLabel}: ${title}`, addressOf(path, post)],
        ]);
        expect(links[0]?.textContent).toBe(`${copy.readMoreLabel}: ${title}`);
        const images = [...card.querySelectorAll('img')];
        expect(images).toHaveLength(1);
        const image = featuredImageOf(post as unknown as Record<string, unknown>);
        expect(images[0]?.getAttribute('src')).toBe(image.url);
        expect(images[0]?.getAttribute('alt')).toBe(image.alt);
        expect(images[0]?.getAttribute('loading')).toBe('lazy');
      }
    });
  }

  it('/blogs ends with the call to action, the way forward when the listing has no posts to show', () => {
    const blog = LISTINGS[0];
    if (!blog) throw new Error('no blog listing');
    expect(sectionTypesOf(blog.page).slice(-2)).toEqual(['latest-posts', 'cta-band']);
    const band = [...blog.page.querySelectorAll('main [data-section-type="cta-band"]')].at(-1);
    const actions = [...(band?.querySelectorAll('a[href]') ?? [])].filter((link) => link.textContent.startsWith(site.ctaBand.action.label));
    expect(actions).toHaveLength(1);
  });

  it('shows the placeholder, a real image file, on a card whose post has no usable image', () => {
    const blog = LISTINGS[0];
    if (!blog) throw new Error('no blog listing');
    const title = plainTitle(requireMockPost(EDGE_CASE_SLUGS.noFeaturedMedia));
    const card = cardsOf(blog.page).find((candidate) => candidate.querySelector('h3')?.textContent === title);
    if (!card) throw new Error(`/blogs has no card for '${title}'`);
    expect(PLACEHOLDER_IMAGE_URL).toBe('/brand/og-default.png');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE_URL);
    // Never a broken image: the build holds the file, a PNG with a width and a height (its IHDR chunk).
    const png = readFileSync(join(DIST, PLACEHOLDER_IMAGE_URL));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBeGreaterThan(0);
    expect(png.readUInt32BE(20)).toBeGreaterThan(0);
  });

  it('the footer’s /Blogs spelling is the blog listing, with the same cards', () => {
    const alias = builtPages.find((candidate) => candidate.urlPath === '/Blogs');
    if (!alias) throw new Error('the build has no /Blogs page');
    const page = new JSDOM(readBuiltFile(alias.file)).window.document;
    const blog = LISTINGS[0];
    if (!blog) throw new Error('no blog listing');
    expect([...page.querySelectorAll('h1')].map((element) => element.textContent)).toEqual(['Blog']);
    const titles = (document: Document) => cardsOf(document).map((card) => card.querySelector('h3')?.textContent);
    expect(titles(page)).toHaveLength(LISTING_PAGE_SIZE);
    expect(titles(page)).toEqual(titles(blog.page));
  });
});

describe('the built post pages', () => {
  const newestFirst = mockPostPagesInCategory(BLOG_CATEGORY_ID);
  const post = requireMockPost(EDGE_CASE_SLUGS.ordinaryPost);
  const address = addressOf('/blogs', post);
  const page = builtPage(address);

  it('show the date, title, author, categories, image and body of the post', () => {
    const [article] = cardsOf(page);
    if (!article) throw new Error(`${address} has no article`);
    const title = plainTitle(post);
    expect([...page.querySelectorAll('h1')].map((element) => [element.textContent, article.contains(element)])).toEqual([[title, true]]);
    expect(article.querySelector('time')?.getAttribute('datetime')).toBe(post.date.slice(0, 10));
    expect(article.querySelector('time')?.textContent).toBe(formatPostDate(post.date));
    const author = post._embedded?.author?.[0];
    if (!author || !('name' in author)) throw new Error('the ordinary post has no author');
    const byline = [...article.querySelectorAll('span')].map((span) => span.textContent).find((text) => /^By \S/.test(text));
    expect(byline).toBe(`${copy.authorLabel} ${author.name}`);
    const categories = [...article.querySelectorAll('ul')].filter((list) => list.getAttribute('aria-label') === copy.categoriesLabel);
    expect(categories.map((list) => [...list.querySelectorAll('li')].map((item) => item.textContent))).toEqual([['Blog']]);
    const image = featuredImageOf(post as unknown as Record<string, unknown>);
    const lead = article.querySelector('img');
    expect([lead?.getAttribute('src'), lead?.getAttribute('alt')]).toEqual([image.url, image.alt]);
    expect(image.alt).not.toBe('');
    const paragraph = article.querySelector('p');
    expect(paragraph).not.toBeNull();
    expect(paragraph?.textContent.trim()).not.toBe('');
    expect([...article.querySelectorAll('a')].find((link) => link.textContent === 'All articles')?.getAttribute('href')).toBe('/blogs');
  });

  it('link the previous (older) and the next (newer) post of the category', () => {
    const index = newestFirst.findIndex((candidate) => candidate.id === post.id);
    const [older, newer] = [newestFirst[index + 1], newestFirst[index - 1]];
    if (!older || !newer) throw new Error('the ordinary post needs a post on either side');
    const neighbours = [...page.querySelectorAll('nav')].filter((nav) => nav.getAttribute('aria-label') === copy.neighboursLabel);
    expect(neighbours).toHaveLength(1);
    const links = [...(neighbours[0]?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [`${copy.previousLabel}${plainTitle(older)}`, addressOf('/blogs', older)],
      [`${copy.nextLabel}${plainTitle(newer)}`, addressOf('/blogs', newer)],
    ]);
  });

  it('carry the post in the head: title, description and canonical address', () => {
    expect(page.title).toBe(`${plainTitle(post)} | Satori XR Blog`);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S{10,}/);
    expect([...page.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([`${site.siteUrl}${address}`]);
  });

  it('a non-ASCII slug is a page of its own, found in either spelling, headed by its post', () => {
    const munich = requireMockPost(EDGE_CASE_SLUGS.nonAsciiSlugLatin);
    const munichAddress = addressOf('/blogs', munich);
    expect(munichAddress).not.toBe(`/blogs/${munich.slug}`);
    const munichPage = builtPage(munichAddress);
    expect([...munichPage.querySelectorAll('h1')].map((element) => element.textContent)).toEqual([plainTitle(munich)]);
    expect(builtPage(`/blogs/${decodeURIComponent(munich.slug)}`).title).toBe(munichPage.title);
  });
});
