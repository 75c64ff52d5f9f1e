import type { PageDocument, PageMeta, SectionType, SiteContent } from '@/content/generated/content-types.ts';
import type { ArticleFacts } from '@/page-builder/section-contract.ts';

/** What a route tells the document head and the pre-renderer about itself (carried in the route's `handle`). */
export type RouteHead =
  | {
      kind: 'page';
      meta: PageMeta;
      canonicalPath?: string;
      /** The page's content file (server bundle only: see PageManifestEntry.file). */
      sourceFile?: string;
      /** The types of the sections that hydrate with the page (a catalogue's examples included): their code is in its first render. */
      sectionTypes: SectionType[];
      /** The sections (by index) that hydrate when the visitor reaches them (page-content.tsx's sectionsToHydrateLater). */
      hydrateLater: number[];
      /** Whether the page's sections load data (so its chunks include TanStack Query's runtime). */
      hasData: boolean;
      /** false for catalogue pages, which tell search engines not to index them. */
      indexed: boolean;
      /** Whether the page shows a section catalogue (so its chunks include the catalogue's code). */
      hasCatalogue: boolean;
      /** How the page's scroll-triggered animations behave when visitors leave and return (from the page document). */
      scrollAnimations?: PageDocument['scrollAnimations'];
      /** The page document's article details (a case study's dates and author), for its structured data. */
      article?: PageDocument['article'];
    }
  | { kind: 'not-found' };

export function isRouteHead(value: unknown): value is RouteHead {
  return typeof value === 'object' && value !== null && 'kind' in value && (value.kind === 'page' || value.kind === 'not-found');
}

/** Head details a page's data supplies (its route loader's result); they win over the page document's meta. */
export interface LoadedHead {
  meta?: Partial<PageMeta>;
  canonicalPath?: string;
  /** Set by a post shell's route data (src/app/server/post-shells.ts): one file for any slug is never indexed. */
  noindex?: boolean;
  /** A post's facts for the pre-rendered head's structured data (the post-detail section's prefetch, on the server). */
  article?: ArticleFacts;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Loader data is unknown JSON: the facts a post's prefetch gave, if that is what it holds. */
export function articleFactsOf(value: unknown): ArticleFacts | undefined {
  if (!isRecord(value)) return undefined;
  const { type, headline, datePublished, dateModified, author } = value;
  if (type !== 'BlogPosting' && type !== 'Article') return undefined;
  if (typeof headline !== 'string' || typeof datePublished !== 'string' || typeof dateModified !== 'string') return undefined;
  return { type, headline, datePublished, dateModified, ...(typeof author === 'string' && author !== '' ? { author } : {}) };
}

/** The loader data of a page route, if it is a LoadedHead (routes without a loader have none). */
export function loadedHeadOf(data: unknown): LoadedHead | undefined {
  if (!isRecord(data)) return undefined;
  const { meta, canonicalPath } = data;
  const loaded: LoadedHead = {};
  if (isRecord(meta)) {
    const picked: Partial<PageMeta> = {};
    if (typeof meta['title'] === 'string') picked.title = meta['title'];
    if (typeof meta['description'] === 'string') picked.description = meta['description'];
    if (typeof meta['image'] === 'string') picked.image = meta['image'];
    loaded.meta = picked;
  }
  if (typeof canonicalPath === 'string') loaded.canonicalPath = canonicalPath;
  if (data['noindex'] === true) loaded.noindex = true;
  // Only the pre-rendered head uses it, so the browser's code leaves the reading out.
  const article = import.meta.env.SSR ? articleFactsOf(data['article']) : undefined;
  if (article) loaded.article = article;
  return loaded;
}

export interface HeadData {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  /** The size and words of the image at imageUrl, when the build drew it (a share card: src/app/server/server-render.tsx). */
  image?: { width: number; height: number; alt: string };
  siteName: string;
  noindex: boolean;
}

/** A post's image from WordPress is already absolute; the site's own images are paths under public/. */
const absoluteUrl = (siteUrl: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`);

/**
 * Vite's mode of the demo build (`npm run build:demo`; DEMO_MODE in scripts/build/vite/build-configuration.ts is the same,
 * which a test checks). A demo build runs on the embedded mock posts and mock form provider, so search engines are
 * told to index none of its pages. Compared with import.meta.env.MODE where it is used: a build folds the comparison
 * to a constant and drops the code the other mode needs, and tests can switch the mode.
 */
export const DEMO_MODE = 'demo';

/**
 * Turns a route's head into absolute URLs; `pathname` is used where the route has no fixed canonical path.
 * What the page's data supplies (`loaded`) is preferred over the page document's meta.
 */
export function headDataFor(site: SiteContent, head: RouteHead | undefined, pathname: string, loaded?: LoadedHead): HeadData {
  const meta: PageMeta = head?.kind === 'page' ? { ...head.meta, ...loaded?.meta } : site.notFound.meta;
  const canonicalPath = head?.kind === 'page' ? (loaded?.canonicalPath ?? head.canonicalPath ?? pathname) : pathname;
  return {
    title: meta.title,
    description: meta.description,
    canonicalUrl: `${site.siteUrl}${canonicalPath}`,
    imageUrl: absoluteUrl(site.siteUrl, meta.image ?? site.brand.defaultShareImage),
    siteName: site.brand.name,
    noindex: import.meta.env.MODE === DEMO_MODE || head?.kind !== 'page' || !head.indexed || loaded?.noindex === true,
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type MetaTag = [attribute: 'name' | 'property', key: string, content: string];

const metaTags = (head: HeadData): MetaTag[] => [
  ['name', 'description', head.description],
  ['name', 'robots', head.noindex ? 'noindex' : 'index, follow'],
  ['property', 'og:type', 'website'],
  ['property', 'og:site_name', head.siteName],
  ['property', 'og:title', head.title],
  ['property', 'og:description', head.description],
  ['property', 'og:url', head.canonicalUrl],
  ['name', 'twitter:card', 'summary_large_image'],
];

/**
 * The share image's tags, in the pre-rendered HTML only: link previews are made by crawlers that read that HTML, and
 * the browser cannot name a page's card (its name is a hash of pixels drawn at build time), so after hydration and on
 * client-side navigation the head keeps the tags the first page arrived with rather than naming a wrong image. No
 * twitter:image: X reads og:image when it is absent, and every byte of the home page's head counts (budgets.json).
 */
const imageTags = ({ imageUrl, image }: HeadData): MetaTag[] => [
  ['property', 'og:image', imageUrl],
  ...(image
    ? ([
        ['property', 'og:image:width', String(image.width)],
        ['property', 'og:image:height', String(image.height)],
        ['property', 'og:image:alt', image.alt],
      ] satisfies MetaTag[])
    : []),
];

/** The head tags of a pre-rendered page, as HTML. */
export function renderHeadTags(head: HeadData): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...[...metaTags(head), ...imageTags(head)].map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
  ].join('\n    ');
}

/** Keeps the live document's head in step after client-side navigation. */
export function applyHeadData(document: Document, head: HeadData): void {
  document.title = head.title;
  for (const [attribute, key, content] of metaTags(head)) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.append(element);
    }
    element.content = content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = head.canonicalUrl;
}
