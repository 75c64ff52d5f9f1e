/** The committed content, loaded and validated by the content loader, so the suites follow the pages marketers add. */
import { loadContent, requireValidContent, type LoadedPage } from '../../scripts/content/model/load-content.ts';
import type { PageDocument, SiteContent } from '../../src/content/generated/content-types.ts';
import { LISTING_PAGE_PARAM } from '../../src/features/posts/listing-pages.ts';
import { htmlToPlainText } from '../../src/lib/text/html-to-text.ts';
import { BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, mockPostsInCategory } from '../mocks/mock-posts.ts';

const content = requireValidContent(loadContent(process.cwd()));

export const site: SiteContent = content.site;

export const pages: PageDocument[] = content.pages.map((page) => page.document);

const loadedPages = new Map<PageDocument, LoadedPage>(content.pages.map((page) => [page.document, page]));

export const isDynamic = (path: string) => path.includes('/:');

/** The page's main heading: the text of its one h1 (the loader checks there is exactly one, and first). */
export function headingOf(page: PageDocument): string {
  const main = loadedPages.get(page)?.headings.find((heading) => heading.level === 1);
  if (main?.text === undefined) throw new Error(`${page.path} has no section with the page heading`);
  return main.text;
}

export const staticPages = pages.filter((page) => !isDynamic(page.path));

export interface RouteCase {
  url: string;
  canonicalPath: string;
  heading: string;
}

/** Every address a visitor may use: each page path, each alias, the spellings the spec names, and sample post addresses. */
export const routeCases: RouteCase[] = [
  ...staticPages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((url) => ({ url, canonicalPath: page.path, heading: headingOf(page) }))),
  ...[
    ['/industries/Logistics%26SupplyChainIndustry', '/industries/Logistics&SupplyChainIndustry'],
    ['/ABOUT', '/about'],
  ].map(([url = '', canonicalPath = '']) => {
    const page = staticPages.find((candidate) => candidate.path === canonicalPath);
    if (!page) throw new Error(`No page for ${canonicalPath}`);
    return { url, canonicalPath, heading: headingOf(page) };
  }),
  ...pages.filter((page) => isDynamic(page.path)).map((page) => (isListingPageRoute(page.path) ? sampleListingPageRoute(page) : samplePostRoute(page.path))),
];

/** A listing's further pages: /blogs/page/:page. */
function isListingPageRoute(pattern: string): boolean {
  return pattern.endsWith(`/:${LISTING_PAGE_PARAM}`);
}

/** Page 2 of a /blogs/page/:page-like route (the mocks fill two pages of each listing), headed by its document's h1. */
function sampleListingPageRoute(page: PageDocument): RouteCase {
  const url = page.path.replace(`:${LISTING_PAGE_PARAM}`, '2');
  return { url, canonicalPath: url, heading: headingOf(page) };
}

/** A post page of a /blogs/:slug-like route: the newest mock post of the section's category, headed by its title. */
function samplePostRoute(pattern: string): RouteCase {
  const categoryId = pattern.toLowerCase().startsWith('/casestudy/') ? CASE_STUDY_CATEGORY_ID : BLOG_CATEGORY_ID;
  const [post] = mockPostsInCategory(categoryId);
  if (!post) throw new Error(`No mock post for ${pattern}`);
  const url = pattern.replace(':slug', encodeURIComponent(decodeURIComponent(post.slug)));
  return { url, canonicalPath: url, heading: htmlToPlainText(post.title.rendered) };
}
