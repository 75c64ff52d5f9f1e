import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * The 3D view's controls over the lower edge of its picture, centred (an opening's picture fades into the page at its
 * corners, never at the middle of its edges). The message gets a ground of its own to be read over the picture.
 */
export const Controls = styled.div`
  position: absolute;
  bottom: ${theme.space.md};
  left: ${theme.space.md};
  right: ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  pointer-events: none;

  > * {
    pointer-events: auto;
  }

  p:not(:empty) {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    background: rgba(0, 0, 0, 0.85);
  }
`;

export const RotateButton = styled.button`
  ${buttonStyles('primary', 'sm')}
`;
