/**
 * A page's sections as they render: each section ready to render (ResolvedSection, made by page-content.tsx's
 * loadPage), each in its own error boundary, and how a failed one is shown and reported (SectionRenderingContext,
 * provided by the app: a placeholder in development, nothing in production).
 */
import { Suspense, createContext, memo, useContext, useEffect, useRef, type ReactElement } from 'react';
// Before styled-components, as when the site content's provider had a module of its own that the browser ran first:
// the bundler lays out the shared-ui chunk in the order modules first run, and every section chunk imports from it.
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { Params } from 'react-router-dom';
import styled from 'styled-components';
import type { SectionType } from '@/content/generated/content-types.ts';
import { theme } from '@/lib/theme/tokens.ts';
import type { HydrationGate } from './hydration-gate.ts';
import type { SectionPrefetchContext, SectionPrefetchResult } from './section-contract.ts';
import { watchForVisitor } from './watch-for-visitor.ts';

export interface ResolvedSection {
  type: SectionType;
  index: number;
  /** The section's element, its component code already loaded. */
  element: ReactElement;
  /** The section's data prefetch, bound to its props; only for sections whose module exports one. */
  prefetch?: (context: SectionPrefetchContext) => Promise<SectionPrefetchResult>;
  /** The route placeholder values to pre-render, bound to its props; only for sections whose module exports it. */
  staticParams?: () => Promise<Params[]>;
  /** Whether the module asks to hydrate with the page wherever it is placed (SectionModule.hydrateWithPage). */
  hydratesWithPage?: boolean;
  /** For a section of the opened page that hydrates when the visitor reaches it (deferred-section.tsx): its gate. */
  gate?: HydrationGate<unknown>;
}

export interface SectionRenderingOptions {
  /** Show a visible placeholder for a failed section (development) instead of omitting it (production). */
  revealErrors: boolean;
  /** Reports a failed section; production sends it to the console. */
  reportError: (error: unknown, section: { type: string; index: number }) => void;
  /** In the browser: the layout's later parts (hydrate-when-reached.tsx) wait for the visitor. Off on the server. */
  hydrateWhenReached: boolean;
}

export const defaultSectionRenderingOptions: SectionRenderingOptions = {
  revealErrors: false,
  hydrateWhenReached: false,
  reportError: (error, section) => {
    console.error(`Section "${section.type}" at index ${section.index} failed to render and was left out.`, error);
  },
};

export const SectionRenderingContext = createContext<SectionRenderingOptions>(defaultSectionRenderingOptions);

const Placeholder = styled.div`
  margin: ${theme.space.xl} auto;
  max-width: ${theme.layout.maxWidth};
  padding: ${theme.space.lg};
  border: 2px dashed ${theme.color.danger};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.sm};
`;

function FailedSectionPlaceholder({ error, type, index }: FallbackProps & { type: string; index: number }) {
  const { accessibility } = useSiteContent();
  return (
    <Placeholder data-failed-section={type}>
      <strong>
        {type} (section {index + 1})
      </strong>
      : {accessibility.sectionErrorPlaceholder}
      <pre>{error instanceof Error ? error.message : String(error)}</pre>
    </Placeholder>
  );
}

/**
 * Names each section in the DOM (`data-section-type`) for tests and for reading the page in DevTools,
 * without a box of its own: sections lay themselves out as children of <main>. Also the slot of a layout part that
 * hydrates when reached (hydrate-when-reached.tsx), so that the page carries one such rule.
 */
export const SectionSlot = styled.div`
  display: contents;
`;

/**
 * One section in its error boundary. Memoised: a section still waiting for the visitor must not be rendered again
 * by its parent, or React would give up its server HTML and render it afresh (deferred-section.tsx).
 */
const SectionBoundary = memo(function SectionBoundary({ section }: { section: ResolvedSection }) {
  const { revealErrors, reportError } = useContext(SectionRenderingContext);
  const slot = useRef<HTMLDivElement>(null);
  const { gate } = section;
  useEffect(() => (gate && slot.current ? watchForVisitor(slot.current, gate, window) : undefined), [gate]);
  const where = { type: section.type, index: section.index };
  return (
    <SectionSlot data-section-type={section.type} ref={slot}>
      <ErrorBoundary
        onError={(error) => reportError(error, where)}
        fallbackRender={(props) => (revealErrors ? <FailedSectionPlaceholder {...props} {...where} /> : null)}
      >
        {/* During pre-rendering a throwing section leaves only this boundary empty instead of failing the page. */}
        <Suspense fallback={null}>{section.element}</Suspense>
      </ErrorBoundary>
    </SectionSlot>
  );
});

/** Renders a page's sections in order, each isolated so that one failure never takes down the page. */
export function PageSections({ sections }: { sections: readonly ResolvedSection[] }) {
  return sections.map((section) => <SectionBoundary key={`${section.index}-${section.type}`} section={section} />);
}
