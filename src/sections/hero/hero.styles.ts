import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { StillWithLoop } from '@/lib/media/still-with-loop.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The hero's height is fixed by CSS alone, so a background that loads later never moves the text. */
export const HeroHeader = styled.header<{ $hasBackground: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: ${({ $hasBackground }) => ($hasBackground ? `min(52rem, calc(100svh - ${theme.layout.navHeight}))` : 'auto')};
  overflow: hidden;
  padding-block: ${theme.space.section};
  background:
    radial-gradient(60rem 28rem at 15% -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
`;

const fillBehind = css`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

export const BackgroundImage = styled(ResponsiveImage)`
  ${fillBehind}

  img {
    height: 100%;
    object-fit: cover;
    filter: brightness(0.4);
  }
`;

export const BackgroundVideo = styled(LoopingVideo)`
  && {
    ${fillBehind}
  }

  video {
    height: 100%;
    object-fit: cover;
    filter: brightness(0.4);
  }
`;

/** Text beside the visual from the large breakpoint; the visual under the text (and its buttons) on smaller screens. */
export const Layout = styled.div<{ $withVisual: boolean }>`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: ${({ $withVisual }) => ($withVisual ? 'minmax(0, 1fr) minmax(0, 1.1fr)' : 'minmax(0, 1fr)')};
    gap: ${theme.space.split};
  }
`;

/** How wide the visual is shown, for the browser's choice of file: half the layout from 1024 px, the full column below. */
export const VISUAL_SIZES = '(min-width: 1440px) 720px, (min-width: 1024px) 52vw, calc(100vw - 2rem)';

/** The visual's edges fade into the black page, so a rendered scene reads as part of the hero, not a boxed photo. */
export const Visual = styled(StillWithLoop)`
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  mask-image: radial-gradient(120% 100% at 55% 50%, #000 62%, transparent 100%);

  /* On phones a wider crop keeps the primary action and the picture on the first screens. */
  ${media.down('md')} {
    aspect-ratio: 16 / 10;

    picture,
    img {
      height: 100%;
    }

    img {
      object-fit: cover;
    }
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  max-width: 56rem;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.6);
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.sm};
  text-shadow: none;

  ${media.down('sm')} {
    flex-direction: column;
    align-self: stretch;
  }
`;

export const HeroButton = styled(ContentLink)<{ $variant: ButtonVariant }>`
  ${({ $variant }) => buttonStyles($variant)}
`;
