import { HeroDemoLink } from '@/lib/components/hero-demo-link.tsx';
import styled, { keyframes } from 'styled-components';
import { MotionToggle } from '@/lib/components/motion-toggle.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { WORD_ROTATION_TIMING } from './word-rotation-state.ts';

/** The page's opening <header> rather than a SectionShell: a full-bleed band that is no landmark of its own. */
export const HeroHeader = styled.header`
  position: relative;
  overflow: hidden;
  padding-block: ${theme.space.section};
  background:
    radial-gradient(60rem 28rem at 15% -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  max-width: 56rem;
`;

/** The heading with its pause button at the end of the changing word's line. */
export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm} ${theme.space.md};
`;

/**
 * The changing word, on a line of its own under the fixed words. Every word sits in the same grid cell, so the line is always as wide and tall as the longest word and a
 * change never moves anything around it. Only the current word is visible.
 */
export const Words = styled.span`
  display: grid;
  justify-items: start;
  color: ${theme.color.accent};
  white-space: nowrap;
`;

const wordOut = keyframes`
  from {
    opacity: 1;
    transform: none;
  }

  to {
    opacity: 0;
    transform: translateY(-0.3em);
  }
`;

const wordIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.3em);
  }

  to {
    opacity: 1;
    transform: none;
  }
`;

export const Word = styled.span`
  grid-area: 1 / 1;
  visibility: hidden;

  &[data-current='true'] {
    visibility: visible;
  }

  /* Under reduced motion there is no animation at all: the next word simply replaces the last. */
  ${media.motionWelcome} {
    &[data-current='true'][data-phase='out'] {
      animation: ${wordOut} ${WORD_ROTATION_TIMING.outMs}ms ease-in forwards;
    }

    &[data-current='true'][data-phase='in'] {
      animation: ${wordIn} ${WORD_ROTATION_TIMING.inMs}ms ${theme.motion.easing} both;
    }
  }
`;

/** Sits at the bottom of the heading, beside the word it stops. */
export const RotationToggle = styled(MotionToggle)`
  margin-bottom: 0.5rem;
`;

export const DemoLink = styled(HeroDemoLink)`
  margin-top: ${theme.space.sm};
`;
