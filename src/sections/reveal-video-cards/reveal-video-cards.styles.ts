import styled, { css } from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { cardBodyText, cardTitleText } from '@/lib/components/typography.ts';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const List = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Fade and rise in; hidden only after hydration (see useThresholdReveal), never under reduced motion. */
const revealStyles = css`
  &[data-reveal='hidden'] {
    opacity: 0;
    transform: translateY(2.5rem);
  }

  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
  }

  ${media.motionWelcome} {
    &[data-reveal='shown'] {
      transition:
        opacity ${theme.motion.slow} ease-out,
        transform ${theme.motion.slow} ${theme.motion.easing};
    }
  }

  ${media.reducedMotion} {
    &[data-reveal] {
      opacity: 1;
      transform: none;
    }
  }
`;

/** Video above text on phones; from lg the video takes the wider column, alternating left and right. */
export const Card = styled.article`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  padding: ${theme.space.md};
  padding-bottom: ${theme.space.card};
  ${raisedSurface}

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${theme.space.split};
    padding: ${theme.space.md};
    padding-inline-end: ${theme.space.panel};
  }

  li:nth-child(even) > & {
    ${media.up('lg')} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      padding-inline: ${theme.space.panel} ${theme.space.md};
    }
  }
`;

export const MediaReveal = styled.div`
  ${revealStyles}

  li:nth-child(even) & {
    ${media.up('lg')} {
      order: 2;
    }
  }
`;

/** 16:9 frame reserved before the video loads, so nothing shifts. */
export const CardVideo = styled(LoopingVideo)`
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 16 / 9;
  background: ${theme.color.surface};

  video {
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding-inline: ${theme.space.sm};
  ${revealStyles}

  ${media.up('lg')} {
    padding-inline: 0;
  }
`;

export const Title = styled.h3`
  ${cardTitleText}
  font-size: ${theme.fontSize.xl};
`;

export const Description = styled.p`
  ${cardBodyText}
  font-size: ${theme.fontSize.md};
`;
