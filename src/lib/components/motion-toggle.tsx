import styled from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The round pause/play button every moving element offers (WCAG 2.2.2), placed beside its controls. */
export const MotionToggle = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.75rem;
  height: 2.75rem;
  border: 1.5px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  transition:
    border-color ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease;

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.accent};
      color: ${theme.color.accent};
    }
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** The same button laid over the corner of a video or animation, on a dark scrim so it reads on any frame. */
export const OverlayMotionToggle = styled(MotionToggle)`
  position: absolute;
  right: ${theme.space.sm};
  bottom: ${theme.space.sm};
  border-color: rgba(255, 255, 255, 0.35);
  background: rgba(0, 0, 0, 0.6);
`;
