import { text } from 'node:stream/consumers';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteContent } from '@/content/generated/content-types.ts';
import type { SectionRenderingOptions } from '@/page-builder/section-rendering-context.tsx';
import { AppProviders } from '../shared/app-providers.tsx';
import { NOT_FOUND_ROUTE_ID, buildRoutes, type RouteDependencies } from '../shared/build-routes.tsx';
import { createPageDataSource } from '../shared/page-data.ts';
import type { PageHydration } from '../shared/page-hydration.ts';
import { headDataFor, isRouteHead, loadedHeadOf, type HeadData, type LoadedHead, type RouteHead } from '../shared/route-head.ts';

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
  const hydration = queries || Object.keys(loaderData).length > 0 ? { loaderData, ...(queries ? { queries } : {}) } : undefined;
  const loaded = leaf ? loadedHeadOf(context.loaderData[leaf.route.id]) : undefined;
  const head = headDataFor(site, route, decodeURI(requestUrl.pathname), loaded);
  return { status, html, head, route, loadedHead: loaded, renderErrors, hydration };
}
