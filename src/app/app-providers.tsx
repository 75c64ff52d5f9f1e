import { StrictMode, type ReactNode } from 'react';
import type { SiteContent } from '@/content/generated/content-types.ts';
import { ContactFormServiceProvider } from '@/features/contact-form/contact-form-service.tsx';
import { SiteContentProvider } from '@/lib/site-content/site-content-context.tsx';
import { SectionRenderingContext, type SectionRenderingOptions } from '@/sections/section-rendering-context.tsx';

interface AppProvidersProps {
  site: SiteContent;
  sectionRendering: SectionRenderingOptions;
  /** In the browser: what a contact-form send waits for (the mock form provider starting, in mock builds). */
  contactFormServiceReady?: () => Promise<void>;
  children: ReactNode;
}

/**
 * Everything the app injects, shared by the browser entry, the pre-renderer and tests.
 * TanStack Query is deliberately not here: only post sections need it, so its
 * provider belongs in their chunk and keeps ~7 KB gzipped off every other page.
 */
export function AppProviders({ site, sectionRendering, contactFormServiceReady, children }: AppProvidersProps) {
  const sections = <SectionRenderingContext.Provider value={sectionRendering}>{children}</SectionRenderingContext.Provider>;
  return (
    <StrictMode>
      <SiteContentProvider content={site}>
        {contactFormServiceReady ? <ContactFormServiceProvider ready={contactFormServiceReady}>{sections}</ContactFormServiceProvider> : sections}
      </SiteContentProvider>
    </StrictMode>
  );
}
