import styled, { css } from 'styled-components';
import { overlineText } from '../../lib/components/typography.ts';
import { LoopingVideo } from '../../lib/media/looping-video.tsx';
import { ResponsiveImage } from '../../lib/media/responsive-image.tsx';
import { media } from '../../lib/theme/media.ts';
import { theme } from '../../lib/theme/tokens.ts';

export const IntroHeader = styled.header<{ $align: 'start' | 'center' }>`
  position: relative;
  overflow: hidden;
  padding-block: clamp(3.5rem, 2rem + 6vw, 7.5rem) clamp(2.5rem, 1.5rem + 4vw, 5rem);
  text-align: ${({ $align }) => $align};
  background:
    radial-gradient(60rem 28rem at ${({ $align }) => ($align === 'center' ? '50%' : '15%')} -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
  border-bottom: 1px solid ${theme.color.border};
`;

export const IntroContent = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${theme.space.lg};
  max-width: 56rem;
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
`;

export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.accent};
  ${overlineText}

  &::before {
    content: '';
    width: 1.75rem;
    height: 2px;
    background: currentColor;
  }
`;

export const Heading = styled.h1`
  font-size: ${theme.fontSize.display};
  font-weight: 750;
  line-height: ${theme.lineHeight.tight};
  letter-spacing: -0.025em;
  text-wrap: balance;
  overflow-wrap: anywhere;
  hyphens: auto;

  ${media.up('sm')} {
    overflow-wrap: normal;
  }
`;

export const Intro = styled.p`
  max-width: 44rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
  text-wrap: pretty;
`;

const bannerFrame = css`
  margin-top: clamp(2rem, 1rem + 3vw, 3.5rem);
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
`;

export const Banner = styled(ResponsiveImage)`
  ${bannerFrame}
`;

export const BannerVideo = styled(LoopingVideo)`
  ${bannerFrame}
`;
