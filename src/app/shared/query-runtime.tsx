/**
 * TanStack Query's runtime and the route loader for pages with data sections.
 * Loaded only through build-routes.tsx's dynamic import (createPageDataSource), so react-query stays out
 * of the entry bundle and off pages whose sections fetch nothing.
 */
import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ResolvedSection } from '@/page-builder/page-sections.tsx';
import { loadedHeadOf, type LoadedHead } from './route-head.ts';

/** A query client; in the browser it starts with the cache the pre-renderer put into the page. */
export function createQueryClient(initialState?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // Sections decide freshness in their queryOptions; failures are handled by their query functions.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
  if (initialState) hydrate(client, initialState);
  return client;
}

/** The cache's successful queries, to embed in the pre-rendered HTML. */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  return dehydrate(client);
}

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The page's route loader: runs every section's prefetch in parallel (on the server while
 * pre-rendering, in the browser on client-side navigation) and merges what they say about
 * the head. A prefetch that throws leaves only its own section without data.
 */
export function pageLoader(sections: readonly ResolvedSection[], queryClient: QueryClient) {
  const prefetching = sections.flatMap(({ type, index, prefetch }) => (prefetch ? [{ type, index, prefetch }] : []));
  return async ({ params }: LoaderFunctionArgs) => {
    const results = await Promise.allSettled(prefetching.map(({ prefetch }) => prefetch({ params, queryClient })));
    const loaded: LoadedHead = {};
    results.forEach((result, position) => {
      if (result.status === 'rejected') {
        const section = prefetching[position];
        console.error(`Section "${section?.type ?? '?'}" at index ${section?.index ?? '?'} could not load its data.`, result.reason);
        return;
      }
      const head = loadedHeadOf(result.value);
      if (head?.meta) loaded.meta = { ...loaded.meta, ...head.meta };
      if (head?.canonicalPath) loaded.canonicalPath = head.canonicalPath;
      if (head?.article) loaded.article = head.article;
    });
    // The pre-renderer and server send the status; a post that does not exist is a 404, not a soft one.
    const notFound = results.some((result) => result.status === 'fulfilled' && result.value.notFound === true);
    return notFound ? data(loaded, { status: 404 }) : loaded;
  };
}
