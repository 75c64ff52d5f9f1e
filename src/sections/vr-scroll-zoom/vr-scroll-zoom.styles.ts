import styled from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { VR_SECTION_VIEWPORTS } from './vr-scroll-mapping.ts';

/*
 * Two layouts, chosen by CSS alone so the pre-rendered page is right before any script runs:
 * - at rest (reduced motion, or a browser that cannot tell): text beside the picture, like any split section;
 * - for visitors who welcome motion: a 350vh section whose sticky, screen-high viewport holds the picture full
 *   bleed with the text centred over it; use-vr-scroll.ts then drives their transform and opacity.
 */

/** Edge to edge (surface="bleed"): the viewport below is its own centred column at rest and full bleed in motion. */
export const ZoomSection = styled(SectionShell)`
  ${media.motionWelcome} {
    height: ${VR_SECTION_VIEWPORTS * 100}vh;
    padding-block: 0;
  }
`;

export const Viewport = styled.div`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.gutter};

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    gap: ${theme.space.split};
  }

  ${media.motionWelcome} {
    position: sticky;
    top: 0;
    /* At least one screen high; taller only when the text needs more than a short phone screen, so nothing is
       cut off (the bottom of the text then comes into view as the section scrolls away). */
    min-height: 100vh;
    min-height: 100svh;
    max-width: none;
    grid-template-columns: minmax(0, 1fr);
    place-items: center;
    /* Clips the zoomed picture. Only the sticky element's ancestors must not clip, so it still sticks. */
    overflow: hidden;
  }
`;

export const TextLayer = styled.div`
  ${media.motionWelcome} {
    position: relative;
    z-index: 1;
    width: 100%;
    max-width: 46rem;
    /* Centred in the part of the screen below the sticky navigation bar. */
    margin-top: ${theme.layout.navHeight};
    padding-block: ${theme.space.lg};
    will-change: opacity, transform;

    /* A soft dark pool behind the text, so it reads while the picture is still fading out (or, without scripts, over it). */
    &::before {
      content: '';
      position: absolute;
      inset: -${theme.space.xxl};
      z-index: -1;
      background: radial-gradient(closest-side, rgba(0, 0, 0, 0.78), rgba(0, 0, 0, 0.5) 60%, transparent);
    }

    /* Keyboard focus inside the text shows it whatever the scroll position (the inline styles need !important). */
    &:focus-within {
      opacity: 1 !important;
      transform: none !important;
    }
  }
`;

export const ImageLayer = styled.div`
  overflow: hidden;
  border-radius: ${theme.radius.lg};

  ${media.motionWelcome} {
    position: absolute;
    inset: 0;
    border-radius: 0;
    will-change: opacity, transform;

    picture,
    img {
      width: 100%;
      height: 100%;
    }

    img {
      object-fit: cover;
    }
  }
`;
