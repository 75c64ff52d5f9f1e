import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { cardBodyText, cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { media, mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * SPEC 4 and 9 draw the line at 768 px inclusive ("at 768px or narrower it becomes a stacked list"), one pixel
 * above where the site's `md` breakpoint starts, hence `atMost`/`above` rather than `down`/`up`.
 * The component reads the same WIDE condition to decide whether the scroll position picks the current step.
 */
export const WIDE_QUERY = mediaQueries.above('md');

const stacked = media.atMost('md');
const wide = media.above('md');

/** Wide: the steps on the left scroll past the tablet, which stays in view on the right. Stacked: tablet, then steps. */
export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  ${wide} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${theme.space.split};
  }
`;

/** Wide: a box one screen tall (under the navigation) that sticks while the steps scroll, the tablet centred in it. */
export const TabletStage = styled.div`
  ${wide} {
    position: sticky;
    top: ${theme.layout.navHeight};
    display: flex;
    flex-direction: column;
    justify-content: center;
    height: calc(100vh - ${theme.layout.navHeight});
    grid-column: 2;
    grid-row: 1;
  }
`;

/** The tablet: a dark bezel with rounded corners around the screen. */
export const Tablet = styled.div`
  padding: clamp(0.5rem, 0.3rem + 0.8vw, 1rem);
  border: 1px solid ${theme.color.border};
  border-radius: calc(${theme.radius.lg} + 0.5rem);
  background: linear-gradient(160deg, ${theme.color.surfaceHigh}, ${theme.color.surface});
  box-shadow: 0 1.5rem 4rem rgba(0, 0, 0, 0.6);
`;

export const Screen = styled(LoopingVideo)`
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 16 / 9;

  video {
    height: 100%;
    object-fit: cover;
  }
`;

/** Under the tablet, the current step for the eye (the list itself says it to screen readers). */
export const Caption = styled.p`
  display: flex;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};

  strong {
    color: ${theme.color.accent};
    font-variant-numeric: tabular-nums;
  }

  ${stacked} {
    display: none;
  }
`;

export const Steps = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  ${stacked} {
    gap: ${theme.space.md};
  }

  ${wide} {
    grid-column: 1;
    grid-row: 1;
  }
`;

export const StepNumber = styled.span`
  ${overlineText}
  color: ${theme.color.textSubtle};
  font-variant-numeric: tabular-nums;
`;

export const StepTitle = styled.h3`
  ${cardTitleText}
`;

export const StepText = styled.p`
  ${cardBodyText}
`;

/**
 * Wide: each step is most of a screen tall, its text centred, so one step at a time crosses the middle of the
 * screen; the current one is lit (full-strength text, a yellow rule and number), the others dimmed to the
 * subtle text colour, which still reads at AA contrast.
 * Stacked: a plain numbered list of cards, all at full strength.
 */
export const Step = styled.li`
  display: grid;
  align-content: center;
  gap: ${theme.space.sm};

  ${stacked} {
    padding: ${theme.space.card};
    ${raisedSurface}
  }

  ${wide} {
    min-height: 70vh;
    padding-left: ${theme.space.lg};
    border-left: 2px solid ${theme.color.border};

    /* Dimmed, but still readable (AA): the steps that are not current keep their text. */
    ${StepTitle}, ${StepText} {
      color: ${theme.color.textSubtle};
    }

    &[aria-current='step'] {
      border-left-color: ${theme.color.accent};

      ${StepNumber} {
        color: ${theme.color.accent};
      }

      ${StepTitle} {
        color: ${theme.color.text};
      }

      ${StepText} {
        color: ${theme.color.textMuted};
      }
    }
  }

  ${media.motionWelcome} {
    transition: border-color ${theme.motion.base} ease;

    ${StepNumber}, ${StepTitle}, ${StepText} {
      transition: color ${theme.motion.base} ease;
    }
  }
`;

export const Disclaimer = styled(SiteDisclaimer)`
  margin-top: ${theme.space.lg};
`;
