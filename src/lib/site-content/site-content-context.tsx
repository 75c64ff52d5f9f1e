import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContent } from '@/content/generated/content-types.ts';

const SiteContentContext = createContext<SiteContent | null>(null);

export function SiteContentProvider({ content, children }: { content: SiteContent; children: ReactNode }) {
  return <SiteContentContext.Provider value={content}>{children}</SiteContentContext.Provider>;
}

/** The validated site.json; the app injects it so tests can pass their own. */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useSiteContent needs a <SiteContentProvider> above it.');
  return content;
}
