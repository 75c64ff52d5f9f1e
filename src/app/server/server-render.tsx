/**
 * One page rendered for the server bundle (entry-server.tsx): renderPage renders the app for a URL to static HTML
 * with its route's head and hydration data; renderForServer adds its CSS, head tags, structured data and the modules
 * whose chunks it needs at once.
 */
import { text } from 'node:stream/consumers';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { pageManifest } from 'virtual:page-manifest';
import mediaIndex from 'virtual:media-index';
import siteContent from 'virtual:site-content';
import type { SiteContent } from '@/content/generated/content-types.ts';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import { SECTION_CATALOGUE_MODULE } from '@/page-builder/page-content.tsx';
import { defaultSectionRenderingOptions, type SectionRenderingOptions } from '@/page-builder/page-sections.tsx';
import type { SectionRegistry } from '@/page-builder/section-contract.ts';
import { sectionModuleFile } from '@/page-builder/section-registry.ts';
import { NOT_FOUND_ROUTE_ID, QUERY_RUNTIME_MODULE, buildRoutes, createPageDataSource, type RouteDependencies } from '../shared/build-routes.tsx';
import { pageHydrationScript, type PageHydration } from '../shared/page-hydration.ts';
import { AppProviders } from '../shared/root-layout.tsx';
import { headDataFor, isRouteHead, loadedHeadOf, renderHeadTags, type HeadData, type LoadedHead, type RouteHead } from '../shared/route-head.ts';
import type { ServerRenderOptions, ServerRenderResult, ShareImageMaker } from './contract.ts';
import { feedLinkTags } from './post-feeds.ts';
import { postShellHeadTags, postShellHydration } from './post-shells.ts';
import { withShortRehydrationMarkers } from './server-styles.ts';
import { openingVisualOf, shareCardWordsOf, visualFileOf, type ShareCardSource } from './share-card.ts';
import { mainHeadingText, ownArticleFacts, structuredDataFor, structuredDataScript, type TrailPage } from './structured-data.ts';

export interface RenderedPage {
  status: number;
  /** The app's HTML, to go inside <div id="root">. */
  html: string;
  head: HeadData;
  route: RouteHead | undefined;
  /** What the route's data said about the page's head (a post's title, featured image and, on the server, its facts). */
  loadedHead: LoadedHead | undefined;
  /** Errors thrown while rendering; each left only its own section empty. */
  renderErrors: unknown[];
  /** Loader data and the dehydrated query cache, for pages with data sections; undefined otherwise. */
  hydration: PageHydration | undefined;
}

export interface RenderOptions extends Omit<RouteDependencies, 'pageData'> {
  site: SiteContent;
  sectionRendering: SectionRenderingOptions;
  /** Lets the caller wrap the app, e.g. to collect styled-components CSS. */
  wrap?: (app: ReactElement) => ReactElement;
}

/** Renders one URL to static HTML, waiting for every lazy route and section to resolve. */
export async function renderPage(url: string, { site, sectionRendering, wrap = (app) => app, ...dependencies }: RenderOptions): Promise<RenderedPage> {
  // A fresh query client per render, so no page's data leaks into another's HTML.
  const pageData = createPageDataSource();
  const handler = createStaticHandler(buildRoutes({ ...dependencies, pageData }));
  const requestUrl = new URL(url, site.siteUrl);
  const context = await handler.query(new Request(requestUrl));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderErrors: unknown[] = [];
  const app = wrap(
    <AppProviders site={site} sectionRendering={sectionRendering}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => void renderErrors.push(error),
    // Inline every section in document order; React otherwise moves large boundaries into
    // hidden nodes that only a script reveals, which would hide content without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await text(prelude);
  const leaf = context.matches.at(-1);
  const route = isRouteHead(leaf?.route.handle) ? leaf.route.handle : undefined;
  const status = leaf?.route.id === NOT_FOUND_ROUTE_ID ? 404 : context.statusCode;
  const loaderData = Object.fromEntries(Object.entries(context.loaderData).filter(([, data]) => data !== undefined));
  const queries = await pageData.dehydrate();
  const hydrateLater = route?.kind === 'page' && route.hydrateLater.length > 0 ? route.hydrateLater : undefined;
  const hydration = queries || hydrateLater || Object.keys(loaderData).length > 0 ? { loaderData, queries, hydrateLater } : undefined;
  const loaded = leaf ? loadedHeadOf(context.loaderData[leaf.route.id]) : undefined;
  const head = headDataFor(site, route, decodeURI(requestUrl.pathname), loaded);
  return { status, html, head, route, loadedHead: loaded, renderErrors, hydration };
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

/** Renders `url` with `registry`; `asPostShell`: as a post shell (post-shells.ts), which no search engine indexes. */
export async function renderForServer(
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
            ...page.route.sectionTypes.map(sectionModuleFile),
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
