/**
 * `GET /wp-json/wp/v2/posts` over an in-memory list of posts, as WordPress 6 answers the queries the site's client
 * sends (src/features/posts/api/posts-client.ts, neighbour-posts.ts), and nothing more. Pure: the msw handlers
 * turn the outcome into a Response.
 *
 * - `categories`: posts in any of these category ids (comma-separated);
 * - `slug`: posts whose stored slug is the value as sanitize_title() leaves it (sanitize-title.ts);
 * - `before`, `after`: strictly before or after a site-local date without a zone, as the client sends them;
 * - `order` (`desc` unless `asc`), `orderby` (`date` unless `id`). MySQL leaves the order of equal dates undefined
 *   (two posts of the same second may swap between requests); here they go by id in the same direction, so that
 *   tests are deterministic;
 * - `per_page` (10), `page` (1): a page past the last one is WordPress's 400 `rest_post_invalid_page_number`;
 * - `_fields`: only these top-level fields.
 * Other parameters (`_embed` among them: the posts always carry their `_embedded`) are ignored.
 */
import { sanitizeTitle } from './sanitize-title.ts';
import type { WordPressErrorJson, WordPressPostJson } from './wordpress-shapes.ts';

export interface PostsPage {
  /** The posts of the requested page, reduced to `_fields` when given. */
  posts: Record<string, unknown>[];
  /** X-WP-Total: every post matching the filters, whatever the page. */
  total: number;
  /** X-WP-TotalPages. */
  totalPages: number;
  page: number;
  perPage: number;
}

export type PostsQueryOutcome = { ok: true; result: PostsPage } | { ok: false; status: number; error: WordPressErrorJson };

const PAGE_PAST_THE_END: WordPressErrorJson = {
  code: 'rest_post_invalid_page_number',
  message: 'The page number requested is larger than the number of pages available.',
  data: { status: 400 },
};

/** wp_parse_list(): `name=a,b`; undefined when the parameter is absent or empty. */
function listParameter(query: URLSearchParams, name: string): string[] | undefined {
  const items = query
    .get(name)
    ?.split(',')
    .filter((item) => item !== '');
  return items && items.length > 0 ? items : undefined;
}

/** Answers a posts collection query like WordPress: the page of posts and its totals, or WordPress's error. */
export function queryPosts(allPosts: readonly WordPressPostJson[], query: URLSearchParams): PostsQueryOutcome {
  const categories = listParameter(query, 'categories')?.map(Number);
  const slugs = listParameter(query, 'slug')?.map(sanitizeTitle);
  const before = query.get('before');
  const after = query.get('after');
  const direction = query.get('order') === 'asc' ? 1 : -1;
  const byIdOnly = query.get('orderby') === 'id';
  const perPage = Number(query.get('per_page') ?? 10);
  const page = Number(query.get('page') ?? 1);
  const fields = listParameter(query, '_fields');

  const matching = allPosts
    .filter(
      (post) =>
        (!categories || post.categories.some((id) => categories.includes(id))) &&
        (!slugs || slugs.includes(post.slug)) &&
        (before === null || post.date < before) &&
        (after === null || post.date > after),
    )
    .sort((a, b) => direction * ((byIdOnly ? 0 : a.date.localeCompare(b.date)) || a.id - b.id));
  const total = matching.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) return { ok: false, status: 400, error: PAGE_PAST_THE_END };
  const posts = matching
    .slice((page - 1) * perPage, page * perPage)
    .map((post): Record<string, unknown> =>
      fields ? Object.fromEntries(fields.filter((field) => field in post).map((field) => [field, post[field as keyof WordPressPostJson]])) : { ...post },
    );
  return { ok: true, result: { posts, total, totalPages, page, perPage } };
}
