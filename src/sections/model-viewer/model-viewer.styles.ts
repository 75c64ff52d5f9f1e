import styled from 'styled-components';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { theme } from '@/lib/theme/tokens.ts';

/** The still and its 3D view in a bordered panel; the still's width and height attributes reserve its space before anything loads. */
export const Panel = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const Still = styled(ResponsiveImage)`
  img {
    border-radius: inherit;
  }
`;
