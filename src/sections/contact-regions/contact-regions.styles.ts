import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { contactLinkStyles } from '@/lib/components/contact-link-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { stackedTabPanel } from '@/lib/components/tabs/underlined-tabs.ts';
import { cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * The countries as underlined tabs, and under them the selected office in one card: the address beside its
 * maps, phone and e-mail links from 768 px, stacked on phones. Every panel shares one grid cell, so the block
 * is as tall as the longest address and nothing below it moves when the visitor switches country.
 */

export const Panel = styled.div`
  ${stackedTabPanel}
  gap: ${theme.space.lg};
  padding: ${theme.space.card};
  ${raisedSurface}

  ${media.up('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${theme.space.split};
  }
`;

export const Office = styled.h3`
  ${cardTitleText};
  margin-bottom: ${theme.space.md};
`;

export const Address = styled.address`
  color: ${theme.color.textMuted};
  font-style: normal;
  text-wrap: pretty;
`;

export const Reach = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  margin: 0;

  dd {
    margin: 0;
  }
`;

export const ReachLabel = styled.dt`
  ${overlineText};
  margin-bottom: ${theme.space.xs};
`;

export const ReachLink = styled(ContentLink)`
  ${contactLinkStyles};
`;

/** The maps search opens another site: an arrow says so (the link itself tells screen readers). */
export const MapsLink = styled(ContentLink)`
  ${contactLinkStyles};
  margin-top: ${theme.space.md};

  &::after {
    content: ' ↗' / '';
    color: ${theme.color.accent};
  }
`;
