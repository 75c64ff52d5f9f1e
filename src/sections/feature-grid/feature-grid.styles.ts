import styled, { css } from 'styled-components';
import { edgeToEdgeScroller } from '@/lib/components/edge-to-edge-scroller.ts';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { cardBodyText, cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export type FeatureGridLayout = 'cards' | 'panel';

export const Section = styled.section`
  padding-block: ${theme.space.section};
`;

export const Header = styled(SectionHeader)`
  margin-bottom: ${theme.space.stack};
`;

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
 * One column on phones, two from md, `$columns` from xl. On tablets a lone last item spans both columns rather
 * than leaving a hole beside it.
 */
export const List = styled.ul<{ $columns: number; $layout: FeatureGridLayout; $swipe: boolean }>`
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

export const Item = styled.li<{ $layout: FeatureGridLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};

  ${({ $layout }) =>
    $layout === 'cards'
      ? css`
          padding: ${theme.space.card};
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.surfaceRaised};
        `
      : css`
          padding: ${theme.space.panel} ${theme.space.card};
        `}
`;

/** The step number and the kicker label, on one line above the title. */
export const Kicker = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xs};
`;

export const StepNumber = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.xl};
  font-weight: 750;
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const Label = styled.span`
  color: ${theme.color.accent};
  ${overlineText}
`;

export const Title = styled.h3`
  ${cardTitleText}
`;

export const Description = styled.p`
  ${cardBodyText}
`;

export const Disclaimer = styled(SiteDisclaimer)`
  margin-top: ${theme.space.lg};
`;
