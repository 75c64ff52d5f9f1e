import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SectionHeader as SectionHeaderContent } from '@/content/generated/content-types.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { Container } from './container.ts';
import { SectionHeader } from './section-header.tsx';

const Landmark = styled.section`
  padding-block: ${theme.space.section};
`;

/** The header's distance from the content under it, the same in every section. */
const StackedHeader = styled(SectionHeader)`
  margin-bottom: ${theme.space.stack};
`;

/**
 * Where a section's content sits: `contained` in the page's centred column (most sections), or `bleed`, edge to
 * edge, for sections whose media fills the screen's width and which place their own column inside it.
 */
export type SectionSurface = 'contained' | 'bleed';

export interface SectionShellProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'aria-labelledby'> {
  /** Drawn first, above the content, with the stack gap under it. Leave it out when the section places its heading itself. */
  header?: SectionHeaderContent;
  /** 1 for the section that opens a page (see SectionHeader); 2, the default, for every other section. */
  headingLevel?: 1 | 2;
  surface?: SectionSurface;
  /**
   * False when an element inside is the region the heading names (a carousel's track): the section then stays an
   * unnamed <section>, so the page has one landmark of that name, not two.
   */
  named?: boolean;
  /** The content, or a function of the heading's id for content that names itself by the heading or places it. */
  children: ReactNode | ((headingId: string) => ReactNode);
}

/**
 * Every section's frame: a <section> landmark named by its heading (aria-labelledby), the section's padding, the
 * page's column and the header with the gap under it. A section whose heading sits inside its own layout (beside
 * media, in a panel) leaves out `header` and renders `<SectionHeader headingId={headingId} />` from `children`.
 */
export function SectionShell({ header, headingLevel = 2, surface = 'contained', named = true, children, ...sectionProps }: SectionShellProps) {
  const headingId = useId();
  const content = (
    <>
      {header ? <StackedHeader header={header} level={headingLevel} headingId={headingId} /> : null}
      {typeof children === 'function' ? children(headingId) : children}
    </>
  );
  return (
    <Landmark {...sectionProps} aria-labelledby={named ? headingId : undefined}>
      {surface === 'contained' ? <Container>{content}</Container> : content}
    </Landmark>
  );
}
