import { ContentLink } from '@/lib/components/content-link.tsx';
import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { scrollRevealStyles } from '@/lib/scroll-animations/use-scroll-reveal.ts';

export const RevealingSection = styled(SectionShell)`
  ${scrollRevealStyles}
`;

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${media.up('lg')} {
    grid-template-columns: 1.15fr 1fr;
    align-items: center;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
`;

export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export const ExploreLabel = styled.span`
  ${overlineText}
  display: inline-block;
  max-width: 0;
  overflow: hidden;
  white-space: nowrap;
  opacity: 0;
  /* The link takes its full width at once and the label fades in: a transition of max-width or margin would lay
     the row out again on the main thread for every frame; opacity runs on the compositor. */
  transition: opacity ${theme.motion.base} ease;
`;

/** The round '+' that widens to show its label on hover and on keyboard focus. */
export const ExploreLink = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  height: 2.75rem;
  padding-inline: 0.9rem;
  border: 1.5px solid ${theme.color.accent};
  border-radius: ${theme.radius.pill};
  color: ${theme.color.accent};
  text-decoration: none;
  transition:
    background-color ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease;

  &:focus-visible {
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }

  &:focus-visible ${ExploreLabel} {
    max-width: 8rem;
    margin-left: ${theme.space.sm};
    opacity: 1;
  }

  ${media.hover} {
    &:hover {
      background: ${theme.color.accent};
      color: ${theme.color.onAccent};
    }

    &:hover ${ExploreLabel} {
      max-width: 8rem;
      margin-left: ${theme.space.sm};
      opacity: 1;
    }
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }

  ${media.reducedMotion} {
    &,
    ${ExploreLabel} {
      transition: none;
    }
  }
`;

export const Choices = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

export const StartButton = styled.button`
  ${buttonStyles('primary')}

  /* Dimmed, yet still above AA contrast, until both choices are made. */
  &[aria-disabled='true'] {
    border-color: ${theme.color.border};
    background: transparent;
    color: ${theme.color.textMuted};
  }

  ${media.hover} {
    &[aria-disabled='true']:hover {
      border-color: ${theme.color.textMuted};
      background: transparent;
    }
  }
`;

export const Alert = styled(InlineAlert)``;

export const InfoCard = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ${raisedSurface}
`;

export const InfoImage = styled(ResponsiveImage)`
  margin-bottom: ${theme.space.sm};
  overflow: hidden;
  border-radius: ${theme.radius.md};

  /* A wider crop on phones, where the card sits under the form rather than beside it. */
  ${media.down('md')} {
    aspect-ratio: 2 / 1;

    img {
      height: 100%;
      object-fit: cover;
    }
  }
`;

export const InfoTitle = styled.h3`
  ${cardTitleText}
`;

export const InfoText = styled.p`
  color: ${theme.color.textMuted};
`;

export const IconList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    justify-items: center;
    gap: ${theme.space.xs};
  }

  img {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

export const IconCaption = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
`;
