import styled from 'styled-components';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

type TextPosition = 'start' | 'end';

/**
 * From the large breakpoint the video fills a screen-tall stage and the text sits on a panel over it. Below it the
 * video is shown whole, edge to edge, and the text follows in the page's column.
 */
export const Stage = styled.div`
  position: relative;
  display: grid;

  ${media.up('lg')} {
    min-height: 100vh;
    min-height: 100svh;
    align-items: end;
  }
`;

export const Video = styled(LoopingVideo)`
  ${media.up('lg')} {
    position: absolute;
    inset: 0;

    video {
      height: 100%;
      object-fit: cover;
    }
  }
`;

/** Darkens the side of the video the panel covers, so the panel's edge never fights a bright frame. */
export const Scrim = styled.div<{ $position: TextPosition }>`
  display: none;

  ${media.up('lg')} {
    display: block;
    position: absolute;
    inset: 0;
    pointer-events: none;
    background: linear-gradient(
      ${({ $position }) => ($position === 'start' ? '90deg' : '270deg')},
      rgba(0, 0, 0, 0.72) 0%,
      rgba(0, 0, 0, 0.2) 45%,
      transparent 70%
    );
  }
`;

export const Overlay = styled.div`
  position: relative;
  width: 100%;
  padding-top: ${theme.space.stack};

  ${media.up('lg')} {
    /* Clear of the pause button in the video's corner, and letting clicks through to it around the panel. */
    padding-block: ${theme.space.xl} ${theme.space.xxl};
    pointer-events: none;
  }
`;

export const Panel = styled.div<{ $position: TextPosition }>`
  ${media.up('lg')} {
    max-width: 36rem;
    margin-inline: ${({ $position }) => ($position === 'start' ? '0 auto' : 'auto 0')};
    padding: ${theme.space.card};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: rgba(10, 10, 13, 0.82);
    backdrop-filter: blur(12px);
    pointer-events: auto;
  }
`;
