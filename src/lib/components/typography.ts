import { css } from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

/** Small uppercase label text: eyebrows above headings, menu and footer column headings. */
export const overlineText = css`
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.15em;
  text-transform: uppercase;
`;

/** A card's title (h3): the large step of the scale, bold, balanced over its lines. */
export const cardTitleText = css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.snug};
  text-wrap: balance;
`;

/** A card's running text: muted, small, at body line height. */
export const cardBodyText = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.body};
  text-wrap: pretty;
`;
