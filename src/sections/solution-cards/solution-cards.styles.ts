import styled, { css } from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { cardTitleText, cardBodyText } from '@/lib/components/typography.ts';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** One card per row on phones, two from md; three from xl when the cards come in threes. */
export const List = styled.ul<{ $wideColumns: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(${({ $wideColumns }) => $wideColumns}, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  height: 100%;
  padding: ${theme.space.md};
  padding-bottom: ${theme.space.card};
  ${raisedSurface}
`;

/** Videos and images share one 16:9 frame, so cards in a row line up whatever the source's shape. */
const mediaFrame = css`
  margin-bottom: ${theme.space.sm};
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 16 / 9;
  background: ${theme.color.surface};
`;

export const CardVideo = styled(LoopingVideo)`
  ${mediaFrame}

  video {
    height: 100%;
    object-fit: cover;
  }
`;

export const CardImage = styled(ResponsiveImage)`
  ${mediaFrame}

  img {
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding-inline: ${theme.space.sm};
`;

export const Title = styled.h3`
  ${cardTitleText}
`;

export const Description = styled.p`
  ${cardBodyText}
`;
