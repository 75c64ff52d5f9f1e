import styled from 'styled-components';
import type { Link, SectionHeader as SectionHeaderContent, Stat as StatContent } from '@/content/generated/content-types.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { buttonStyles } from './button-styles.ts';
import { ContentLink } from './content-link.tsx';
import { SectionHeader } from './section-header.tsx';
import { SiteDisclaimer } from './site-disclaimer.tsx';
import { Stat } from './stat.tsx';

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Highlights = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.snug};

  li {
    position: relative;
    padding-left: ${theme.space.lg};
    text-wrap: pretty;
  }

  /* A short rule instead of a bullet: yellow is kept for eyebrows, figures and actions. */
  li::before {
    content: '';
    position: absolute;
    top: 0.65em;
    left: 0;
    width: ${theme.space.md};
    height: 2px;
    background: ${theme.color.textSubtle};
  }
`;

const Action = styled(ContentLink)`
  ${buttonStyles('secondary')}
`;

export interface CapabilityTextProps {
  header: SectionHeaderContent;
  /** The heading's id, so the section can name itself by it. */
  headingId: string;
  highlights?: string[];
  stat?: StatContent;
  action?: Link;
  /** Shows site.json's disclaimer under the text. */
  disclaimer: boolean;
  className?: string;
}

/**
 * The text of one capability on the Platform Capabilities page: eyebrow, h2 and introduction, its points,
 * an optional figure and button, and the site's disclaimer. Shared by tablet-video, vr-scroll-zoom and
 * fullscreen-video, so the four capabilities read alike.
 */
export function CapabilityText({ header, headingId, highlights, stat, action, disclaimer, className }: CapabilityTextProps) {
  return (
    <Stack className={className}>
      <SectionHeader header={header} level={2} headingId={headingId} />
      {highlights?.length ? (
        <Highlights>
          {highlights.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Highlights>
      ) : null}
      {stat ? <Stat stat={stat} /> : null}
      {action ? <Action link={action} /> : null}
      {disclaimer ? <SiteDisclaimer /> : null}
    </Stack>
  );
}
