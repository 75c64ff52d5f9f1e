import { ContentLink } from '@/lib/components/content-link.tsx';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const Section = styled.section`
  padding-block: ${theme.space.section};
  border-bottom: 1px solid ${theme.color.border};
`;

export const Layout = styled.div<{ $mediaPosition: 'start' | 'end' }>`
  display: grid;
  gap: clamp(2rem, 1rem + 3vw, 4rem);
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: ${({ $mediaPosition }) => ($mediaPosition === 'start' ? '11fr 9fr' : '9fr 11fr')};

    & > :first-child {
      order: ${({ $mediaPosition }) => ($mediaPosition === 'start' ? 2 : 1)};
    }

    & > :last-child {
      order: ${({ $mediaPosition }) => ($mediaPosition === 'start' ? 1 : 2)};
    }
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
`;

export const ExploreLink = styled(ContentLink)`
  ${buttonStyles('primary')}
`;

/** The still frame and the canvas share one box whose size is reserved before anything loads. */
export const Figure = styled.figure<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const Still = styled.picture`
  display: block;
  width: 100%;
  height: 100%;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;
