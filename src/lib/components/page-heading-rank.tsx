import { createContext, useContext, type ReactNode } from 'react';

type PageHeadingTag = 'h1' | 'h2';

const PageHeadingTagContext = createContext<PageHeadingTag>('h1');

/**
 * Inside it, sections that open a page render their main heading as an h2 (looking the same).
 * A section catalogue shows many page openings on one page, which must still have one h1.
 */
export function DemotedPageHeadings({ children }: { children: ReactNode }) {
  return <PageHeadingTagContext value="h2">{children}</PageHeadingTagContext>;
}

/** The element a page-opening heading renders as: h1, or h2 inside <DemotedPageHeadings>. */
export const usePageHeadingTag = (): PageHeadingTag => useContext(PageHeadingTagContext);
