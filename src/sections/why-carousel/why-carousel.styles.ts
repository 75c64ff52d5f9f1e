import styled from 'styled-components';
import { cardTitleText } from '@/lib/components/typography.ts';
import { edgeToEdgeScroller } from '@/lib/components/edge-to-edge-scroller.ts';
import { MotionToggle } from '@/lib/components/motion-toggle.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/*
 * The native scroller, edge to edge within the page's gutters: the first slide lines up with the heading and the
 * next one peeks in up to the edge. Each slide plus the gap after it is exactly 70% of the track's visible width
 * (SPEC 9's width factor, against clientWidth, which includes the gutters), so the slides start at the multiples of
 * one step. Snapping keeps a swipe or a trackpad fling on a slide's start.
 */
export const Track = styled.div`
  ${edgeToEdgeScroller}
  display: flex;
  gap: ${theme.space.md};
  padding-block: ${theme.space.xs};
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRingInset};
  }
`;

/** 70% of the track's clientWidth less the gap: the percentage is of the width inside the gutters, hence 1.4 gutters. */
export const Slide = styled.div`
  flex: 0 0 calc(70% + 1.4 * ${theme.space.gutter} - ${theme.space.md});
  min-width: 0;
  scroll-snap-align: start;
`;

/** Phones: number, title and text stacked. From md the number stands large on the left of the title and text. */
export const Card = styled.article`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${theme.space.card};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: radial-gradient(28rem 16rem at 100% 0%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.surfaceRaised};

  ${media.up('md')} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space.split};
    padding: ${theme.space.panel};

    > :first-child {
      grid-row: 1 / -1;
    }
  }
`;

export const SlideNumber = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.heavy};
  font-variant-numeric: tabular-nums;
  line-height: 1;

  ${media.up('md')} {
    font-size: ${theme.fontSize.xxl};
    letter-spacing: -0.02em;
  }
`;

export const SlideTitle = styled.h3`
  max-width: 36rem;
  ${cardTitleText}
  font-size: ${theme.fontSize.xl};

  ${media.down('md')} {
    font-size: ${theme.fontSize.lg};
  }
`;

export const SlideText = styled.p`
  max-width: 40rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.body};
  text-wrap: pretty;

  ${media.down('md')} {
    font-size: ${theme.fontSize.sm};
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/** "02 / 06": the current slide in white, the count muted. */
export const Counter = styled.p`
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.15em;
  font-variant-numeric: tabular-nums;
`;

export const Current = styled.span`
  color: ${theme.color.text};
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

/** The site's round control button (the pause buttons' size and outline), with an arrow; dimmed at the ends. */
export const ArrowButton = styled(MotionToggle)`
  &[aria-disabled='true'] {
    border-color: ${theme.color.border};
    color: ${theme.color.text};
    opacity: 0.4;
    cursor: default;
  }
`;
