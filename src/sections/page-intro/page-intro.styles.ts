import styled, { css } from 'styled-components';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { StillWithLoop } from '@/lib/media/still-with-loop.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const IntroHeader = styled.header<{ $align: 'start' | 'center' }>`
  position: relative;
  overflow: hidden;
  padding-block: ${theme.space.section};
  text-align: ${({ $align }) => $align};
  background:
    radial-gradient(60rem 28rem at ${({ $align }) => ($align === 'center' ? '50%' : '15%')} -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
`;

/** Text beside the visual from the large breakpoint; the visual under the text on smaller screens. */
export const Layout = styled.div<{ $withVisual: boolean }>`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: ${({ $withVisual }) => ($withVisual ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${theme.space.split};
  }
`;

/** How wide the visual is shown: half the layout from 1024 px, the full column below. */
export const VISUAL_SIZES = '(min-width: 1440px) 672px, (min-width: 1024px) 48vw, calc(100vw - 2rem)';

/** The visual's edges fade into the black page. */
export const Visual = styled(StillWithLoop)`
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  mask-image: radial-gradient(120% 100% at 50% 50%, #000 62%, transparent 100%);

  /* On phones a wider crop keeps the primary action and the picture on the first screens. */
  ${media.down('md')} {
    aspect-ratio: 16 / 10;

    picture,
    img {
      height: 100%;
    }

    img {
      object-fit: cover;
    }
  }
`;

export const IntroContent = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${theme.space.lg};
  max-width: 56rem;
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
`;

export const IntroHeading = styled(SectionHeader)<{ $align: 'start' | 'center' }>`
  justify-items: ${({ $align }) => $align};
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
