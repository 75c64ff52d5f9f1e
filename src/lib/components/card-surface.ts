import { css } from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '../theme/tokens.ts';

/** The raised card: a hairline border, large corners, the raised surface colour. Layout and padding are each card's own. */
export const raisedSurface = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};
`;

/**
 * The raised, bordered card whose whole area is one link: image or meta, title, then text filling the rest.
 * It writes out raisedSurface's three lines: the listings' first-render JavaScript is at its byte budget, and an
 * interpolated fragment costs bytes there.
 */
export const linkedCardSurface = css`
  position: relative;
  display: grid;
  grid-template-rows: auto auto 1fr;
  gap: ${theme.space.sm};
  height: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};
  transition: border-color ${theme.motion.fast} ease;

  &:focus-within {
    border-color: ${theme.color.accent};
  }

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.accent};
    }
  }
`;

/** A link inside a linkedCardSurface whose click area covers the whole card, with the focus ring drawn on the card. */
export const cardCoverLink = css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    box-shadow: ${theme.focusRing};
  }
`;
