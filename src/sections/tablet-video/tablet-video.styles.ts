import styled from 'styled-components';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** Text beside the tablet from the large breakpoint; the tablet under the text below it (docs/design-system.md, "Layout"). */
export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
    gap: ${theme.space.split};
  }
`;

/**
 * A landscape tablet drawn in CSS: a dark bezel with a camera on its left edge around the screen. The screen is
 * the video itself, whose width and height attributes reserve its 16:9 space before anything loads.
 */
export const Tablet = styled.div`
  position: relative;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: linear-gradient(145deg, ${theme.color.surfaceHigh}, ${theme.color.surface} 60%);
  box-shadow:
    inset 0 0 0 1px rgba(255, 255, 255, 0.04),
    0 ${theme.space.lg} ${theme.space.xxl} rgba(0, 0, 0, 0.6),
    0 0 ${theme.space.xxl} ${theme.color.accentGlow};

  /* The front camera, centred in the left bezel. */
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: calc(${theme.space.sm} / 2);
    width: ${theme.space.xs};
    height: ${theme.space.xs};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.border};
    transform: translate(-50%, -50%);
  }

  ${media.up('md')} {
    padding: ${theme.space.md};

    &::before {
      left: calc(${theme.space.md} / 2);
      width: ${theme.space.sm};
      height: ${theme.space.sm};
    }
  }
`;

export const Screen = styled(LoopingVideo)`
  overflow: hidden;
  border-radius: ${theme.radius.md};
`;
