import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { minorHeadingText } from '@/lib/components/section-heading.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { cardBodyText, cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { stackedTabPanel } from '@/lib/components/tabs/underlined-tabs.ts';

/**
 * The tabs run along a hairline, the selected one underlined in yellow; on phones they share the row in equal
 * columns (a long name wraps onto two lines) so every industry is in sight without scrolling. Under them the
 * selected industry's three cards: stacked on phones, the overview over the other two from 768 px, side by side
 * from 1024 px. Every panel shares one grid cell, so the block is as tall as the tallest industry and nothing
 * below it moves when the visitor switches.
 */

export const Panel = styled.div`
  ${stackedTabPanel}
  gap: ${theme.space.md};
  border-radius: ${theme.radius.lg};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.lg};

    > :first-child {
      grid-column: 1 / -1;
    }
  }

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr) minmax(0, 1fr);

    > :first-child {
      grid-column: auto;
    }
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.card};
  ${raisedSurface}
`;

/** The case study to read next: the card that leads on, lit a little from its top corner. */
export const NextCard = styled(Card)`
  background: radial-gradient(120% 80% at 100% 0%, ${theme.color.accentGlow}, transparent 60%), ${theme.color.surfaceRaised};
`;

export const Label = styled.p`
  ${overlineText}
  color: ${theme.color.accent};
`;

export const OverviewTitle = styled.h3`
  ${minorHeadingText}
  line-height: ${theme.lineHeight.tight};
`;

export const OverviewText = styled.p`
  ${cardBodyText}
  font-size: ${theme.fontSize.md};
`;

export const ApplicationImage = styled(ResponsiveImage)`
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 16 / 10;
  background: ${theme.color.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CardTitle = styled.h3`
  ${cardTitleText}
`;

export const NextTitle = styled.h3`
  ${cardTitleText}
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.tight};
`;

export const CtaLink = styled(ContentLink)`
  ${buttonStyles('tertiary')}
  align-self: flex-start;
  margin-top: auto;
`;
