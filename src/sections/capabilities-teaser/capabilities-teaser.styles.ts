import { ContentLink } from '@/lib/components/content-link.tsx';
import { cardCoverLink, linkedCardSurface } from '@/lib/components/card-surface.ts';
import styled from 'styled-components';
import { cardTitleText } from '@/lib/components/typography.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The header with the explore link beside it (at its foot on wide screens, under it when the row runs out of room). */
export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.stack};
`;

export const ExploreLink = styled(ContentLink)`
  ${buttonStyles('secondary')}
`;

/**
 * Stacked below the small-device breakpoint (768 px), two columns above it
 * and four from 1280 px, except on Apple devices, which keep two
 * (data-layout is set after hydration by useAppleLayout, src/lib/hooks/use-apple-layout.ts).
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  padding: 0;
  list-style: none;

  > li > div {
    height: 100%;
  }

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${media.up('md')} {
    &[data-layout='apple'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

/** Still stacked one per row on phones, but as a compact row (a square thumbnail beside the text), so four cards fit about one screen. */
export const Card = styled.article`
  ${linkedCardSurface}
  padding: ${theme.space.md};
  padding-bottom: ${theme.space.card};

  ${media.down('sm')} {
    grid-template-columns: 6.5rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space.md};
    row-gap: ${theme.space.xs};
    padding-bottom: ${theme.space.md};
  }
`;

export const CardImage = styled(ResponsiveImage)`
  margin-bottom: ${theme.space.sm};
  overflow: hidden;
  border-radius: ${theme.radius.md};

  ${media.down('sm')} {
    grid-row: 1 / span 2;
    align-self: start;
    margin-bottom: 0;
    aspect-ratio: 1;

    img {
      height: 100%;
      object-fit: cover;
    }
  }
`;

export const CardTitle = styled.h3`
  ${cardTitleText}
`;

/** The title's link covers the whole card, so the card is one link with the title as its name. */
export const CardLink = styled(ContentLink)`
  ${cardCoverLink}
`;

export const CardText = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
