import styled from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';

export const Section = styled.section`
  padding-block: ${theme.space.section};
`;

export const Header = styled(SectionHeader)`
  margin-bottom: ${theme.space.xl};
`;

export const Viewport = styled.div`
  overflow: hidden;
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

export const Card = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  height: 100%;
  padding: clamp(1.5rem, 1rem + 3vw, 4rem);
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: radial-gradient(36rem 18rem at 100% 100%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.surfaceRaised};
`;

export const SlideNumber = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.15em;
`;

export const SlideTitle = styled.h3`
  max-width: 36rem;
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.snug};
  text-wrap: balance;
`;

export const SlideText = styled.p`
  max-width: 46rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
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

  .swiper-pagination-bullet::before {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.textSubtle};
    transform: translate(-50%, -50%);
    transition:
      width ${theme.motion.base} ${theme.motion.easing},
      background-color ${theme.motion.fast} ease;
  }

  .swiper-pagination-bullet:hover::before {
    background: ${theme.color.text};
  }

  .swiper-pagination-bullet-active::before,
  .swiper-pagination-bullet-active:hover::before {
    width: 1.5rem;
    background: ${theme.color.accent};
  }

  .swiper-pagination-bullet:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }

  ${media.reducedMotion} {
    .swiper-pagination-bullet::before {
      transition: none;
    }
  }
`;
