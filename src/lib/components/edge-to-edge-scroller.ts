import { css } from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * A row that scrolls sideways edge to edge on a phone, its first item lined up with the heading above and
 * each item snapping into place (docs/design-system.md, "Layout": five or more cards become a swipeable row).
 * Use it inside the breakpoint where the row applies; the items set their own width and `scroll-snap-align`.
 */
export const edgeToEdgeScroller = css`
  margin-inline: calc(-1 * ${theme.space.gutter});
  padding-inline: ${theme.space.gutter};
  padding-bottom: ${theme.space.sm};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-padding-inline: ${theme.space.gutter};
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
  scrollbar-color: ${theme.color.border} transparent;
`;
