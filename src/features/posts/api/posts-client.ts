/**
 * The WordPress REST API client for posts (SPEC 7). It only fetches and
 * parses; caching and query keys live in posts-queries.ts.
 *
 * The content service's address is fixed at build time by VITE_WP_API_URL.
 * Without it the site runs on embedded mock posts: requests go to
 * MOCK_CONTENT_SERVICE_URL, which msw answers (src/testing/mocks/). The
 * reserved .invalid domain never resolves, so nothing real is ever called by
 * mistake.
 */
import { parsePostList, type PostSummary } from './post-summary.ts';

export const MOCK_CONTENT_SERVICE_URL = 'https://content.satorixr.invalid';

/** Whether the build talks to a real content service (false: embedded mock posts). */
export const usesRealContentService = Boolean(import.meta.env.VITE_WP_API_URL);

export const contentServiceUrl = (import.meta.env.VITE_WP_API_URL || MOCK_CONTENT_SERVICE_URL).replace(/\/+$/, '');

export type PostCategory = 'blog' | 'case-studies';

/** WordPress category ids (SPEC 7): the blog is category 1, case studies category 21. */
export const POST_CATEGORY_IDS: Record<PostCategory, number> = { blog: 1, 'case-studies': 21 };

/** GET {base}/wp-json/wp/v2/posts?categories={id}&_embed&_embed=1, exactly as the spec's calls are shaped. */
export function postListUrl(category: PostCategory, baseUrl: string = contentServiceUrl): string {
  return `${baseUrl}/wp-json/wp/v2/posts?categories=${POST_CATEGORY_IDS[category]}&_embed&_embed=1`;
}

export class ContentServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentServiceError';
  }
}

/** The newest posts of a category, newest first (WordPress's default order). Throws on a failed request or an unreadable answer. */
export async function fetchPostList(category: PostCategory, { signal, baseUrl }: { signal?: AbortSignal; baseUrl?: string } = {}): Promise<PostSummary[]> {
  const url = postListUrl(category, baseUrl);
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ContentServiceError(`GET ${url} answered ${response.status}.`, response.status);
  return parsePostList(await response.json());
}
