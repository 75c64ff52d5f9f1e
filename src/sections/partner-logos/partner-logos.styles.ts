import styled from 'styled-components';
import { VectorImage } from '@/lib/media/vector-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * 3 logos a row on phones, 4 from 640 px, 5 from 1024 px and 7 from 1280 px (SPEC 9). A row that is not full
 * is centred under the others.
 */
export const Logos = styled.ul`
  --columns: 3;
  --gap: ${theme.space.sm};

  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    --columns: 4;
    --gap: ${theme.space.md};
  }

  ${media.up('lg')} {
    --columns: 5;
  }

  ${media.up('xl')} {
    --columns: 7;
  }
`;

export const LogoTile = styled.li`
  flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns));
  display: grid;
  place-items: center;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};

  ${media.up('md')} {
    padding: ${theme.space.md};
  }
`;

/** The logo keeps its own proportions (width and height from the file) and fills the tile's width. */
export const Logo = styled(VectorImage)`
  display: block;
  width: 100%;
  height: auto;
`;
