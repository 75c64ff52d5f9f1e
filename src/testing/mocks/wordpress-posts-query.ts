/**
 * `GET /wp-json/wp/v2/posts` query semantics, as WordPress 6 applies them (WP_REST_Posts_Controller and
 * WP_Query), over an in-memory list of posts. Pure: the msw handlers turn the outcome into a Response.
 *
 * Supported: categories, categories_exclude, tags, tags_exclude, include, exclude, author, author_exclude,
 * slug (sanitize_title'd, comma list), search, before, after, modified_before, modified_after, order, orderby
 * (date, id, title, slug, modified, author, include, include_slugs, relevance), per_page, page, offset and
 * _fields. Parameters WordPress validates answer its 400 `rest_invalid_param` with the same wording.
 *
 * One deliberate difference: MySQL leaves the order of rows with equal sort keys undefined (two posts published
 * in the same second may swap between requests). Here ties are broken by id, in the same direction as `order`,
 * so tests are deterministic.
 */
import { sanitizeTitle } from './sanitize-title.ts';
import type { WordPressErrorJson, WordPressPostJson } from './wordpress-shapes.ts';

/** The mock site's time zone (Asia/Kolkata), used to read dates given with an offset, as WordPress does. */
const SITE_UTC_OFFSET_MINUTES = 330;

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

const ORDERBY_VALUES = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'] as const;
type OrderBy = (typeof ORDERBY_VALUES)[number];
type Order = 'asc' | 'desc';

export interface PostsPage {
  /** The posts of the requested page, reduced to `_fields` when given. */
  posts: Record<string, unknown>[];
  /** X-WP-Total: every post matching the filters, whatever the page or offset. */
  total: number;
  /** X-WP-TotalPages. */
  totalPages: number;
  page: number;
  perPage: number;
}

export type PostsQueryOutcome = { ok: true; result: PostsPage } | { ok: false; status: number; error: WordPressErrorJson };

interface Problem {
  code: string;
  message: string;
}

/** wp_sprintf's %l: "a and b", "a, b, and c". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1) ?? ''}`;
}

function invalidParameters(problems: ReadonlyMap<string, Problem>): WordPressErrorJson {
  const names = [...problems.keys()];
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${names.join(', ')}`,
    data: {
      status: 400,
      params: Object.fromEntries(names.map((name) => [name, problems.get(name)?.message ?? ''])),
      details: Object.fromEntries([...problems].map(([name, { code, message }]) => [name, { code, message, data: null }])),
    },
  };
}

/** rest_is_integer(): numeric, and a whole number ("5", "5.0", " 5"). */
function integerOf(value: string): number | undefined {
  if (!/^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

/** wp_parse_list(): `name=a,b c` and `name[]=a&name[]=b`; undefined when the parameter is absent. */
function listParameter(query: URLSearchParams, name: string): string[] | undefined {
  const raw = [...query.getAll(name), ...query.getAll(`${name}[]`)];
  if (raw.length === 0) return undefined;
  return raw.flatMap((value) => value.split(/[\s,]+/)).filter((item) => item !== '');
}

const pad = (number: number, width = 2) => String(number).padStart(width, '0');

function formatLocal(time: Date): string {
  return `${pad(time.getUTCFullYear(), 4)}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())}T${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())}`;
}

/**
 * rest_parse_date()'s pattern, then WP_Date_Query's reading of it: a date without an offset is site-local, one
 * with an offset is converted to site-local time; fractions of a second are dropped. Returns the local
 * "YYYY-MM-DDTHH:MM:SS" to compare with `date`, or undefined for an invalid date.
 */
export function siteLocalDateOf(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds, zone] = match;
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  if (Number.isNaN(wallClock)) return undefined;
  let utcMinutesOffset = SITE_UTC_OFFSET_MINUTES;
  if (zone !== undefined) {
    const offset = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
    utcMinutesOffset = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) : 0;
  }
  return formatLocal(new Date(wallClock + (SITE_UTC_OFFSET_MINUTES - utcMinutesOffset) * 60_000));
}

/** Plain text of a rendered title for sorting: tags dropped, the common character references decoded. */
function sortableTitle(post: WordPressPostJson): string {
  return post.title.rendered
    .replace(/<[^>]*>/g, '')
    .replace(/&#8217;|&#039;/g, "'")
    .replace(/&#822[01];|&quot;/g, '"')
    .replace(/&#821[12];/g, '-')
    .replace(/&amp;/g, '&');
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

/** `search`: WP_Query's parse_search terms (quoted phrases, or words split on spaces, commas and plus signs). */
function searchTerms(search: string): { include: string[]; exclude: string[] } {
  const terms = [...search.matchAll(/"[^"]*("|$)|[^\s",+]+/g)].map(([term]) => term.replace(/^"|"$/g, '').trim().toLowerCase()).filter((term) => term !== '');
  return {
    include: terms.filter((term) => !term.startsWith('-')),
    exclude: terms.filter((term) => term.startsWith('-') && term.length > 1).map((term) => term.slice(1)),
  };
}

const searchableText = (post: WordPressPostJson) => `${post.title.rendered}\n${post.excerpt.rendered}\n${post.content.rendered}`.toLowerCase();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `_fields=id,title.rendered`: only these (nested) fields; `_embedded` and `_links` only when named. */
function pickFields(post: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const path = field.split('.');
    let from: unknown = post;
    let to = picked;
    for (const [index, key] of path.entries()) {
      if (!isRecord(from) || !(key in from)) break;
      const value = from[key];
      if (index === path.length - 1) {
        to[key] = value;
        break;
      }
      const existing = to[key];
      const next = isRecord(existing) ? existing : {};
      to[key] = next;
      to = next;
      from = value;
    }
  }
  return picked;
}

interface ParsedQuery {
  categories?: number[];
  categoriesExclude?: number[];
  tags?: number[];
  tagsExclude?: number[];
  include?: number[];
  exclude?: number[];
  author?: number[];
  authorExclude?: number[];
  slugs?: string[];
  search?: string;
  before?: string;
  after?: string;
  modifiedBefore?: string;
  modifiedAfter?: string;
  order: Order;
  orderby: OrderBy;
  perPage: number;
  page: number;
  offset: number;
  fields?: string[];
}

function parseQuery(query: URLSearchParams): { parsed: ParsedQuery; problems: Map<string, Problem> } {
  const problems = new Map<string, Problem>();

  const integer = (name: string, fallback: number, minimum?: number, maximum?: number): number => {
    const raw = query.get(name);
    if (raw === null) return fallback;
    const value = integerOf(raw);
    if (value === undefined) {
      problems.set(name, { code: 'rest_invalid_type', message: `${name} is not of type integer.` });
      return fallback;
    }
    if (minimum !== undefined && maximum !== undefined && (value < minimum || value > maximum)) {
      problems.set(name, { code: 'rest_out_of_bounds', message: `${name} must be between ${minimum} (inclusive) and ${maximum} (inclusive)` });
      return fallback;
    }
    if (minimum !== undefined && value < minimum) {
      problems.set(name, { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${minimum}` });
      return fallback;
    }
    return value;
  };

  const integers = (name: string): number[] | undefined => {
    const items = listParameter(query, name);
    if (items === undefined) return undefined;
    const values = items.map(integerOf);
    const bad = values.findIndex((value) => value === undefined);
    if (bad !== -1) {
      problems.set(name, { code: 'rest_invalid_type', message: `${name}[${bad}] is not of type integer.` });
      return undefined;
    }
    return values.filter((value) => value !== undefined);
  };

  const date = (name: string): string | undefined => {
    const raw = query.get(name);
    if (raw === null) return undefined;
    const local = siteLocalDateOf(raw);
    if (local === undefined) problems.set(name, { code: 'rest_invalid_date', message: 'Invalid date.' });
    return local;
  };

  const enumerated = <Value extends string>(name: string, allowed: readonly Value[], fallback: Value): Value => {
    const raw = query.get(name);
    if (raw === null) return fallback;
    const value = allowed.find((candidate) => candidate === raw);
    if (value === undefined) problems.set(name, { code: 'rest_not_in_enum', message: `${name} is not one of ${listInWords(allowed)}.` });
    return value ?? fallback;
  };

  const slugs = listParameter(query, 'slug')?.map(sanitizeTitle);
  const search = query.get('search') ?? undefined;
  const parsed: ParsedQuery = {
    categories: integers('categories'),
    categoriesExclude: integers('categories_exclude'),
    tags: integers('tags'),
    tagsExclude: integers('tags_exclude'),
    include: integers('include'),
    exclude: integers('exclude'),
    author: integers('author'),
    authorExclude: integers('author_exclude'),
    ...(slugs && { slugs }),
    ...(search !== undefined && search !== '' && { search }),
    before: date('before'),
    after: date('after'),
    modifiedBefore: date('modified_before'),
    modifiedAfter: date('modified_after'),
    order: enumerated('order', ['asc', 'desc'], 'desc'),
    orderby: enumerated('orderby', ORDERBY_VALUES, 'date'),
    perPage: integer('per_page', DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
    page: integer('page', 1, 1),
    offset: integer('offset', 0),
    fields: listParameter(query, '_fields'),
  };
  return { parsed, problems };
}

const anyOf = (values: readonly number[] | undefined, wanted: readonly number[] | undefined) =>
  wanted === undefined || values === undefined ? true : values.some((value) => wanted.includes(value));

function matches(post: WordPressPostJson, query: ParsedQuery): boolean {
  if (query.categories && !anyOf(post.categories, query.categories)) return false;
  if (query.categoriesExclude?.some((id) => post.categories.includes(id))) return false;
  if (query.tags && !anyOf(post.tags, query.tags)) return false;
  if (query.tagsExclude?.some((id) => post.tags.includes(id))) return false;
  if (query.include && query.include.length > 0 && !query.include.includes(post.id)) return false;
  if (query.exclude?.includes(post.id)) return false;
  if (query.author && query.author.length > 0 && !query.author.includes(post.author)) return false;
  if (query.authorExclude?.includes(post.author)) return false;
  if (query.slugs && query.slugs.length > 0 && !query.slugs.includes(post.slug)) return false;
  // WP_Date_Query's before and after are exclusive.
  if (query.before !== undefined && !(post.date < query.before)) return false;
  if (query.after !== undefined && !(post.date > query.after)) return false;
  if (query.modifiedBefore !== undefined && !(post.modified < query.modifiedBefore)) return false;
  if (query.modifiedAfter !== undefined && !(post.modified > query.modifiedAfter)) return false;
  if (query.search !== undefined) {
    const text = searchableText(post);
    const { include, exclude } = searchTerms(query.search);
    if (!include.every((term) => text.includes(term)) || exclude.some((term) => text.includes(term))) return false;
  }
  return true;
}

/** Compares by the orderby key ascending; undefined when the key cannot order (falls back to date). */
function keyComparator(query: ParsedQuery): (a: WordPressPostJson, b: WordPressPostJson) => number {
  const byDate = (a: WordPressPostJson, b: WordPressPostJson) => a.date.localeCompare(b.date);
  const position = (list: readonly (number | string)[], value: number | string) => {
    const index = list.indexOf(value);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  switch (query.orderby) {
    case 'id':
      return () => 0;
    case 'title':
      return (a, b) => titleCollator.compare(sortableTitle(a), sortableTitle(b));
    case 'slug':
      return (a, b) => a.slug.localeCompare(b.slug);
    case 'modified':
      return (a, b) => a.modified.localeCompare(b.modified);
    case 'author':
      return (a, b) => a.author - b.author;
    case 'include': {
      const include = query.include ?? [];
      return include.length > 0 ? (a, b) => position(include, a.id) - position(include, b.id) : byDate;
    }
    case 'include_slugs': {
      const slugs = query.slugs ?? [];
      return slugs.length > 0 ? (a, b) => position(slugs, a.slug) - position(slugs, b.slug) : byDate;
    }
    case 'relevance': {
      // WP_Query ranks posts whose title holds the whole search first; then by date.
      const phrase = (query.search ?? '').toLowerCase();
      return (a, b) => Number(b.title.rendered.toLowerCase().includes(phrase)) - Number(a.title.rendered.toLowerCase().includes(phrase)) || byDate(a, b);
    }
    case 'date':
    case 'parent':
      return byDate;
  }
}

function sortPosts(posts: WordPressPostJson[], query: ParsedQuery): WordPressPostJson[] {
  const compareKey = keyComparator(query);
  // Orders of lists given by the caller (include, include_slugs) ignore `order`, as WP_Query's FIELD() does.
  const fixedOrder = (query.orderby === 'include' && (query.include?.length ?? 0) > 0) || (query.orderby === 'include_slugs' && (query.slugs?.length ?? 0) > 0);
  const direction = query.order === 'asc' || fixedOrder ? 1 : -1;
  const idDirection = query.order === 'asc' ? 1 : -1;
  return posts.sort((a, b) => direction * compareKey(a, b) || idDirection * (a.id - b.id));
}

/** Answers a posts collection query like WordPress: the page of posts and its totals, or WordPress's error. */
export function queryPosts(allPosts: readonly WordPressPostJson[], query: URLSearchParams): PostsQueryOutcome {
  const { parsed, problems } = parseQuery(query);
  if (problems.size > 0) return { ok: false, status: 400, error: invalidParameters(problems) };
  if (parsed.orderby === 'relevance' && parsed.search === undefined) {
    return {
      ok: false,
      status: 400,
      error: { code: 'rest_no_search_term_defined', message: 'You need to define a search term to order by relevance.', data: { status: 400 } },
    };
  }

  const matching = sortPosts(
    allPosts.filter((post) => matches(post, parsed)),
    parsed,
  );
  const total = matching.length;
  const totalPages = Math.ceil(total / parsed.perPage);
  if (parsed.page > totalPages && total > 0) {
    return {
      ok: false,
      status: 400,
      error: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    };
  }
  // WP_Query: a non-zero offset (its absolute value) replaces the page's own offset (and `page` then only counts for the check above).
  const offset = Math.abs(parsed.offset);
  const start = offset > 0 ? offset : (parsed.page - 1) * parsed.perPage;
  const fields = parsed.fields;
  const posts = matching
    .slice(start, start + parsed.perPage)
    .map((post): Record<string, unknown> => (fields && fields.length > 0 ? pickFields({ ...post }, fields) : { ...post }));
  return { ok: true, result: { posts, total, totalPages, page: parsed.page, perPage: parsed.perPage } };
}
