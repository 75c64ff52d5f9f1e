/**
 * The WordPress REST API client for posts (SPEC 7). It only fetches and parses; caching, retries and
 * query keys live in posts-queries.ts.
 *
 * The content service's address is fixed at build time by VITE_WP_API_URL. Without it the site runs on
 * embedded mock posts: requests go to MOCK_CONTENT_SERVICE_URL, which msw answers (src/testing/mocks/).
 * The reserved .invalid domain never resolves, so nothing real is ever called by mistake.
 */
import type { PostHtmlSanitizer } from '../sanitize-post-html.ts';
import { parsePostDetail, parsePostLink, parsePostList, parsePostSummary, type PostDetail, type PostLink, type PostSummary } from './post-view-model.ts';
import { ContentServiceError, requestJson } from './request-json.ts';

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

export const postsEndpoint = (baseUrl: string = contentServiceUrl) => `${baseUrl}/wp-json/wp/v2/posts`;

/** GET {base}/wp-json/wp/v2/posts?categories={id}&_embed&_embed=1, exactly as the spec's calls are shaped. */
export function postListUrl(category: PostCategory, baseUrl?: string): string {
  return `${postsEndpoint(baseUrl)}?categories=${POST_CATEGORY_IDS[category]}&_embed&_embed=1`;
}

/**
 * The slug as a visitor's address carries it ("münchen-…", decoded by the router) or as WordPress stores it
 * ("m%c3%bcnchen-…"). WordPress matches the parameter after sanitize_title(), which would turn "münchen"
 * into "munchen"; sending the stored, percent-encoded spelling matches every slug.
 */
export function postBySlugUrl(slug: string, baseUrl?: string): string {
  const storedSlug = encodeURIComponent(decodedSlug(slug)).toLowerCase();
  return `${postsEndpoint(baseUrl)}?slug=${encodeURIComponent(storedSlug)}&_embed`;
}

/** "m%c3%bcnchen-x" → "münchen-x"; a slug that is not valid percent-encoding stays as it is. */
export function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** The path segment of a post's address, the same for WordPress's stored and decoded spellings. */
export const slugPathSegment = (slug: string) => encodeURIComponent(decodedSlug(slug));

/** DOMPurify loads only when posts are fetched, never with the page: pre-rendered posts arrive sanitised. */
const loadSanitizer = (): Promise<PostHtmlSanitizer> => import('../sanitize-post-html.ts').then(({ loadPostSanitizer }) => loadPostSanitizer());

function listOf(body: unknown, url: string): readonly unknown[] {
  if (!Array.isArray(body)) throw new ContentServiceError(`GET ${url} did not answer with a list of posts.`, 'not-json');
  return body;
}

/** The newest posts of a category (WordPress's default page of 10), newest first. Throws on a failed request or an unreadable answer. */
export async function fetchPostList(category: PostCategory, { signal, baseUrl }: RequestOptions = {}): Promise<PostSummary[]> {
  const url = postListUrl(category, baseUrl);
  const [{ body }, sanitizer] = await Promise.all([requestJson(url, { signal }), loadSanitizer()]);
  return parsePostList(listOf(body, url), (raw) => parsePostSummary(raw, sanitizer));
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

/** Every post of a category (id, slug, date, title), page by page: the pre-renderer writes a page for each. */
export async function fetchAllPostLinks(category: PostCategory, { signal, baseUrl }: RequestOptions = {}): Promise<PostLink[]> {
  const links: PostLink[] = [];
  for (let page = 1; ; page += 1) {
    const url = `${postsEndpoint(baseUrl)}?categories=${POST_CATEGORY_IDS[category]}&per_page=${PAGE_SIZE}&page=${page}&_fields=id,slug,date,title`;
    const { body, headers } = await requestJson(url, { signal });
    links.push(...parsePostList(listOf(body, url), parsePostLink));
    const totalPages = Number(headers.get('x-wp-totalpages'));
    if (!(Number.isInteger(totalPages) && page < totalPages)) return links;
  }
}
