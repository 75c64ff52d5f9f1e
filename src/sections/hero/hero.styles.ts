import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The hero's height is fixed by CSS alone, so a background that loads later never moves the text. */
export const HeroHeader = styled.header<{ $hasBackground: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: ${({ $hasBackground }) => ($hasBackground ? `min(52rem, calc(100svh - ${theme.layout.navHeight}))` : 'auto')};
  overflow: hidden;
  padding-block: ${theme.space.section};
  background:
    radial-gradient(60rem 28rem at 15% -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
`;

const fillBehind = css`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

export const BackgroundImage = styled(ResponsiveImage)`
  ${fillBehind}

  img {
    height: 100%;
    object-fit: cover;
    filter: brightness(0.4);
  }
`;

export const BackgroundVideo = styled(LoopingVideo)`
  && {
    ${fillBehind}
  }

  video {
    height: 100%;
    object-fit: cover;
    filter: brightness(0.4);
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  max-width: 56rem;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.6);
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.sm};
  text-shadow: none;

  ${media.down('sm')} {
    flex-direction: column;
    align-self: stretch;
  }
`;

export const HeroButton = styled(ContentLink)<{ $variant: ButtonVariant }>`
  ${({ $variant }) => buttonStyles($variant)}
`;
