import styled from 'styled-components';
import { cardCoverLink, linkedCardSurface } from '@/lib/components/card-surface.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { cardBodyText, cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** One card per row on phones, two from `md`, three from `xl` (docs/design-system.md, "Card rows"). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* On tablets a lone last card spans both columns rather than leaving a hole beside it, its image beside its text. */
  ${media.up('md')} {
    ${media.down('xl')} {
      > li:last-child:nth-child(odd) {
        grid-column: 1 / -1;
      }

      > li:last-child:nth-child(odd):has(> picture) {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        grid-template-rows: none;
        align-items: start;
        gap: ${theme.space.card};

        > picture {
          margin-bottom: 0;
        }
      }
    }
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * The card is one link: its action's ::after covers the whole card (cardCoverLink), so nothing interactive is
 * nested and the focus ring is drawn round the card.
 */
export const Card = styled.li`
  ${linkedCardSurface}
  display: flex;
  flex-direction: column;
  padding: ${theme.space.card};
`;

/** 16:9 whatever the file's shape, so the cards in a row line up and the space is reserved before it loads. */
export const CardImage = styled(ResponsiveImage)`
  margin-bottom: ${theme.space.md};
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 16 / 9;

  img {
    height: 100%;
    object-fit: cover;
  }
`;

/** The card's words and its action, under the image (beside it on a lone wide card); the action sits at the bottom, so cards in a row line up. */
export const Body = styled.div`
  display: flex;
  flex-grow: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export const Eyebrow = styled.p`
  color: ${theme.color.accent};
  ${overlineText}
`;

export const Title = styled.h3`
  ${cardTitleText}
`;

export const Description = styled.p`
  ${cardBodyText}
  flex-grow: 1;
`;

/** The card's action: yellow text with an arrow (the tertiary look), whose click area is the whole card. */
export const CardLink = styled(ContentLink)`
  ${cardCoverLink}
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  margin-top: ${theme.space.sm};
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.strong};
`;

export const Arrow = styled.span`
  transition: transform ${theme.motion.fast} ease;

  ${media.hover} {
    ${Card}:hover & {
      transform: translateX(3px);
    }
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;
