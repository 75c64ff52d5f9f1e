import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShareCardSource, ShareImage } from '../../src/app/share-card.ts';
import type { ExternalOrigins } from './deploy/headers.ts';

/*
 * The contract of the server bundle (src/app/entry-server.tsx, built by `npm run build:server`),
 * spelled out here so Node tools need no browser types. tests/app/server-bundle-contract.test.ts
 * fails the typecheck when entry-server.tsx drifts from it.
 */

export interface ServerRenderResult {
  status: number;
  html: string;
  /** Title, meta, canonical and Open Graph tags plus the page's CSS. */
  headTags: string;
  /** The page's JSON-LD script element, for the end of the body; empty for pages without (404, post shells). */
  structuredData: string;
  /** Source modules whose chunks the page needs at once (for modulepreload). */
  moduleIds: string[];
  /** The page's document module, which the browser imports to hydrate without the route table (src/app/initial-route.ts). */
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

/** A post category's feed: its listing page's title, description and address, and the posts the listing shows. */
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

export interface ServerBundle {
  /** `shareImage` draws each page's share card and names its file (share-images/); without it, pages name the default image. */
  render(url: string, options?: { shareImage?: (card: ShareCardSource) => Promise<ShareImage> }): Promise<ServerRenderResult>;
  /** QA's scenario renders on the embedded mocks: post sections render their loading state and load in the browser. */
  renderWithPostsInBrowser(url: string): Promise<ServerRenderResult>;
  /** A route with placeholders (/blogs/:slug) before its data: loading state, noindex, no canonical (post-shells.ts). */
  renderPostShell(pattern: string): Promise<ServerRenderResult>;
  /** Whether the build answers post requests with the embedded mock posts. */
  usesEmbeddedMocks: boolean;
  /** Each post category's feed, from the same posts its listing pre-renders (scripts/lib/post-feeds.ts writes them). */
  postFeeds(): Promise<PostFeed[]>;
  /** Every address that becomes a file at build time: each fixed page path and each alias. */
  prerenderTargets(): PrerenderTarget[];
  /** Route patterns whose addresses are not all known at build time: each gets a post shell (post-shells.ts). */
  dynamicRoutePatterns(): string[];
  /** The addresses of routes with placeholders known at build time (each post), and why some could not be listed. */
  dynamicPrerenderTargets(): Promise<{ targets: PrerenderTarget[]; problems: string[] }>;
  siteUrl: string;
  /** The brand's mark (a file under public/) and slogan, for the share cards. */
  shareCardBrand: { logoMark: string; slogan: string };
  /** The content service, form provider, platform app and video hosts of this build, for the security headers. */
  externalOrigins: ExternalOrigins;
}

export const DIST_DIR = 'dist';
export const SERVER_DIST_DIR = 'dist-ssr';
export const TEMPLATE_FILE = `${SERVER_DIST_DIR}/template.html`;

/** Loads the server bundle built by `npm run build:server`. */
export async function loadServerBundle(root: string): Promise<ServerBundle> {
  return (await import(pathToFileURL(join(root, SERVER_DIST_DIR, 'entry-server.js')).href)) as ServerBundle;
}
