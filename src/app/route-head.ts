import type { PageMeta, SectionType, SiteContent } from '../content/generated/content-types.ts';

/** What a route tells the document head and the pre-renderer about itself (carried in the route's `handle`). */
export type RouteHead =
  | { kind: 'page'; meta: PageMeta; canonicalPath?: string; sourceFile: string; sectionTypes: SectionType[] }
  | { kind: 'not-found' };

export function isRouteHead(value: unknown): value is RouteHead {
  return typeof value === 'object' && value !== null && 'kind' in value && (value.kind === 'page' || value.kind === 'not-found');
}

export interface HeadData {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  siteName: string;
  noindex: boolean;
}

/** Turns a route's head into absolute URLs; `pathname` is used where the route has no fixed canonical path. */
export function headDataFor(site: SiteContent, head: RouteHead | undefined, pathname: string): HeadData {
  const meta = head?.kind === 'page' ? head.meta : site.notFound.meta;
  const canonicalPath = head?.kind === 'page' ? (head.canonicalPath ?? pathname) : pathname;
  return {
    title: meta.title,
    description: meta.description,
    canonicalUrl: `${site.siteUrl}${canonicalPath}`,
    imageUrl: `${site.siteUrl}${meta.image ?? site.brand.defaultShareImage}`,
    siteName: site.brand.name,
    noindex: head?.kind !== 'page',
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const metaTags = (head: HeadData): [attribute: 'name' | 'property', key: string, content: string][] => [
  ['name', 'description', head.description],
  ['name', 'robots', head.noindex ? 'noindex' : 'index, follow'],
  ['property', 'og:type', 'website'],
  ['property', 'og:site_name', head.siteName],
  ['property', 'og:title', head.title],
  ['property', 'og:description', head.description],
  ['property', 'og:url', head.canonicalUrl],
  ['property', 'og:image', head.imageUrl],
  ['name', 'twitter:card', 'summary_large_image'],
];

/** The head tags of a pre-rendered page, as HTML. */
export function renderHeadTags(head: HeadData): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(head).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
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
