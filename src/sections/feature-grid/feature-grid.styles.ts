import styled, { css } from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { edgeToEdgeScroller } from '@/lib/components/edge-to-edge-scroller.ts';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { cardBodyText, cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export type FeatureGridLayout = 'cards' | 'panel' | 'rows';

/**
 * Thin rules between the panel's cells for a grid of `columns` columns: a rule left of every cell that does not
 * start a row and above every cell below the first row, so the panel never shows an empty ruled cell.
 */
const panelRules = (columns: number) => css`
  /* :nth-child(n) matches every item; it gives this rule the specificity of the two below, so each breakpoint's rules replace the last's. */
  > li:nth-child(n) {
    border-top: 1px solid ${theme.color.border};
    border-left: 1px solid ${theme.color.border};
  }

  > li:nth-child(${columns}n + 1) {
    border-left: 0;
  }

  > li:nth-child(-n + ${columns}) {
    border-top: 0;
  }
`;

/**
 * Five or more cards on a phone: a swipeable row, edge to edge, each card 85% wide so the next one peeks
 * (docs/design-system.md, "Layout"). Keyboard users scroll it once it is focusable (see the component).
 */
const swipeRow = css`
  ${media.down('md')} {
    display: flex;
    gap: ${theme.space.md};
    ${edgeToEdgeScroller};

    > li {
      flex: 0 0 85%;
      scroll-snap-align: start;
    }

    &:focus-visible {
      outline: none;
      box-shadow: ${theme.focusRingInset};
    }
  }
`;

/**
 * Grid layouts ("cards", "panel"): one column on phones, two from md, `$columns` from xl. On tablets a lone last item
 * spans both columns rather than leaving a hole beside it.
 */
const gridList = css<{ $columns: number; $layout: FeatureGridLayout; $swipe: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $layout }) =>
    $layout === 'cards'
      ? css`
          gap: ${theme.space.md};
        `
      : css`
          overflow: hidden;
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius.lg};
          background: radial-gradient(48rem 22rem at 50% 0%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.surfaceRaised};
          ${panelRules(1)}
        `}

  ${({ $swipe }) => ($swipe ? swipeRow : '')}

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${({ $layout }) => ($layout === 'panel' ? panelRules(2) : '')}

    > li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    ${({ $layout, $columns }) => ($layout === 'panel' ? panelRules($columns) : '')}

    > li:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

/**
 * "rows": one row per item under the main title, divided by thin lines (one above the first row and one under
 * the last as well). Phones stack the title over the description; from lg the title takes the left column.
 */
const rowsList = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.color.border};
`;

export const List = styled.ul<{ $columns: number; $layout: FeatureGridLayout; $swipe: boolean }>`
  ${({ $layout }) => ($layout === 'rows' ? rowsList : gridList)}
`;

export const Item = styled.li<{ $layout: FeatureGridLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};

  ${({ $layout }) =>
    $layout === 'cards'
      ? css`
          padding: ${theme.space.card};
          ${raisedSurface}
        `
      : $layout === 'panel'
        ? css`
            padding: ${theme.space.panel} ${theme.space.card};
          `
        : css`
            padding-block: ${theme.space.lg};
            border-top: 1px solid ${theme.color.border};

            ${media.up('lg')} {
              display: grid;
              grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
              column-gap: ${theme.space.split};
              align-items: baseline;
              padding-block: ${theme.space.card};
            }
          `}
`;

/** The step number and the kicker label, on one line above the title. */
/**
 * The line above an item's title: its step number (decorative: the ordered list numbers the steps for screen
 * readers) and its label. Not a paragraph: set large, a number alone would read as a heading (axe's p-as-heading).
 */
export const Kicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xs};
`;

export const StepNumber = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.heavy};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const Label = styled.span`
  color: ${theme.color.accent};
  ${overlineText}
`;

/** In "rows", the kicker and the title together make the row's left column on wide screens. */
export const RowHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export const Title = styled.h3<{ $layout: FeatureGridLayout }>`
  ${cardTitleText}

  ${({ $layout }) =>
    $layout === 'rows'
      ? css`
          font-size: ${theme.fontSize.xl};
          font-weight: ${theme.fontWeight.strong};
        `
      : ''}
`;

export const Description = styled.p<{ $layout: FeatureGridLayout }>`
  ${cardBodyText}

  ${({ $layout }) =>
    $layout === 'rows'
      ? css`
          max-width: 44rem;
          font-size: ${theme.fontSize.md};
        `
      : ''}
`;

export const Disclaimer = styled(SiteDisclaimer)`
  margin-top: ${theme.space.lg};
`;
