import { StrictMode, type ReactNode } from 'react';
import type { SiteContent } from '@/content/generated/content-types.ts';
import { SiteContentProvider } from '@/lib/site-content/site-content-context.tsx';
import { SectionRenderingContext, type SectionRenderingOptions } from '@/page-builder/section-rendering-context.tsx';

interface AppProvidersProps {
  site: SiteContent;
  sectionRendering: SectionRenderingOptions;
  children: ReactNode;
}

/**
 * Everything the app injects, shared by the browser entry, the pre-renderer and tests.
 * TanStack Query is deliberately not here: only post sections need it, so its
 * provider belongs in their chunk and keeps ~7 KB gzipped off every other page.
 */
export function AppProviders({ site, sectionRendering, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <SiteContentProvider content={site}>
        <SectionRenderingContext.Provider value={sectionRendering}>{children}</SectionRenderingContext.Provider>
      </SiteContentProvider>
    </StrictMode>
  );
}
