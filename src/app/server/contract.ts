/**
 * The server bundle's contract (src/app/server/entry-server.tsx, built by `npm run build:server`), declared once:
 * the bundle is checked against it where it is assembled, and the Node tools that load it (scripts/build/prerender.ts,
 * scripts/dev/serve.ts, through loadServerBundle in scripts/build/prerender/html-page.ts) type it with it. Types only, spelled out without the
 * browser code behind them, so that the Node tools' TypeScript project (no DOM types) can read this file.
 */
import type { ShareCardSource, ShareImage } from './share-card.ts';

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
   * The page's JSON-LD script element (structured-data.ts), or empty (404, post shells). It goes at the end of the
   * body, after the footer whose address, phone and links it repeats: within gzip's 32 KB window of them it costs the
   * home page 186 bytes instead of 313.
   */
  structuredData: string;
  /** Source modules whose chunks the page needs at once (for modulepreload). */
  moduleIds: string[];
  /** The page's document module, which the browser imports to hydrate without the route table (`#page-route`, src/app/shared/page-hydration.ts). */
  pageModuleId?: string;
  renderErrors: unknown[];
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

/**
 * A post category's feed: its listing page's title, description and address, and the posts the listing shows.
 * Spelled out here (post-feeds.ts builds it from the posts' view model, and the compiler checks it fits).
 */
export interface PostFeed {
  category: 'blog' | 'case-studies';
  listingPath: string;
  title: string;
  description: string;
  /** Where the feeds live on the site, such as "/feeds/blog.rss". */
  addresses: { rss: string; atom: string };
  /** `path`: the post's address on this site. */
  posts: Array<{ path: string; date: string; title: string; excerptText: string; author: string; image: { url: string; isPlaceholder: boolean } }>;
}

/** The other sites a build talks to, from which the deploy configuration derives its security headers (scripts/build/deploy/headers.ts). */
/** The addresses of routes with placeholders known at build time (each post), and why some could not be listed. */
export interface DynamicPrerenderTargets {
  targets: PrerenderTarget[];
  /** Why some routes with placeholders could not be listed, e.g. WordPress could not be reached. */
  problems: string[];
}

/** The other sites a build talks to, from which the deploy configuration derives its security headers (scripts/build/deploy/headers.ts). */
export interface ExternalOrigins {
  /** The content service's base URL (VITE_WP_API_URL, or the embedded mock's address); post images come from its origin too. */
  contentService: string;
  /** Where the contact form posts (VITE_CONTACT_FORM_ENDPOINT, or the mock provider's address). */
  contactFormEndpoint: string;
  /** The platform application shown in the Platform page's frame (site.json externalLinks.platformApp). */
  platformApp: string;
  /** Hosts whose video players a post may embed (the post sanitiser's allow-list). */
  videoEmbedHosts: readonly string[];
  /** Where hosted videos come from: a path on this site (our own copies) or another site's address (site.json media). */
  hostedVideoBaseUrl: string;
}

/** Draws a page's share card and names its file (the pre-renderer's, with sharp: scripts/build/share-images/). */
export type ShareImageMaker = (card: ShareCardSource) => Promise<ShareImage>;

export interface ServerRenderOptions {
  /** When given, each page's og:image is its own card; without it (and on the 404 page), site.json's default image. */
  shareImage?: ShareImageMaker;
}

export interface ServerBundle {
  /** One page; `shareImage` draws each page's share card and names its file (share-images/); without it, pages name the default image. */
  render: (url: string, options?: ServerRenderOptions) => Promise<ServerRenderResult>;
  /** QA's scenario renders on the embedded mocks: post sections render their loading state and load in the browser. */
  renderWithPostsInBrowser: (url: string) => Promise<ServerRenderResult>;
  /** A route with placeholders (/blogs/:slug) before its data: loading state, noindex, no canonical (post-shells.ts). */
  renderPostShell: (pattern: string) => Promise<ServerRenderResult>;
  /** Whether the build answers post requests with the embedded mock posts (no VITE_WP_API_URL). */
  usesEmbeddedMocks: boolean;
  /** Each post category's feed, from the same posts its listing pre-renders (scripts/build/prerender/post-feeds.ts writes them). */
  postFeeds: () => Promise<PostFeed[]>;
  /** Every address that becomes a file at build time: each fixed page path and each alias. */
  prerenderTargets: () => PrerenderTarget[];
  /** Route patterns whose addresses are not all known at build time: each gets a post shell (post-shells.ts). */
  dynamicRoutePatterns: () => string[];
  dynamicPrerenderTargets: () => Promise<DynamicPrerenderTargets>;
  siteUrl: string;
  /** The brand's mark (a file under public/) and slogan, for the share cards. */
  shareCardBrand: { logoMark: string; slogan: string };
  /** The content service, form provider, platform app and video hosts of this build, for the security headers. */
  externalOrigins: ExternalOrigins;
}
