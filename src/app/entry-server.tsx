/**
 * The server bundle used by scripts/prerender.ts (every route and the post shells at build time)
 * and scripts/serve.ts (QA's `?wp-scenario=` pages on the embedded mocks).
 */
import { ServerStyleSheet } from 'styled-components';
import { pageManifest } from 'virtual:page-manifest';
import mediaIndex from 'virtual:media-index';
import siteContent from 'virtual:site-content';
import type { SectionPropsMap, SectionType } from '@/content/generated/content-types.ts';
import { contactFormEndpoint } from '@/features/contact-form/contact-form-endpoint.ts';
import type { PostSummary } from '@/features/posts/api/post-view-model.ts';
import { contentServiceUrl, fetchPostList, type PostCategory } from '@/features/posts/api/posts-client.ts';
import { FEED_POST_COUNT, feedAddresses, feedCategoryOf, type FeedAddresses } from '@/features/posts/post-feeds.ts';
import { postPath } from '@/features/posts/post-path.ts';
import { ALLOWED_IFRAME_HOSTS } from '@/features/posts/video-embed-hosts.ts';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import { defaultSectionRenderingOptions } from '@/sections/section-rendering-context.tsx';
import { resolveSections } from '@/sections/resolve-sections.tsx';
import type { SectionDefinition, SectionRegistry } from '@/sections/section-contract.ts';
import { sectionRegistry } from '@/sections/section-registry.ts';
import { SECTION_CATALOGUE_MODULE } from './build-routes.tsx';
import { QUERY_RUNTIME_MODULE } from './page-data.ts';
import { pageHydrationScript, type PageHydration } from './page-hydration.ts';
import { renderHeadTags, type HeadData } from './route-head.ts';
import { renderPage, type RenderedPage } from './render-page.tsx';
import { mainHeadingText, ownArticleFacts, structuredDataFor, structuredDataScript, type TrailPage } from './structured-data.ts';
import { openingVisualOf, shareCardWordsOf, visualFileOf, type ShareCardSource, type ShareImage } from './share-card.ts';
import { withShortRehydrationMarkers } from './server-styles.ts';

export interface ServerRenderResult {
  status: number;
  html: string;
  /**
   * Title, meta, canonical and Open Graph tags plus the page's CSS and, for pages with
   * data sections, their data (`dataScript`) for hydration.
   */
  headTags: string;
  /** The `<script type="application/json">` with loader data and the dehydrated query cache; empty for pages without data. */
  dataScript: string;
  /**
   * The page's JSON-LD (structured-data.ts), or empty. It goes at the end of the body, after the footer whose address,
   * phone and links it repeats: within gzip's 32 KB window of them it costs the home page 186 bytes instead of 313.
   */
  structuredData: string;
  /** Source modules whose chunks the page needs at once (for modulepreload). */
  moduleIds: string[];
  /** The page's document module, which the browser imports to hydrate without the route table (initial-route.ts). */
  pageModuleId?: string;
  renderErrors: unknown[];
}

/** Draws a page's share card and names its file (the pre-renderer's, with sharp: scripts/lib/share-images/). */
export type ShareImageMaker = (card: ShareCardSource) => Promise<ShareImage>;

export interface ServerRenderOptions {
  /** When given, each page's og:image is its own card; without it (and on the 404 page), site.json's default image. */
  shareImage?: ShareImageMaker;
}

export async function render(url: string, options: ServerRenderOptions = {}): Promise<ServerRenderResult> {
  return renderWith(url, sectionRegistry, options);
}

/**
 * What a page's card shows: its title's words, and its picture: the image its data or meta names (a post's featured
 * image, a page's meta.image), else its opening visual.
 */
async function shareCardSourceOf(page: RenderedPage): Promise<ShareCardSource | undefined> {
  if (page.route?.kind !== 'page') return undefined;
  const sourceFile = page.route.sourceFile;
  const named = page.loadedHead?.meta?.image ?? page.route.meta.image;
  const document = named === undefined ? (await pageManifest.find((entry) => entry.file === sourceFile)?.load())?.default : undefined;
  const visual = document ? openingVisualOf(document.sections) : undefined;
  const picture = named ?? (visual ? visualFileOf(visual, mediaIndex) : undefined);
  return { words: shareCardWordsOf(page.head.title, siteContent.brand.name), ...(picture ? { picture } : {}) };
}

async function withShareImage(page: RenderedPage, maker: ShareImageMaker | undefined): Promise<HeadData> {
  const card = maker && page.status === 200 ? await shareCardSourceOf(page) : undefined;
  if (!maker || !card) return page.head;
  const { path, ...image } = await maker(card);
  return { ...page.head, imageUrl: `${siteContent.siteUrl}${path}`, image };
}

async function renderWith(
  url: string,
  registry: SectionRegistry,
  { asPostShell = false, shareImage }: ServerRenderOptions & { asPostShell?: boolean } = {},
): Promise<ServerRenderResult> {
  const sheet = new ServerStyleSheet();
  try {
    const page = await renderPage(url, {
      site: siteContent,
      pages: pageManifest,
      registry,
      sectionRendering: defaultSectionRenderingOptions,
      wrap: (app) => sheet.collectStyles(app),
    });
    const moduleIds =
      page.route?.kind === 'page'
        ? [
            ...(page.route.sourceFile ? [page.route.sourceFile] : []),
            ...page.route.sectionTypes.map((type) => sectionRegistry[type].module),
            ...(page.route.hasData ? [QUERY_RUNTIME_MODULE] : []),
            ...(page.route.hasCatalogue ? [SECTION_CATALOGUE_MODULE] : []),
          ]
        : [];
    const pageModuleId = page.route?.kind === 'page' ? page.route.sourceFile : undefined;
    const hydration = asPostShell && page.hydration ? postShellHydration(page.hydration) : page.hydration;
    const dataScript = hydration ? pageHydrationScript(hydration) : '';
    const feedLinks = page.route?.kind === 'page' ? await feedLinkTags(new URL(url, 'http://localhost').pathname) : [];
    const head = asPostShell ? page.head : await withShareImage(page, shareImage);
    const headTags = [asPostShell ? postShellHeadTags(head) : renderHeadTags(head), ...feedLinks].join('\n    ');
    return {
      status: page.status,
      html: page.html,
      headTags: [headTags, withShortRehydrationMarkers(sheet.getStyleTags()), dataScript].filter(Boolean).join('\n    '),
      dataScript,
      structuredData: asPostShell ? '' : await structuredDataTag(page, head),
      moduleIds,
      ...(pageModuleId ? { pageModuleId } : {}),
      renderErrors: page.renderErrors,
    };
  } finally {
    sheet.seal();
  }
}

let trailPages: Promise<TrailPage[]> | undefined;

/** Every fixed page's addresses and title, for breadcrumb trails; read once. */
function pagesForTrails(): Promise<TrailPage[]> {
  trailPages ??= Promise.all(
    pageManifest
      .filter((entry) => !isDynamicPath(entry.path))
      .map(async (entry) => ({ path: entry.path, ...(entry.aliases ? { aliases: entry.aliases } : {}), title: (await entry.load()).default.meta.title })),
  );
  return trailPages;
}

/**
 * The page's JSON-LD (structured-data.ts). A post's facts come from its loader; a page document's article details
 * are headed by the page's h1 as rendered; an article's image is the page's share card (`head`). Post shells stand
 * for any slug and carry none; the 404 page neither.
 */
async function structuredDataTag(page: RenderedPage, head: HeadData): Promise<string> {
  if (page.route?.kind !== 'page' || page.status !== 200) return '';
  const article = page.loadedHead?.article ?? (page.route.article ? ownArticleFacts(page.route.article, mainHeadingText(page.html)) : undefined);
  return structuredDataScript(structuredDataFor(siteContent, { ...head, ...(article ? { article } : {}) }, await pagesForTrails()));
}

/** `<link rel="alternate">` to the category's feeds, on its listing and on each of its posts (post-feeds.ts). */
async function feedLinkTags(pathname: string): Promise<string[]> {
  const category = feedCategoryOf(pathname);
  const feed = category ? (await postFeedSources()).find((source) => source.category === category) : undefined;
  if (!category || !feed) return [];
  const { rss, atom } = feedAddresses(category);
  const title = escapeAttribute(feed.title);
  return [
    `<link rel="alternate" type="application/rss+xml" title="${title} (RSS)" href="${rss}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${title} (Atom)" href="${atom}" />`,
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A category's feed as its listing page describes it: the page's title and description, and where it lives. */
export interface PostFeedSource {
  category: PostCategory;
  listingPath: string;
  title: string;
  description: string;
}

let feedSources: Promise<PostFeedSource[]> | undefined;

/** One feed per listing page (a page with a latest-posts section), described by that page's meta; read once. */
function postFeedSources(): Promise<PostFeedSource[]> {
  feedSources ??= (async () => {
    const sources: PostFeedSource[] = [];
    for (const entry of pageManifest.filter((candidate) => !isDynamicPath(candidate.path) && candidate.sectionTypes.includes('latest-posts'))) {
      const { default: document } = await entry.load();
      for (const section of document.sections) {
        if (section.type !== 'latest-posts' || sources.some((source) => source.category === section.category)) continue;
        sources.push({ category: section.category, listingPath: entry.path, title: document.meta.title, description: document.meta.description });
      }
    }
    return sources;
  })();
  return feedSources;
}

export interface PostFeed extends PostFeedSource {
  addresses: FeedAddresses;
  /** `path`: the post's address on this site. */
  posts: Array<PostSummary & { path: string }>;
}

/** Each category's feed with its newest FEED_POST_COUNT posts, newest first; a category WordPress did not answer for is left out. */
export async function postFeeds(): Promise<PostFeed[]> {
  const feeds: PostFeed[] = [];
  for (const source of await postFeedSources()) {
    try {
      // An untitled post is listed under the words the listing shows for it.
      const posts = await fetchPostList(source.category, { count: FEED_POST_COUNT });
      feeds.push({
        ...source,
        addresses: feedAddresses(source.category),
        posts: posts.map((post) => ({
          ...post,
          title: post.title === '' ? siteContent.posts.untitledLabel : post.title,
          path: postPath(source.category, post.slug),
        })),
      });
    } catch (error) {
      console.warn(`warning: no ${source.category} feed was written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return feeds;
}

/** Whether this build answers post requests with the embedded mock posts (no VITE_WP_API_URL). */
export const usesEmbeddedMocks = !import.meta.env.VITE_WP_API_URL;

/**
 * For QA's failure scenarios on the embedded mocks (`?wp-scenario=…`, docs/mock-content-service.md): renders
 * `url` as the post shells are rendered, with no server data, so each post section pre-renders its loading state
 * and the browser loads the posts itself, under the tab's scenario.
 */
export async function renderWithPostsInBrowser(url: string): Promise<ServerRenderResult> {
  return renderWith(url, registryWithoutServerData());
}

/**
 * The slug a post shell is rendered with. It never reaches the HTML: the shell shows the post section's loading
 * state, which names no post, so one file answers every slug of its route.
 */
const POST_SHELL_SLUG = 'post-shell';

/** A section's definition whose prefetch, if it has one, loads nothing: the section renders its loading state. */
function withoutServerData<Props>(definition: SectionDefinition<Props>): SectionDefinition<Props> {
  return {
    module: definition.module,
    load: async () => {
      const module = await definition.load();
      // Kept as a prefetch (not removed), so the page still gets its query client and the browser's loader.
      return module.prefetch ? { ...module, prefetch: () => Promise.resolve({}) } : module;
    },
  };
}

// Typed over `Type` (not SectionRegistry) so TypeScript sees that the entry written is the one read.
function replaceWithoutServerData<Type extends SectionType>(registry: { [Key in Type]: SectionDefinition<SectionPropsMap[Key]> }, type: Type): void {
  registry[type] = withoutServerData(registry[type]);
}

/** The section registry with every data section's prefetch emptied: pages render as they do before their data. */
function registryWithoutServerData(): SectionRegistry {
  const registry: SectionRegistry = { ...sectionRegistry };
  for (const type of Object.keys(sectionRegistry).filter((key): key is SectionType => key in sectionRegistry)) {
    replaceWithoutServerData(registry, type);
  }
  return registry;
}

/**
 * The route data a shell hydrates with says noindex, so the head keeps it after hydration: a shell stands for
 * any slug, including ones WordPress never had, and is not a page for search engines.
 */
function postShellHydration(hydration: PageHydration): PageHydration {
  const loaderData = Object.fromEntries(
    Object.entries(hydration.loaderData).map(([routeId, data]) => [routeId, { ...(typeof data === 'object' ? data : {}), noindex: true }]),
  );
  return { ...hydration, loaderData };
}

/** A shell's head: noindex, and no canonical address or og:url, because one file answers every slug of its route. */
function postShellHeadTags(head: HeadData): string {
  return renderHeadTags({ ...head, noindex: true })
    .split('\n    ')
    .filter((tag) => !tag.startsWith('<link rel="canonical"') && !tag.includes('property="og:url"'))
    .join('\n    ');
}

/**
 * The post shell of a route with placeholders, such as /blogs/:slug: the page as it looks before its post has
 * loaded, rendered with no data at all (no content service is asked). Servers answer an address of the route that
 * was not pre-rendered, such as a post published after the build, with it (scripts/lib/post-shells.ts); in the
 * browser the post section then loads the post, or says 'Post not found.' when WordPress has none.
 */
export async function renderPostShell(pattern: string): Promise<ServerRenderResult> {
  const placeholders = pattern.split('/').filter((segment) => segment.startsWith(':'));
  const path = fillPattern(pattern, Object.fromEntries(placeholders.map((segment) => [segment.slice(1), POST_SHELL_SLUG])));
  if (!path) throw new Error(`Cannot render a post shell for ${pattern}: it has an unnamed placeholder.`);
  return renderWith(path, registryWithoutServerData(), { asPostShell: true });
}

export interface PrerenderTarget {
  path: string;
  /** The route-table spelling this path is a variant of. */
  canonicalPath: string;
  /** Whether the page belongs in the sitemap (catalogue pages do not). */
  indexed: boolean;
  /** For pages of routes with placeholders: the pattern and the values listed for it, named in the build's warnings. */
  source?: string;
}

/** Every address that becomes a file at build time: each fixed page path and each alias. */
export function prerenderTargets(): PrerenderTarget[] {
  return pageManifest
    .filter((entry) => !isDynamicPath(entry.path))
    .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, canonicalPath: entry.path, indexed: entry.indexed !== false })));
}

/**
 * A pattern's address for these placeholder values, or undefined when one is missing or would name no segment
 * of its own ("." and ".." climb out of the route's folder).
 */
function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    return value && value !== '.' && value !== '..' ? encodeURIComponent(value) : undefined;
  });
  return segments.every((segment) => segment !== undefined) ? segments.join('/') : undefined;
}

export interface DynamicPrerenderTargets {
  targets: PrerenderTarget[];
  /** Why some routes with placeholders could not be listed, e.g. WordPress could not be reached. */
  problems: string[];
}

/**
 * The addresses of routes with placeholders that are known at build time: for /blogs/:slug, each post's
 * page, as the sections' `staticParams` list them. A failure leaves that route to on-request rendering.
 */
export async function dynamicPrerenderTargets(): Promise<DynamicPrerenderTargets> {
  const targets: PrerenderTarget[] = [];
  const problems: string[] = [];
  for (const entry of pageManifest.filter((candidate) => isDynamicPath(candidate.path))) {
    const { default: document } = await entry.load();
    const sections = await resolveSections(sectionRegistry, document.sections);
    for (const section of sections) {
      if (!section.staticParams) continue;
      try {
        for (const params of await section.staticParams()) {
          const path = fillPattern(entry.path, params);
          if (path) targets.push({ path, canonicalPath: path, indexed: entry.indexed !== false, source: `${entry.path} ${JSON.stringify(params)}` });
        }
      } catch (error) {
        problems.push(`${entry.path} (${section.type}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { targets, problems };
}

/** Route patterns whose addresses are not all known at build time: each gets a post shell (renderPostShell). */
export function dynamicRoutePatterns(): string[] {
  return pageManifest.filter((entry) => isDynamicPath(entry.path)).map((entry) => entry.path);
}

export const siteUrl = siteContent.siteUrl;

/** What every share card carries besides its page's words and picture: the brand mark, and the words of a card whose title Inter cannot draw. */
export const shareCardBrand = { logoMark: siteContent.brand.logo.src, slogan: siteContent.brand.slogan };

/**
 * The other sites this build talks to, as its own configuration sets them. The deploy configuration derives the
 * Content-Security-Policy and Permissions-Policy from these (scripts/lib/deploy/headers.ts), never from a hand-kept list.
 */
export const externalOrigins = {
  contentService: contentServiceUrl,
  contactFormEndpoint,
  platformApp: siteContent.externalLinks.platformApp,
  videoEmbedHosts: ALLOWED_IFRAME_HOSTS,
  hostedVideoBaseUrl: siteContent.media.hostedVideoBaseUrl,
};
