/**
 * The data seam between route loaders and sections with server-owned data.
 * A page whose sections export `prefetch` gets a route loader that runs them
 * against a QueryClient, and a Component wrapped in QueryClientProvider.
 * TanStack Query's code (query-runtime.tsx) is imported only when such a page
 * is first loaded; pages without data sections never touch it.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { ResolvedSection } from '@/page-builder/resolve-sections.tsx';

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

/** The module page-data.ts loads; named here so the pre-renderer can modulepreload it (a test checks it matches the import). */
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
