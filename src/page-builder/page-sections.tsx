import { Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import styled from 'styled-components';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { theme } from '@/lib/theme/tokens.ts';
import type { ResolvedSection } from './resolve-sections.tsx';
import { useSectionRendering } from './section-rendering-context.tsx';

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
 * without a box of its own: sections lay themselves out as children of <main>.
 */
const SectionSlot = styled.div`
  display: contents;
`;

function SectionBoundary({ section }: { section: ResolvedSection }) {
  const { revealErrors, reportError } = useSectionRendering();
  const where = { type: section.type, index: section.index };
  return (
    <SectionSlot data-section-type={section.type}>
      <ErrorBoundary
        onError={(error) => reportError(error, where)}
        fallbackRender={(props) => (revealErrors ? <FailedSectionPlaceholder {...props} {...where} /> : null)}
      >
        {/* During pre-rendering a throwing section leaves only this boundary empty instead of failing the page. */}
        <Suspense fallback={null}>{section.element}</Suspense>
      </ErrorBoundary>
    </SectionSlot>
  );
}

/** Renders a page's sections in order, each isolated so that one failure never takes down the page. */
export function PageSections({ sections }: { sections: readonly ResolvedSection[] }) {
  return sections.map((section) => <SectionBoundary key={`${section.index}-${section.type}`} section={section} />);
}
