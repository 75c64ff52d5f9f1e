import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The still and the 3D view share one box; the still's width and height attributes reserve its space before anything loads. */
export const Stage = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const Still = styled(ResponsiveImage)`
  img {
    border-radius: inherit;
  }
`;

/**
 * The 3D view over the still, transparent until the model is drawn, then faded in (no layout shift: it fills the
 * still's box). Its own studio backdrop covers the still, so the model never shows over its picture.
 */
export const ViewerLayer = styled.div<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  background: radial-gradient(ellipse 70% 60% at 50% 62%, ${theme.color.surfaceHigh}, ${theme.color.surface});
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 400ms ease;

  ${media.reducedMotion} {
    transition: none;
  }

  model-viewer {
    display: block;
    width: 100%;
    height: 100%;
    --poster-color: transparent;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-top: ${theme.space.md};
`;

export const RotateButton = styled.button`
  ${buttonStyles('primary')}
`;

/** Model-viewer shows its slotted AR button only where AR can start. */
export const ViewInRoomButton = styled.button`
  ${buttonStyles('secondary', 'sm')}
  position: absolute;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
`;
