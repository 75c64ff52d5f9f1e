import { ContentLink } from '@/lib/components/content-link.tsx';
import { edgeToEdgeScroller } from '@/lib/components/edge-to-edge-scroller.ts';
import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { cardTitleText } from '@/lib/components/typography.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { MotionToggle } from '@/lib/components/motion-toggle.tsx';
import { Stat } from '@/lib/components/stat.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media, mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * Phones (under 640 px): a row of cards that scrolls sideways and snaps, each 85 % wide so the next one peeks in.
 * From 640 px: one panel, the tab list as a rail on its left, stretched to the case study's height with the tabs
 * sharing it; from 1280 px the image sits beside the text, so the panel is no taller than a 16:10 image.
 * Every rule here is CSS: the pre-rendered page has the right layout before any script runs.
 */

export const Body = styled.div`
  ${media.up('sm')} {
    display: grid;
    grid-template-columns: minmax(13rem, 1fr) minmax(0, 2.4fr);
    overflow: hidden;
    ${raisedSurface}
  }

  ${media.up('xl')} {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 3fr);
  }
`;

export const Rail = styled.div`
  display: flex;
  flex-direction: column;
  border-right: 1px solid ${theme.color.border};
  background: ${theme.color.surface};

  /* Phones show every case study, so there is nothing to select and nothing rotates. */
  ${media.down('sm')} {
    display: none;
  }
`;

/** The pause button at the head of the list it drives, beside a counter of where the rotation is. */
export const RailControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: 0.75rem 0.75rem 0.75rem 1.25rem;
  border-bottom: 1px solid ${theme.color.border};
`;

export const Counter = styled.span`
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;

  strong {
    color: ${theme.color.text};
    font-weight: ${theme.fontWeight.strong};
  }
`;

export const PlayPauseButton = styled(MotionToggle)`
  &:focus-visible {
    position: relative;
  }
`;

export const TabList = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  counter-reset: case-study;
`;

export const ProgressTrack = styled.span`
  position: absolute;
  left: 1.25rem;
  right: 1.25rem;
  bottom: 0;
  height: 2px;
  overflow: hidden;
`;

export const ProgressFill = styled.span`
  display: block;
  height: 100%;
  background: ${theme.color.accent};
  /* Empty until the rotator's script sets the progress (case-study-tabs.tsx TabProgress). */
  transform: scaleX(0);
  transform-origin: left center;
  transition: transform 100ms linear;

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Tab = styled.button`
  position: relative;
  display: grid;
  flex: 1 1 0;
  grid-template-columns: 1.75rem 1fr;
  align-items: center;
  column-gap: ${theme.space.sm};
  min-height: 3.75rem;
  padding: 0.875rem 1.25rem;
  border: 0;
  border-top: 1px solid ${theme.color.border};
  background: transparent;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  text-align: left;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease;

  &:first-child {
    border-top: 0;
  }

  /* The number is for the eye only ("/ ''" leaves it out of the tab's accessible name). */
  &::before {
    counter-increment: case-study;
    content: counter(case-study, decimal-leading-zero);
    content: counter(case-study, decimal-leading-zero) / '';
    align-self: center;
    color: ${theme.color.textSubtle};
    font-size: ${theme.fontSize.xs};
    font-variant-numeric: tabular-nums;
    font-weight: ${theme.fontWeight.semibold};
    letter-spacing: 0.08em;
  }

  ${media.hover} {
    &:hover {
      color: ${theme.color.text};
      background: rgba(255, 255, 255, 0.03);
    }
  }

  &[aria-selected='true'] {
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
  }

  &[aria-selected='true']::before {
    color: ${theme.color.accent};
  }

  &[aria-selected='true'] ${ProgressTrack} {
    background: rgba(255, 255, 255, 0.12);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRingInset};
  }
`;

export const Panels = styled.div`
  ${media.down('sm')} {
    display: flex;
    gap: ${theme.space.md};
    /* Edge to edge on the phone, with the first card lined up with the heading above. */
    ${edgeToEdgeScroller};
  }

  /* Focusing a card's link scrolls it into view; smoothly, unless the visitor asked for less motion. */
  @media ${mediaQueries.down('sm')} and ${mediaQueries.motionWelcome} {
    scroll-behavior: smooth;
  }

  /* Every panel shares one cell, so the block is as tall as the longest case study and nothing moves when it rotates. */
  ${media.up('sm')} {
    display: grid;

    > * {
      grid-area: 1 / 1;
    }
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${theme.color.surfaceHigh};

  /* Beside the text: at least 16:10 tall (the padding), and as tall as the text when that is taller, cropping a little of the sides. */
  ${media.up('xl')} {
    aspect-ratio: auto;

    &::before {
      content: '';
      display: block;
      padding-top: 62.5%;
    }
  }
`;

export const PanelImage = styled(ResponsiveImage)`
  position: absolute;
  inset: 0;

  && img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Copy = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.card};
`;

export const PanelTitle = styled.h3`
  ${cardTitleText}

  ${media.up('sm')} {
    font-size: ${theme.fontSize.xl};
    line-height: ${theme.lineHeight.tight};
  }
`;

export const Description = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};

  ${media.up('sm')} {
    font-size: ${theme.fontSize.md};
  }
`;

/** The figure and the link share the card's last line, under a hairline, the link always at the end. */
export const Footer = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: auto;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.color.border};
`;

export const CardStat = styled(Stat)``;

/** A quiet text action: the block has no single main action, and on phones five of these sit side by side. */
export const LearnMoreLink = styled(ContentLink)`
  ${buttonStyles('tertiary')}
  margin-left: auto;
`;

export const Panel = styled.div`
  /* Contains the link's visually hidden text, which would otherwise escape the card row's scrolling and widen the page. */
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.color.surfaceRaised};

  /* An unselected panel keeps its place in the shared cell, so the block is as tall as the tallest case study. */
  &[hidden] {
    visibility: hidden;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRingInset};
  }

  ${media.down('sm')} {
    flex: 0 0 85%;
    scroll-snap-align: start;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};

    /* Before hydration the markup is the tabs'; on a phone every card shows all the same. */
    &[hidden] {
      visibility: visible;
    }
  }

  ${media.up('xl')} {
    display: grid;
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);

    &[hidden] {
      display: grid;
    }
  }
`;
