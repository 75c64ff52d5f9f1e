import styled from 'styled-components';
import { minorHeadingText } from '@/lib/components/section-heading.ts';
import { Stat } from '@/lib/components/stat.tsx';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { cardBodyText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * Stacked on phones; 2 × 2 from md; from lg a bento of three columns: the heading tile
 * spans two columns, the stat tile stands tall on the right over both rows, and the two
 * supporting tiles sit under the heading. Text only, so nothing shifts as it loads.
 */
export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'intro intro stat'
      'one two stat';
  }
`;

const tile = `
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  min-width: 0;
  padding: ${theme.space.card};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};
`;

export const IntroTile = styled.div`
  ${tile}

  ${media.up('md')} {
    grid-column: 1 / -1;
  }

  ${media.up('lg')} {
    grid-area: intro;
  }
`;

export const StatTile = styled.div`
  ${tile}
  align-content: end;
  background: radial-gradient(28rem 20rem at 100% 0%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.surfaceRaised};

  ${media.up('md')} {
    grid-column: 1 / -1;
  }

  ${media.up('lg')} {
    grid-area: stat;
    min-height: 100%;
  }
`;

/** The shared stat, scaled up to lead its tile: the figure at display size, its text under it at lead size. */
export const TileStat = styled(Stat)`
  gap: ${theme.space.sm};

  & > span:first-child {
    font-size: ${theme.fontSize.display};
  }

  & > span:last-child {
    max-width: 22ch;
    color: ${theme.color.text};
    font-size: ${theme.fontSize.lg};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

/** A stat tile without a figure: its text alone, large. */
export const StatStatement = styled.p`
  max-width: 18ch;
  margin: 0;
  color: ${theme.color.text};
  ${minorHeadingText}
`;

export const TextTile = styled.div`
  ${tile}
  align-content: center;
`;

export const TileText = styled.p`
  ${cardBodyText}
  color: ${theme.color.text};
  font-size: ${theme.fontSize.md};
`;

export const Disclaimer = styled(SiteDisclaimer)`
  margin-top: ${theme.space.lg};
`;
