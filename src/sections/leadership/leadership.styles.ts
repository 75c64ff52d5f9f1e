import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { cardTitleText } from '@/lib/components/typography.ts';
import { edgeToEdgeScroller } from '@/lib/components/edge-to-edge-scroller.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media, mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * Phones: a row of cards that scrolls sideways and snaps, the next card peeking (five or more cards would
 * otherwise stack into a long column). From 768 px: three a row, the last row centred; from 1280 px: five a row.
 */
export const People = styled.ul`
  --columns: 3;

  display: flex;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.down('md')} {
    ${edgeToEdgeScroller};
  }

  /* Focusing a profile link scrolls its card into view; smoothly, unless the visitor asked for less motion. */
  @media ${mediaQueries.down('md')} and ${mediaQueries.motionWelcome} {
    scroll-behavior: smooth;
  }

  ${media.up('md')} {
    flex-wrap: wrap;
    justify-content: center;
  }

  ${media.up('xl')} {
    --columns: 5;
  }
`;

export const Person = styled.li`
  /* Holds the link's visually hidden label: inside the scrolling row on phones, it must not widen the page. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.card};
  ${raisedSurface}

  ${media.down('md')} {
    flex: 0 0 min(78%, 20rem);
    scroll-snap-align: start;
  }

  ${media.up('md')} {
    flex: 0 0 calc((100% - (var(--columns) - 1) * ${theme.space.md}) / var(--columns));
  }
`;

export const Photo = styled(ResponsiveImage)`
  margin-bottom: ${theme.space.sm};
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 1;
`;

export const Name = styled.h3`
  ${cardTitleText}
`;

export const Role = styled.p`
  color: ${theme.color.text};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
`;

export const Bio = styled.p`
  flex-grow: 1;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  text-wrap: pretty;
`;

/** The profile link: a 44 px target with the LinkedIn mark; its name comes from site.json. */
export const ProfileLink = styled(ContentLink)`
  display: inline-grid;
  place-items: center;
  align-self: flex-start;
  width: 2.75rem;
  height: 2.75rem;
  margin-top: ${theme.space.xs};
  margin-inline-start: -0.625rem;
  border-radius: ${theme.radius.md};
  color: ${theme.color.textMuted};
  transition: color ${theme.motion.fast} ease;

  ${media.hover} {
    &:hover {
      color: ${theme.color.accent};
    }
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
