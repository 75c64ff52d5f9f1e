import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import type { SiteContent } from '../content/generated/content-types.ts';
import { SiteContentProvider } from '../lib/site-content/site-content-context.tsx';
import { SectionRenderingContext, type SectionRenderingOptions } from '../sections/section-rendering-context.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

interface AppProvidersProps {
  site: SiteContent;
  queryClient: QueryClient;
  sectionRendering: SectionRenderingOptions;
  children: ReactNode;
}

/** Everything the app injects, shared by the browser entry, the pre-renderer and tests. */
export function AppProviders({ site, queryClient, sectionRendering, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <SiteContentProvider content={site}>
        <QueryClientProvider client={queryClient}>
          <SectionRenderingContext.Provider value={sectionRendering}>{children}</SectionRenderingContext.Provider>
        </QueryClientProvider>
      </SiteContentProvider>
    </StrictMode>
  );
}
