import styled from 'styled-components';
import type { SectionHeader as SectionHeaderContent } from '@/content/generated/content-types.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { PageEyebrow, PageHeading, PageLead } from './page-heading.ts';
import { usePageHeadingTag } from './page-heading-rank.tsx';
import { SectionEyebrow, SectionHeading, SectionLead } from './section-heading.ts';

const Stack = styled.div<{ $level: 1 | 2; $align: 'start' | 'center' }>`
  display: grid;
  justify-items: ${({ $align }) => $align};
  gap: ${({ $level }) => ($level === 1 ? theme.space.lg : theme.space.md)};
`;

export interface SectionHeaderProps {
  header: SectionHeaderContent;
  /** 1 for the section that opens a page (its only h1; an h2 inside <DemotedPageHeadings>), 2 for every other section. */
  level: 1 | 2;
  /** Lets the section name itself by its heading (aria-labelledby). */
  headingId?: string;
  /** `center` for a header centred in its column (a centred page introduction, the status pages). */
  align?: 'start' | 'center';
  className?: string;
}

/** The eyebrow, heading and introduction of a section, at the heading level its place in the page needs. */
export function SectionHeader({ header, level, headingId, align = 'start', className }: SectionHeaderProps) {
  const pageHeadingTag = usePageHeadingTag();
  const [Eyebrow, Lead] = level === 1 ? [PageEyebrow, PageLead] : [SectionEyebrow, SectionLead];
  return (
    <Stack $level={level} $align={align} className={className}>
      {header.eyebrow ? <Eyebrow>{header.eyebrow}</Eyebrow> : null}
      {level === 1 ? (
        <PageHeading as={pageHeadingTag} id={headingId}>
          {header.heading}
        </PageHeading>
      ) : (
        <SectionHeading id={headingId}>{header.heading}</SectionHeading>
      )}
      {header.intro ? <Lead>{header.intro}</Lead> : null}
    </Stack>
  );
}
