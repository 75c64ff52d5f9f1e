import { css } from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

/** Small uppercase label text: eyebrows above headings, menu and footer column headings. */
export const overlineText = css`
  font-size: ${theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.15em;
  text-transform: uppercase;
`;
