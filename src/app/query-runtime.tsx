/**
 * TanStack Query's runtime and the route loader for pages with data sections.
 * Loaded only through page-data.ts's dynamic import, so react-query stays out
 * of the entry bundle and off pages whose sections fetch nothing.
 */
import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export { pageLoader } from './page-loader.ts';

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
