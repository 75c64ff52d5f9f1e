import styled from 'styled-components';
import type { Stat as StatContent } from '@/content/generated/content-types.ts';
import { theme } from '@/lib/theme/tokens.ts';

const Figure = styled.p`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
`;

const Value = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.xxl};
  font-weight: ${theme.fontWeight.heavy};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
  line-height: 1;
`;

const Label = styled.span`
  max-width: 16ch;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
`;

/** A headline figure: the value large in the accent colour, its label under it; read as one phrase ("6X sales conversion"). */
export function Stat({ stat, className }: { stat: StatContent; className?: string }) {
  return (
    <Figure className={className}>
      <Value>{stat.value}</Value> <Label>{stat.label}</Label>
    </Figure>
  );
}
