import styled, { css } from 'styled-components';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { theme } from '@/lib/theme/tokens.ts';

/** The page's opening <header> rather than a SectionShell: a full-bleed glowing band that is no landmark of its own. */
export const IntroHeader = styled.header<{ $align: 'start' | 'center' }>`
  position: relative;
  overflow: hidden;
  padding-block: ${theme.space.section};
  text-align: ${({ $align }) => $align};
  background:
    radial-gradient(60rem 28rem at ${({ $align }) => ($align === 'center' ? '50%' : '15%')} -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
`;

export const IntroContent = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${theme.space.lg};
  max-width: 56rem;
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
`;

const bannerFrame = css`
  margin-top: ${theme.space.stack};
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
