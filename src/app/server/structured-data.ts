/**
 * The pre-rendered pages' structured data (JSON-LD, schema.org) for search engines: the organisation and the
 * website on the home page; a breadcrumb trail on every other page; a BlogPosting on each blog post and an Article
 * on each case study (WordPress's and the site's own). Built on the server only (server-render.tsx; the pre-renderer puts it at
 * the end of the body, where the footer it repeats is within gzip's reach); search engines read the pre-rendered HTML, so the browser never loads these builders.
 *
 * Every value is one the site already shows: site.json's brand, footer and external links; the page documents'
 * titles and article details; a post's view model. The JSON is escaped for HTML (escapeJsonForHtml), so no text,
 * such as a WordPress title holding "</script>" or "<!--", can end the script element.
 */
import type { Article, BlogPosting, BreadcrumbList, Graph, Organization, Thing, WebSite } from 'schema-dts';
import type { PageDocument, SiteContent } from '@/content/generated/content-types.ts';
import { resolveLinkHref } from '@/lib/links/link-target.ts';
import { pathKey } from '@/lib/routing/path-keys.ts';
import { htmlToPlainText } from '@/lib/text/html-to-text.ts';
import type { ArticleFacts } from '@/page-builder/section-contract.ts';
import { escapeJsonForHtml } from '../shared/page-hydration.ts';

/** The organisation as the footer presents it: its address, phone and e-mail, and its social profiles. */
export function organizationData(site: SiteContent): Organization {
  const { contact, social } = site.footer;
  return {
    '@type': 'Organization',
    name: site.brand.name,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}${site.brand.logo.src}`,
    address: contact.details.addressLines.join(', '),
    // The footer's tel: and mailto: links, as the number and the address they open.
    telephone: contact.details.phone?.target.replace(/^tel:/, ''),
    email: contact.details.email?.target.replace(/^mailto:/, ''),
    sameAs: social.profiles.map((profile) => resolveLinkHref(profile.target, site.externalLinks)),
  };
}

export function webSiteData(site: SiteContent): WebSite {
  return { '@type': 'WebSite', name: site.brand.name, url: `${site.siteUrl}/` };
}

export interface Crumb {
  name: string;
  url: string;
}

/**
 * A page's name where a trail lists it: its title up to the first " | ", the part that names the page ("Case
 * Studies | Satori XR results in the field" is "Case Studies"); the rest describes it.
 */
export const pageNameOf = (title: string): string => (title.split(' | ')[0] ?? title).trim();

/** A page a trail may pass through: its own address and other spellings, and its title. */
export interface TrailPage {
  path: string;
  aliases?: readonly string[];
  title: string;
}

/**
 * Home, then each ancestor of `path` that is itself a page (reached in any letter case, as visitors reach it, and
 * named by its own spelling and title), then the page itself as `last`.
 */
export function breadcrumbTrail(siteUrl: string, path: string, last: Crumb, pages: readonly TrailPage[]): Crumb[] {
  const pageAt = (address: string) => pages.find((page) => [page.path, ...(page.aliases ?? [])].some((spelling) => pathKey(spelling) === pathKey(address)));
  const segments = path.split('/').filter(Boolean);
  const addresses = ['/', ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  const ancestors = addresses.flatMap((address) => {
    const page = pageAt(address);
    return page ? [{ name: pageNameOf(page.title), url: `${siteUrl}${page.path}` }] : [];
  });
  return [...ancestors, last];
}

export function breadcrumbData(trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The headline a page shows for these facts: an untitled post shows the site's untitled label. */
export const headlineOf = (facts: ArticleFacts, site: SiteContent): string => facts.headline || site.posts.untitledLabel;

/** A post or case study: its visible headline, its dates, its author (the organisation when no person is named) and its image. */
export function articleData(facts: ArticleFacts, imageUrl: string, site: SiteContent): Article | BlogPosting {
  const author = facts.author
    ? ({ '@type': 'Person', name: facts.author } as const)
    : ({ '@type': 'Organization', name: site.brand.name, url: `${site.siteUrl}/` } as const);
  return {
    '@type': facts.type,
    headline: headlineOf(facts, site),
    // A post WordPress sent no usable date for says nothing false: the date is left out.
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    author,
    image: imageUrl,
  };
}

/** A page document's article details as facts; its headline is the page's h1 (mainHeadingText). */
export function ownArticleFacts(article: NonNullable<PageDocument['article']>, headline: string): ArticleFacts {
  return {
    type: 'Article',
    headline,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    ...(article.author ? { author: article.author } : {}),
  };
}

/** The text of the first h1 in React's server-rendered HTML, as the visitor reads it; empty without one. */
export function mainHeadingText(html: string): string {
  return htmlToPlainText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();
}

export interface StructuredDataPage {
  /** The page's canonical address, absolute. */
  canonicalUrl: string;
  title: string;
  /** The page's share image (og:image), absolute: an article's image. */
  imageUrl: string;
  article?: ArticleFacts;
}

/** What a page tells search engines: the home page its organisation and website; every other page its trail, and an article's facts. */
export function structuredDataFor(site: SiteContent, page: StructuredDataPage, pages: readonly TrailPage[]): Thing[] {
  const path = page.canonicalUrl.slice(site.siteUrl.length) || '/';
  if (path === '/') return [organizationData(site), webSiteData(site)];
  const name = page.article ? headlineOf(page.article, site) : pageNameOf(page.title);
  const trail = breadcrumbTrail(site.siteUrl, path, { name, url: page.canonicalUrl }, pages);
  return [breadcrumbData(trail), ...(page.article ? [articleData(page.article, page.imageUrl, site)] : [])];
}

/** One script element with the page's structured data as a graph, safe inside HTML whatever its text holds. */
export function structuredDataScript(things: readonly Thing[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': things };
  return `<script type="application/ld+json">${escapeJsonForHtml(graph)}</script>`;
}
