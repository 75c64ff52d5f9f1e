import styled from 'styled-components';
import { cardTitleText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/*
 * Swiper sizes slides in whole pixels from the viewport's clientWidth, which rounds a fractional width up (957 px
 * in a 956.8 px container at 1024 px), so its overflow clip would cut the card's right border. One pixel of padding
 * on each side, taken back by the margin, gives the clip that slack; Swiper subtracts the padding from the width.
 * The doubled class outranks swiper.css's `.swiper { margin: auto; padding: 0 }`, which loads later.
 */
export const Viewport = styled.div`
  overflow: hidden;

  && {
    margin-inline: -1px;
    padding-inline: 1px;
  }
`;

/*
 * Until Swiper takes over (it adds .swiper-initialized), the slides share one
 * grid cell: the first shows, the rest hold the height of the tallest, so
 * enhancing moves nothing.
 */
export const Track = styled.div`
  ${Viewport}:not(.swiper-initialized) & {
    display: grid;

    > * {
      grid-area: 1 / 1;
    }

    > :not(:first-child) {
      visibility: hidden;
    }
  }
`;

export const Slide = styled.div`
  /* Beats Swiper's height: 100% so every slide stretches to the tallest one. */
  ${Track} > & {
    height: auto;
  }
`;

/*
 * Phones: the step number, the title and the text stacked. From md the card is two columns: the reason on the
 * left, its step number large in a ringed disc on the right, so even a 1352 px wide card is filled by both
 * rather than by text in its left half.
 */
export const Card = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  height: 100%;
  padding: ${theme.space.panel};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: radial-gradient(36rem 22rem at 88% 50%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.surfaceRaised};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'copy number';
    align-items: center;
    gap: ${theme.space.split};
  }
`;

/** The pagination's dot, and the bar it grows into for the active slide (rem). */
const DOT_REM = 0.625;
const ACTIVE_BAR_REM = 1.5;
const DOT_SIZE = `${String(DOT_REM)}rem`;
const ACTIVE_BAR_WIDTH = `${String(ACTIVE_BAR_REM)}rem`;

const ringGap = 'clamp(0.75rem, 0.4rem + 0.9vw, 1.25rem)';

/** The step number: an eyebrow on phones, a large numeral in a ringed disc from md. */
export const SlideNumber = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.15em;
  font-variant-numeric: tabular-nums;

  ${media.up('md')} {
    grid-area: number;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.sm};
    width: clamp(9rem, 4rem + 10vw, 14rem);
    aspect-ratio: 1;
    /* The disc leaves room for its outer ring, drawn by the outline. */
    margin: ${ringGap};
    border: 1px solid rgba(255, 214, 10, 0.35);
    border-radius: 50%;
    outline: 1px solid ${theme.color.border};
    outline-offset: ${ringGap};
    background: radial-gradient(circle at 50% 35%, rgba(255, 214, 10, 0.1), transparent 70%), ${theme.color.surface};
    font-size: clamp(3rem, 1.5rem + 3.2vw, 5rem);
    font-weight: ${theme.fontWeight.heavy};
    letter-spacing: -0.04em;
    line-height: 1;
  }
`;

export const SlideTotal = styled.span`
  color: ${theme.color.textSubtle};

  ${media.up('md')} {
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.bold};
    letter-spacing: 0.2em;
  }
`;

export const SlideCopy = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;

  ${media.up('md')} {
    grid-area: copy;
  }
`;

export const SlideTitle = styled.h3`
  max-width: 36rem;
  ${cardTitleText}
  font-size: ${theme.fontSize.xl};
`;

export const SlideText = styled.p`
  max-width: 40rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
  text-wrap: pretty;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/* Swiper fills this with one button per slide; the row keeps its height before it does. */
export const Pagination = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;

  .swiper-pagination-bullet {
    position: relative;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 0;
    border-radius: ${theme.radius.pill};
    background: transparent;
    cursor: pointer;
  }

  /* A dot (::before) under a yellow bar (::after) that grows from the dot's width when its slide is active. The bar
     grows by transform and shows by opacity, both on the compositor: a transition of width would lay the dots out
     on the main thread for every frame, at every autoplayed slide. */
  .swiper-pagination-bullet::before,
  .swiper-pagination-bullet::after {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    height: ${DOT_SIZE};
    border-radius: ${theme.radius.pill};
    transform: translate(-50%, -50%);
  }

  .swiper-pagination-bullet::before {
    width: ${DOT_SIZE};
    background: ${theme.color.textSubtle};
    transition: background-color ${theme.motion.fast} ease;
  }

  .swiper-pagination-bullet::after {
    width: ${ACTIVE_BAR_WIDTH};
    background: ${theme.color.accent};
    opacity: 0;
    transform: translate(-50%, -50%) scaleX(${(DOT_REM / ACTIVE_BAR_REM).toFixed(4)});
    transition:
      transform ${theme.motion.base} ${theme.motion.easing},
      opacity ${theme.motion.base} ease;
  }

  ${media.hover} {
    .swiper-pagination-bullet:hover::before {
      background: ${theme.color.text};
    }
  }

  /* The active bar covers its dot, so it stays yellow under the pointer too. */
  && .swiper-pagination-bullet-active::after {
    opacity: 1;
    transform: translate(-50%, -50%);
  }

  .swiper-pagination-bullet:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }

  ${media.reducedMotion} {
    .swiper-pagination-bullet::before,
    .swiper-pagination-bullet::after {
      transition: none;
    }
  }
`;
