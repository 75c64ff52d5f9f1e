/**
 * The browser's router, from what the pre-rendered page carries (page-hydration.ts): the opened page's route, made
 * from the document chunk the HTML names, its loader data and query cache, and every other page's routes, patched
 * in when a navigation first needs them.
 */
import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import type { PageManifestEntry, ServedPageDocument } from '@/content/page-manifest.ts';
import type { SectionRegistry } from '@/page-builder/section-contract.ts';
import { ROOT_ROUTE_ID, buildRoutes, createPageDataSource, pageRoutes, type PageDataSource } from '../shared/build-routes.tsx';
import type { PageHydration } from '../shared/page-hydration.ts';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The chunk's default export is a page document (content:check vouched for it at build time): its shape is checked all the same. */
function isPageDocumentModule(value: unknown): value is { default: ServedPageDocument } {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const document = value.default;
  if (typeof document !== 'object' || document === null) return false;
  if (!('path' in document) || typeof document.path !== 'string' || !document.path.startsWith('/')) return false;
  if ('aliases' in document && document.aliases !== undefined && !isStringArray(document.aliases)) return false;
  return 'sections' in document && Array.isArray(document.sections);
}

/**
 * The opened page's manifest entry, from its document module (imported by the caller from the address the HTML
 * names: readInitialRouteModule, page-hydration.ts). Its section types stay empty: the page's section code is already on its way (the `#page-modules` list
 * names it); the list only lets client-side navigation fetch another page's code early.
 */
export function initialPageFrom(documentModule: unknown, hydrateLater?: readonly number[]): PageManifestEntry | undefined {
  if (!isPageDocumentModule(documentModule)) return undefined;
  const { path, aliases, catalogue } = documentModule.default;
  return {
    path,
    aliases,
    sectionTypes: [],
    indexed: catalogue === undefined ? undefined : false,
    hydrateLater,
    load: () => Promise.resolve(documentModule),
  };
}

export interface ClientRouterOptions {
  /** The page the HTML was pre-rendered for (initialPageFrom); absent in development and on 404.html. */
  initialPage: PageManifestEntry | undefined;
  /** What the pre-rendered page carries for hydration (readPageHydration); undefined when it carries none. */
  hydration: PageHydration | undefined;
  /** Every page: the route table, loaded on the first navigation to a page other than the initial one. */
  loadPages: () => Promise<readonly PageManifestEntry[]>;
  registry: SectionRegistry;
}

/**
 * Resolves the lazy routes that match the first URL before the router is
 * created, so the first client render equals the pre-rendered HTML.
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Adds every other page's routes the first time a navigation needs them. React Router asks whenever a path matches
 * no route or only the not-found splat; once the table is in, later calls find nothing new to add. A table that
 * fails to load (the network) is asked for again on the next navigation, and this one shows the route error page.
 */
export function patchInOtherPages(
  known: readonly PageManifestEntry[],
  loadPages: () => Promise<readonly PageManifestEntry[]>,
  routesFor: (pages: readonly PageManifestEntry[]) => ReturnType<typeof pageRoutes>,
): PatchRoutesOnNavigationFunction {
  const knownPaths = new Set(known.map((page) => page.path));
  let patched: Promise<void> | undefined;
  return async ({ patch }) => {
    patched ??= loadPages().then(
      (pages) => patch(ROOT_ROUTE_ID, routesFor(pages.filter((page) => !knownPaths.has(page.path)))),
      (error: unknown) => {
        patched = undefined;
        throw error;
      },
    );
    await patched;
  };
}

/**
 * The browser's router, ready to hydrate the pre-rendered page: the first route's
 * lazy code is resolved, its query cache is hydrated from the page's embedded data
 * (TanStack Query's code loads only if the page has data sections), and the router
 * starts from the pre-rendered loader data instead of running the loaders again.
 * It starts with the opened page's route only; the others arrive with the route table (patchInOtherPages).
 */
export async function createClientRouter({ initialPage, hydration, loadPages, registry }: ClientRouterOptions) {
  const pageData: PageDataSource = createPageDataSource({ initialState: hydration?.queries });
  // Development, or 404.html (no initial page): every route from the start.
  const routes = buildRoutes({ pages: initialPage ? [initialPage] : await loadPages(), registry, pageData });
  await resolveInitialLazyRoutes(routes, window.location);
  if (!initialPage) return createBrowserRouter(routes, hydration ? { hydrationData: { loaderData: hydration.loaderData } } : {});
  return createBrowserRouter(routes, {
    // Always given for a pre-rendered page, even without loader data: React Router then hydrates the route that
    // matches, rather than first asking patchRoutesOnNavigation whether a better one exists for a path with a
    // placeholder (/blogs/:slug), which would render nothing during hydration.
    hydrationData: { loaderData: hydration?.loaderData ?? {} },
    patchRoutesOnNavigation: patchInOtherPages([initialPage], loadPages, (others) => pageRoutes({ pages: others, registry, pageData })),
  });
}
