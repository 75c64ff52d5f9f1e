/**
 * The listings' pages as the demo build wrote them on the embedded mock WordPress (ten posts to a page, X-WP-Total and
 * X-WP-TotalPages as WordPress sends them): /blogs and /CaseStudy are page 1, /blogs/page/2 and /CaseStudy/page/2
 * the older posts. Each page holds its own posts, the pagination nav (named, the current page marked, previous and
 * next with rel) and its own title and canonical address. The page rule, the pagination model and the answers
 * without totals are unit tests (listing-pages.test.ts, posts-client.test.ts, latest-posts.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { loadContent, requireValidContent } from '../../scripts/content/model/load-content.ts';
import { LISTING_PAGE_SIZE } from '../../src/features/posts/listing-limits.ts';
import { listingPagePath } from '../../src/features/posts/listing-pages.ts';
import { LISTING_PATH, postPath } from '../../src/features/posts/post-path.ts';
import type { PostCategory } from '../../src/features/posts/api/posts-client.ts';
import { fillTemplate } from '../../src/lib/text/fill-template.ts';
import { BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, HOSTILE_SLUGS, mockPostsInCategory } from '../../testing/mocks/mock-posts.ts';
import { builtFileOf, builtPage, readBuiltFile } from '../../testing/vitest/built-site.ts';

const content = requireValidContent(loadContent(process.cwd()));
const { site } = content;
const copy = site.posts;

function pagedListing(path: string) {
  const section = content.pages.find((page) => page.document.path === path)?.document.sections.find((candidate) => candidate.type === 'latest-posts');
  if (section?.type !== 'latest-posts' || !section.pagination) throw new Error(`${path} has no paged latest-posts section`);
  return { section, pagination: section.pagination };
}

const LISTINGS: { category: PostCategory; categoryId: number }[] = [
  { category: 'blog', categoryId: BLOG_CATEGORY_ID },
  { category: 'case-studies', categoryId: CASE_STUDY_CATEGORY_ID },
];

describe.each(LISTINGS)('the $category listing, page by page', ({ category, categoryId }) => {
  const all = mockPostsInCategory(categoryId);
  const pageCount = Math.ceil(all.length / LISTING_PAGE_SIZE);
  const firstPath = LISTING_PATH[category];
  const { section, pagination } = pagedListing(`${firstPath}/page/:page`);
  const first = builtPage(firstPath);
  const second = builtPage(listingPagePath(category, 2));
  const canonicalOf = (document: Document) => document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const navOf = (document: Document) => {
    const navs = [...document.querySelectorAll('main nav')].filter(
      (nav) => nav.getAttribute('aria-label') === fillTemplate(copy.pagesLabel, { title: section.listingName }),
    );
    expect(navs).toHaveLength(1);
    return navs[0] as Element;
  };
  /** Each link of the nav: its words, name, address, rel and aria-current. */
  const linksOf = (nav: Element) =>
    [...nav.querySelectorAll('a')].map((link) => ({
      text: link.textContent,
      name: link.getAttribute('aria-label') ?? link.textContent,
      href: link.getAttribute('href'),
      rel: link.getAttribute('rel'),
      current: link.getAttribute('aria-current'),
    }));
  /** The post addresses a page's cards link, and those of the posts WordPress sends for that page (less those that cannot have a page). */
  const cardHrefs = (document: Document) => [...document.querySelectorAll('main article a')].map((link) => link.getAttribute('href'));
  const postPathsOnPage = (page: number) =>
    all
      .slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE)
      .filter((post) => !HOSTILE_SLUGS.refused.includes(post.slug))
      .map((post) => postPath(category, post.slug));

  it('has exactly two pages on the mocks, so page 2 is the last', () => {
    expect(pageCount).toBe(2);
  });

  it('page 1 is the listing itself: the newest posts, its own title and address, and a nav to page 2', () => {
    expect(cardHrefs(first)).toHaveLength(LISTING_PAGE_SIZE);
    expect(cardHrefs(first)).toEqual(postPathsOnPage(1));
    const document = content.pages.find((page) => page.document.path === firstPath)?.document;
    expect(first.title).toBe(document?.meta.title);
    expect(canonicalOf(first)).toBe(`${site.siteUrl}${firstPath}`);
    expect(linksOf(navOf(first))).toEqual([
      { text: '1', name: fillTemplate(copy.pageLabel, { page: 1 }), href: firstPath, rel: null, current: 'page' },
      { text: '2', name: fillTemplate(copy.pageLabel, { page: 2 }), href: `${firstPath}/page/2`, rel: null, current: null },
      { text: copy.nextPageLabel, name: copy.nextPageLabel, href: `${firstPath}/page/2`, rel: 'next', current: null },
    ]);
  });

  it('page 2 holds the older posts, titled "page 2 of 2", with its own canonical address and a nav back', () => {
    expect(cardHrefs(second).length).toBeGreaterThan(0);
    expect(cardHrefs(second)).toEqual(postPathsOnPage(2));
    expect(second.title).toBe(fillTemplate(pagination.metaTitle, { page: 2, pages: pageCount }));
    expect(second.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(second.title);
    expect(canonicalOf(second)).toBe(`${site.siteUrl}${firstPath}/page/2`);
    expect(second.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonicalOf(second));
    expect(second.querySelectorAll('h1')).toHaveLength(1);
    expect(linksOf(navOf(second))).toEqual([
      { text: copy.previousPageLabel, name: copy.previousPageLabel, href: firstPath, rel: 'prev', current: null },
      { text: '1', name: fillTemplate(copy.pageLabel, { page: 1 }), href: firstPath, rel: null, current: null },
      { text: '2', name: fillTemplate(copy.pageLabel, { page: 2 }), href: `${firstPath}/page/2`, rel: null, current: 'page' },
    ]);
  });

  it('writes no page 1 under /page/ and no page past the last, and lists page 2 in the sitemap', () => {
    expect(builtFileOf(`${firstPath}/page/1`)).toBeUndefined();
    expect(builtFileOf(`${firstPath}/page/${pageCount + 1}`)).toBeUndefined();
    expect(readBuiltFile('sitemap.xml')).toContain(`<loc>${site.siteUrl}${firstPath}/page/2</loc>`);
  });
});
