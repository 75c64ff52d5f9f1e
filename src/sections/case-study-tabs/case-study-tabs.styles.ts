import { ContentLink } from '@/lib/components/content-link.tsx';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { MotionToggle } from '@/lib/components/motion-toggle.tsx';

export const Section = styled.section`
  padding-block: ${theme.space.section};
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.xl};
`;

export const PlayPauseButton = styled(MotionToggle)`
  /* Nothing rotates on phones, where every case study is shown. */
  ${media.down('sm')} {
    display: none;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${media.up('sm')} {
    grid-template-columns: minmax(12rem, 2fr) 3fr;
    align-items: start;
  }
`;

export const TabList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};

  ${media.down('sm')} {
    display: none;
  }
`;

export const ProgressTrack = styled.span`
  position: absolute;
  left: 1.25rem;
  right: 1.25rem;
  bottom: 0.625rem;
  height: 3px;
  overflow: hidden;
  border-radius: ${theme.radius.pill};
`;

export const ProgressFill = styled.span`
  display: block;
  height: 100%;
  background: ${theme.color.accent};
  transform-origin: left center;
  transition: transform 100ms linear;

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Tab = styled.button`
  position: relative;
  padding: 1rem 1.25rem 1.5rem;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  font-weight: 600;
  line-height: ${theme.lineHeight.snug};
  text-align: left;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease;

  &:hover {
    color: ${theme.color.text};
    background: rgba(255, 255, 255, 0.04);
  }

  &[aria-selected='true'] {
    border-color: ${theme.color.border};
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
  }

  &[aria-selected='true'] ${ProgressTrack} {
    background: rgba(255, 255, 255, 0.14);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

export const Panels = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  /* Every panel shares one cell, so the block is as tall as the longest case study and nothing below moves when it rotates. */
  ${media.up('sm')} {
    > * {
      grid-area: 1 / 1;
    }
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  padding: clamp(1rem, 0.6rem + 1.5vw, 1.75rem);
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};

  &[hidden] {
    display: grid;
    visibility: hidden;
  }

  /* Before hydration the stacked phone layout already shows every case study. */
  ${media.down('sm')} {
    &[hidden] {
      visibility: visible;
    }
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

export const PanelImage = styled(ResponsiveImage)`
  img {
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceHigh};
  }
`;

export const PanelTitle = styled.h3`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.snug};
`;

export const Description = styled.p`
  color: ${theme.color.textMuted};
`;

export const LearnMoreLink = styled(ContentLink)`
  ${buttonStyles('primary')}
  justify-self: start;
  margin-top: ${theme.space.sm};
`;
