import { createBrowserRouter } from 'react-router-dom';
import type { PageManifestEntry } from '@/content/page-manifest.ts';
import type { SectionRegistry } from '@/sections/section-registry.ts';
import { buildRoutes } from './build-routes.tsx';
import { createPageDataSource } from './page-data.ts';
import { readPageHydration } from './page-hydration.ts';
import { resolveInitialLazyRoutes } from './resolve-initial-routes.ts';

export interface ClientRouterOptions {
  pages: readonly PageManifestEntry[];
  registry: SectionRegistry;
  /** Resolves when content requests will be answered; awaited by route loaders on client-side navigation only. */
  contentServiceReady?: () => Promise<void>;
}

/**
 * The browser's router, ready to hydrate the pre-rendered page: the first route's
 * lazy code is resolved, its query cache is hydrated from the page's embedded data
 * (TanStack Query's code loads only if the page has data sections), and the router
 * starts from the pre-rendered loader data instead of running the loaders again.
 */
export async function createClientRouter({ pages, registry, contentServiceReady }: ClientRouterOptions) {
  const hydration = readPageHydration(document);
  const pageData = createPageDataSource({ initialState: hydration?.queries, ...(contentServiceReady ? { ready: contentServiceReady } : {}) });
  const routes = buildRoutes({ pages, registry, pageData });
  await resolveInitialLazyRoutes(routes, window.location);
  return createBrowserRouter(routes, hydration ? { hydrationData: { loaderData: hydration.loaderData } } : {});
}
