/**
 * The WordPress REST API client for posts (SPEC 7). It only fetches and parses; caching, retries and
 * query keys live in posts-queries.ts.
 *
 * The content service's address is fixed at build time by VITE_WP_API_URL. Without it the site runs on
 * embedded mock posts: requests go to MOCK_CONTENT_SERVICE_URL, which msw answers (testing/mocks/).
 * The reserved .invalid domain never resolves, so nothing real is ever called by mistake.
 */
import type { PostHtmlSanitizer } from '../sanitize-post-html.ts';
import {
  parsePostDetail,
  parsePostList,
  parsePostSummary,
  readPostLinkList,
  type PostDetail,
  type PostLink,
  type PostRejection,
  type PostSummary,
} from './post-view-model.ts';
import { ContentServiceError, requestJson } from './request-json.ts';
import { slugRouteParam, storedSlugOf } from './post-slug.ts';
import { LISTING_PAGE_SIZE, MAX_LISTING_PAGES } from '../listing-limits.ts';

export const MOCK_CONTENT_SERVICE_URL = 'https://content.satorixr.invalid';

/** Whether the build talks to a real content service (false: embedded mock posts). */
export const usesRealContentService = Boolean(import.meta.env.VITE_WP_API_URL);

export const contentServiceUrl = (import.meta.env.VITE_WP_API_URL || MOCK_CONTENT_SERVICE_URL).replace(/\/+$/, '');

export type PostCategory = 'blog' | 'case-studies';

/** WordPress category ids (SPEC 7): the blog is category 1, case studies category 21. */
export const POST_CATEGORY_IDS: Record<PostCategory, number> = { blog: 1, 'case-studies': 21 };

export interface RequestOptions {
  signal?: AbortSignal;
  baseUrl?: string;
}

export interface PostListOptions extends RequestOptions {
  /** How many of the newest posts (WordPress's `per_page`); the listing's page of 10 when left out. */
  count?: number;
}

export const postsEndpoint = (baseUrl: string = contentServiceUrl) => `${baseUrl}/wp-json/wp/v2/posts`;

/** GET {base}/wp-json/wp/v2/posts?categories={id}&_embed&_embed=1, exactly as the spec's calls are shaped. */
export function postListUrl(category: PostCategory, baseUrl?: string): string {
  return `${postsEndpoint(baseUrl)}?categories=${POST_CATEGORY_IDS[category]}&_embed&_embed=1`;
}

/** The post whose stored slug the route parameter names, looked up by that exact spelling. */
export function postBySlugUrl(routeParam: string, baseUrl?: string): string {
  return `${postsEndpoint(baseUrl)}?slug=${encodeURIComponent(storedSlugOf(routeParam))}&_embed`;
}

/** DOMPurify loads only when posts are fetched, never with the page: pre-rendered posts arrive sanitised. */
const loadSanitizer = (): Promise<PostHtmlSanitizer> => import('../sanitize-post-html.ts').then(({ loadPostSanitizer }) => loadPostSanitizer());

function listOf(body: unknown, url: string): readonly unknown[] {
  if (!Array.isArray(body)) throw new ContentServiceError(`GET ${url} did not answer with a list of posts.`, 'not-json');
  return body;
}

/** The newest posts of a category (WordPress's default page of 10, or `count`), newest first. Throws on a failed request or an unreadable answer. */
export async function fetchPostList(category: PostCategory, { signal, baseUrl, count }: PostListOptions = {}): Promise<PostSummary[]> {
  const url = count === undefined ? postListUrl(category, baseUrl) : `${postListUrl(category, baseUrl)}&per_page=${count}`;
  const [{ body }, sanitizer] = await Promise.all([requestJson(url, { signal }), loadSanitizer()]);
  return parsePostList(listOf(body, url), (raw) => parsePostSummary(raw, sanitizer));
}

/** What WordPress says of a whole listing beside one page of it: `X-WP-Total` and `X-WP-TotalPages`. */
export interface ListingTotals {
  /** Every post of the category. */
  total: number;
  /** How many pages of LISTING_PAGE_SIZE posts they fill. */
  totalPages: number;
}

/**
 * A listing's totals from an answer's headers, or undefined when they are missing or cannot be true: each a whole
 * number in plain digits, and the pages exactly what the posts fill (a proxy may strip or rewrite the headers, and
 * a wrong count would link pages that do not exist). Only then may a listing say "page 2 of 3" or link page 3.
 */
export function listingTotalsOf(headers: Headers, pageSize: number = LISTING_PAGE_SIZE): ListingTotals | undefined {
  const wholeNumber = (name: string) => {
    const value = headers.get(name)?.trim() ?? '';
    return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const total = wholeNumber('x-wp-total');
  const totalPages = wholeNumber('x-wp-totalpages');
  if (total === undefined || totalPages === undefined || totalPages !== Math.ceil(total / pageSize)) return undefined;
  return { total, totalPages };
}

export interface PostListPage {
  /** The page's posts, newest first. */
  posts: PostSummary[];
  /** Undefined when WordPress did not say (or said something impossible): nothing may then be claimed about later pages. */
  totals?: ListingTotals;
}

/** The address of page `page` of a category's listing: the spec's request for page 1, with `&page=N` after it. */
export function postListPageUrl(category: PostCategory, page: number, baseUrl?: string): string {
  return page === 1 ? postListUrl(category, baseUrl) : `${postListUrl(category, baseUrl)}&page=${page}`;
}

/**
 * One page of a category's listing (LISTING_PAGE_SIZE posts) and WordPress's totals, or null when the page does
 * not exist: WordPress answers a page past the last with 400 (`rest_post_invalid_page_number`), and a page after
 * the first with no posts is past the last too. Throws on a failed request or an unreadable answer.
 */
export async function fetchPostListPage(category: PostCategory, page: number, { signal, baseUrl }: RequestOptions = {}): Promise<PostListPage | null> {
  const url = postListPageUrl(category, page, baseUrl);
  let answer: Awaited<ReturnType<typeof requestJson>>;
  let sanitizer: PostHtmlSanitizer;
  try {
    [answer, sanitizer] = await Promise.all([requestJson(url, { signal }), loadSanitizer()]);
  } catch (error) {
    if (page > 1 && error instanceof ContentServiceError && error.status === 400) return null;
    throw error;
  }
  const items = listOf(answer.body, url);
  if (page > 1 && items.length === 0) return null;
  const totals = listingTotalsOf(answer.headers);
  // A proxy that ignores `page` sends page 1 again; WordPress's own count says the page does not exist.
  if (page > 1 && totals !== undefined && page > totals.totalPages) return null;
  const posts = parsePostList(items, (raw) => parsePostSummary(raw, sanitizer));
  return totals === undefined ? { posts } : { posts, totals };
}

/** The post with this slug (the first element of the answer), or null when WordPress has none. */
export async function fetchPostBySlug(slug: string, { signal, baseUrl }: RequestOptions = {}): Promise<PostDetail | null> {
  const url = postBySlugUrl(slug, baseUrl);
  const [{ body }, sanitizer] = await Promise.all([requestJson(url, { signal }), loadSanitizer()]);
  const [first] = listOf(body, url);
  return (first === undefined ? undefined : parsePostDetail(first, sanitizer)) ?? null;
}

/** WordPress's largest page. */
const PAGE_SIZE = 100;

/**
 * The most pages of links read per category: 100 pages of 100 posts. A content service that claims more pages
 * (a broken `X-WP-TotalPages`, a proxy that ignores `page`) cannot keep the build reading forever; the first
 * 10,000 posts are pre-rendered and the rest rendered when asked for.
 */
export const MAX_POST_LINK_PAGES = 100;

export interface PostLinkListing {
  /** Every post that can have a page, newest first. */
  links: PostLink[];
  /** Posts that cannot have a page (no id, no slug, a slug no address may carry), located in the answer. */
  rejections: PostRejection[];
  /** Set when the category has more pages than MAX_POST_LINK_PAGES: how many WordPress reported. */
  truncatedAtPages?: number;
}

/** Every post of a category (id, slug, date, title), page by page: the pre-renderer writes a page for each. */
export async function fetchAllPostLinks(category: PostCategory, { signal, baseUrl }: RequestOptions = {}): Promise<PostLinkListing> {
  const listing: PostLinkListing = { links: [], rejections: [] };
  for (let page = 1; page <= MAX_POST_LINK_PAGES; page += 1) {
    const url = `${postsEndpoint(baseUrl)}?categories=${POST_CATEGORY_IDS[category]}&per_page=${PAGE_SIZE}&page=${page}&_fields=id,slug,date,title`;
    const { body, headers } = await requestJson(url, { signal });
    const { links, rejections } = readPostLinkList(listOf(body, url));
    listing.links.push(...links);
    listing.rejections.push(...rejections.map((rejection) => ({ ...rejection, path: `GET ${url} ${rejection.path}` })));
    const totalPages = Number(headers.get('x-wp-totalpages'));
    if (!(Number.isInteger(totalPages) && page < totalPages)) return listing;
    if (page === MAX_POST_LINK_PAGES) listing.truncatedAtPages = totalPages;
  }
  return listing;
}

/** Where postPageParams reports what the build leaves out: the pre-renderer's log. */
export type BuildWarning = (message: string) => void;

/**
 * The route parameters of every post page of a category, for the pre-renderer; `postId` only names the post in
 * the build's messages. A post that cannot have a page is left out with a warning naming its id, slug and
 * place in WordPress's answer: one author's slip never fails a build.
 */
export async function postPageParams(category: PostCategory, warn: BuildWarning = console.warn): Promise<{ slug: string; postId: string }[]> {
  const { links, rejections, truncatedAtPages } = await fetchAllPostLinks(category);
  for (const { id, slug, path, reason } of rejections) {
    const post = [id === undefined ? 'a post' : `post ${id}`, slug === undefined ? '' : ` (slug "${slug}")`].join('');
    warn(`warning: ${post} in ${path} was not pre-rendered and is not linked: ${reason}.`);
  }
  if (truncatedAtPages !== undefined) {
    warn(
      `warning: WordPress reports ${truncatedAtPages} pages of ${category} posts; only the first ${MAX_POST_LINK_PAGES} were read (MAX_POST_LINK_PAGES). Later posts are rendered when asked for.`,
    );
  }
  return links.map((link) => ({ slug: slugRouteParam(link.slug), postId: String(link.id) }));
}

/**
 * The route parameters of a category's further listing pages ("/blogs/page/2" up to MAX_LISTING_PAGES), for the
 * pre-renderer, from WordPress's totals beside page 1. An answer without usable totals pre-renders none of them,
 * with a warning: the listing's first page still lists its posts, and names no page it cannot be sure of.
 */
export async function listingPageParams(category: PostCategory, warn: BuildWarning = console.warn): Promise<{ page: string }[]> {
  const first = await fetchPostListPage(category, 1);
  if (first?.totals === undefined) {
    warn(`warning: WordPress sent no usable X-WP-Total and X-WP-TotalPages for the ${category} posts; only the first page of the listing was pre-rendered.`);
    return [];
  }
  const { totalPages } = first.totals;
  if (totalPages > MAX_LISTING_PAGES) {
    warn(
      `warning: WordPress reports ${totalPages} pages of ${category} posts; the listing links and pre-renders the first ${MAX_LISTING_PAGES} (MAX_LISTING_PAGES).`,
    );
  }
  return Array.from({ length: Math.max(0, Math.min(totalPages, MAX_LISTING_PAGES) - 1) }, (_, index) => ({ page: String(index + 2) }));
}
