import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * One card per row on phones, two from 768 px, and up to four in one row from 1280 px (docs/design-system.md, "Card rows").
 * Each card spans five rows (title, label, applications, label, trends) shared with its neighbours through subgrid, so the
 * labels line up across a row even when one title wraps to two lines.
 */
export const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const CARD_ROWS = 5;

const subgridRows = (rows: number) => `
  display: grid;
  grid-row: span ${rows};
  grid-template-rows: subgrid;
  row-gap: 0;
`;

export const Item = styled.li`
  ${subgridRows(CARD_ROWS)}
`;

export const Card = styled.article`
  ${subgridRows(CARD_ROWS)}
  padding: ${theme.space.card};
  ${raisedSurface}
`;

export const CardTitle = styled.h3`
  margin-bottom: ${theme.space.lg};
  ${cardTitleText}
`;

/** Label and text pairs: the label sits close to its own text, further from the pair above. */
export const Details = styled.dl`
  ${subgridRows(CARD_ROWS - 1)}
  margin: 0;
`;

export const Label = styled.dt`
  margin-bottom: ${theme.space.xs};
  color: ${theme.color.textSubtle};
  ${overlineText}

  &:not(:first-child) {
    margin-top: ${theme.space.lg};
  }
`;

export const Description = styled.dd`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.body};
  text-wrap: pretty;
`;
