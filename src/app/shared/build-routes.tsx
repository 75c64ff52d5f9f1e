/**
 * The site's routes, built from the page documents: one lazy route per page path and alias, under the root layout.
 * A page's route loads its document and its section code in parallel. A page whose sections export `prefetch` also
 * gets a route loader that runs them against a QueryClient, and a Component wrapped in QueryClientProvider: that is
 * the data seam (PageDataSource). TanStack Query's code (query-runtime.tsx) is imported only when such a page is
 * first loaded; pages without data sections never touch it.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { PageManifestEntry } from '@/content/page-manifest.ts';
import { isDynamicPath, pathKey } from '@/lib/routing/path-keys.ts';
import { PageContent, hydrateWhenReached, loadPage, preloadSectionCode, resolveSection, sectionsToHydrateLater } from '@/page-builder/page-content.tsx';
import type { ResolvedSection } from '@/page-builder/page-sections.tsx';
import type { SectionRegistry } from '@/page-builder/section-contract.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHead } from './route-head.ts';
import { NotFoundPage, RouteErrorPage } from './status-pages.tsx';

export interface PageDataRuntime {
  queryClient: QueryClient;
  QueryProvider: ComponentType<{ client: QueryClient; children: ReactNode }>;
  /** The route loader of a page with these sections: runs their prefetches against `queryClient`. */
  loaderFor: (sections: readonly ResolvedSection[]) => LoaderFunction;
}

export interface PageDataSource {
  /** Loads TanStack Query and returns this render's (server) or this visit's (browser) client; the same one on every call. */
  runtime(): Promise<PageDataRuntime>;
  /** The query cache to embed in the HTML, or undefined when no page of this render used data. */
  dehydrate(): Promise<DehydratedState | undefined>;
}

/** The module a page with data sections loads (PageDataSource.runtime); named here so the pre-renderer can modulepreload it (a test checks it matches the import). */
export const QUERY_RUNTIME_MODULE = 'src/app/shared/query-runtime.tsx';

export interface PageDataOptions {
  /** The cache the pre-renderer embedded in the page (browser only). */
  initialState?: DehydratedState | undefined;
}

export function createPageDataSource({ initialState }: PageDataOptions = {}): PageDataSource {
  let loading: Promise<PageDataRuntime> | undefined;
  return {
    runtime() {
      loading ??= import('./query-runtime.tsx').then(({ createQueryClient, QueryProvider, pageLoader }) => {
        const queryClient = createQueryClient(initialState);
        return { queryClient, QueryProvider, loaderFor: (sections) => pageLoader(sections, queryClient) };
      });
      return loading;
    },
    async dehydrate() {
      if (!loading) return undefined;
      const [{ queryClient }, { dehydrateQueries }] = await Promise.all([loading, import('./query-runtime.tsx')]);
      return dehydrateQueries(queryClient);
    },
  };
}

export const ROOT_ROUTE_ID = 'root';

export const NOT_FOUND_ROUTE_ID = 'not-found';

export interface RouteDependencies {
  pages: readonly PageManifestEntry[];
  registry: SectionRegistry;
  /** Query client and content service for pages with data sections (one per render on the server, one per visit in the browser). */
  pageData: PageDataSource;
}

/**
 * The router paths of a page: its path plus aliases that differ by more than
 * letter case (matching ignores case, so case variants need no route of their own).
 */
export function routePathsFor(entry: Pick<PageManifestEntry, 'path' | 'aliases'>): string[] {
  const keys = new Set([pathKey(entry.path)]);
  const paths = [entry.path];
  for (const alias of entry.aliases ?? []) {
    if (!keys.has(pathKey(alias))) {
      keys.add(pathKey(alias));
      paths.push(alias);
    }
  }
  return paths;
}

/**
 * Loads a page's document and all its section code before the route renders, so nothing suspends.
 * Pages with data sections also get TanStack Query (client and provider) and a loader
 * that runs their prefetches (query-runtime.tsx); both load only with such a page.
 */
async function loadPageRoute(entry: PageManifestEntry, registry: SectionRegistry, pageData: PageDataSource) {
  preloadSectionCode(registry, entry.sectionTypes);
  const { default: page } = await entry.load();
  // The opened page in the browser: the sections the pre-renderer left for later load no code now.
  const content = await loadPage(page, registry, entry.hydrateLater ? hydrateWhenReached(new Set(entry.hydrateLater)) : resolveSection);
  const runtime = content.everySection.some((section) => section.prefetch) ? await pageData.runtime() : undefined;
  const hydrateLater = entry.hydrateLater ?? sectionsToHydrateLater(content);
  const later = new Set(hydrateLater);
  // A page with sections for later has no catalogue (sectionsToHydrateLater), so its sections are all there is.
  const firstRenderSections = later.size > 0 ? content.sections.filter((section) => !later.has(section.index)) : content.everySection;
  const handle: RouteHead = {
    kind: 'page',
    meta: page.meta,
    canonicalPath: isDynamicPath(page.path) ? undefined : page.path,
    sourceFile: entry.file,
    sectionTypes: [...new Set(firstRenderSections.map((section) => section.type))],
    hydrateLater: [...hydrateLater],
    hasData: runtime !== undefined,
    indexed: entry.indexed !== false,
    hasCatalogue: content.catalogue !== undefined,
    scrollAnimations: page.scrollAnimations,
    article: page.article,
  };
  function PageBody() {
    return <PageContent page={content} />;
  }
  if (!runtime) return { handle, Component: PageBody };
  const { QueryProvider, queryClient, loaderFor } = runtime;
  function PageBodyWithData() {
    return (
      <QueryProvider client={queryClient}>
        <PageBody />
      </QueryProvider>
    );
  }
  return { handle, Component: PageBodyWithData, loader: loaderFor(content.everySection) };
}

/** The routes of some pages, children of the root route: one per path and alias, each loading its page lazily. */
export function pageRoutes({ pages, registry, pageData }: RouteDependencies): RouteObject[] {
  return pages.flatMap((entry) =>
    routePathsFor(entry).map((path): RouteObject => ({
      id: `page:${path}`,
      path,
      lazy: () => loadPageRoute(entry, registry, pageData),
    })),
  );
}

/**
 * The route tree, built from the page documents: all of them on the server; in the browser, at first only the
 * page the visitor opened (client-router.ts adds the others).
 */
export function buildRoutes(dependencies: RouteDependencies): RouteObject[] {
  const notFoundHandle: RouteHead = { kind: 'not-found' };
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [...pageRoutes(dependencies), { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage, handle: notFoundHandle }],
    },
  ];
}
