import type { RouteObject } from 'react-router-dom';
import type { PageManifestEntry } from '@/content/page-manifest.ts';
import { isDynamicPath, pathKey } from '@/lib/routing/path-keys.ts';
import { PageSections } from '@/sections/page-sections.tsx';
import { preloadSectionCode, resolveSections } from '@/sections/resolve-sections.tsx';
import type { SectionRegistry } from '@/sections/section-registry.ts';
import type { PageDataSource } from './page-data.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHead } from './route-head.ts';
import { NotFoundPage, RouteErrorPage } from './status-pages.tsx';

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
  for (const alias of entry.aliases) {
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
 * that runs their prefetches (page-loader.ts); both load only with such a page.
 */
async function loadPageRoute(entry: PageManifestEntry, registry: SectionRegistry, pageData: PageDataSource) {
  preloadSectionCode(registry, entry.sectionTypes);
  const { default: page } = await entry.load();
  const sections = await resolveSections(registry, page.sections);
  const runtime = sections.some((section) => section.prefetch) ? await pageData.runtime() : undefined;
  const handle: RouteHead = {
    kind: 'page',
    meta: page.meta,
    canonicalPath: isDynamicPath(page.path) ? undefined : page.path,
    sourceFile: entry.file,
    sectionTypes: entry.sectionTypes,
    hasData: runtime !== undefined,
    ...(page.scrollAnimations ? { scrollAnimations: page.scrollAnimations } : {}),
  };
  if (!runtime) {
    function PageRoute() {
      return <PageSections sections={sections} />;
    }
    return { handle, Component: PageRoute };
  }
  const { QueryProvider, queryClient, loaderFor } = runtime;
  function PageRouteWithData() {
    return (
      <QueryProvider client={queryClient}>
        <PageSections sections={sections} />
      </QueryProvider>
    );
  }
  return { handle, Component: PageRouteWithData, loader: loaderFor(sections) };
}

/** The route tree, built from the page documents. */
export function buildRoutes({ pages, registry, pageData }: RouteDependencies): RouteObject[] {
  const notFoundHandle: RouteHead = { kind: 'not-found' };
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...pages.flatMap((entry) =>
          routePathsFor(entry).map((path): RouteObject => ({
            id: `page:${path}`,
            path,
            lazy: () => loadPageRoute(entry, registry, pageData),
          })),
        ),
        { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage, handle: notFoundHandle },
      ],
    },
  ];
}
