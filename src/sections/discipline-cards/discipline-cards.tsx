import type { DisciplineCardsSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { Card, CardTitle, Description, Details, Grid, Item, Label } from './discipline-cards.styles.ts';

/** At most four cards in a row on wide screens; six, for example, become two rows of three rather than four and two. */
export function wideColumns(count: number): number {
  if (count <= 4) return count;
  return count % 3 === 0 ? 3 : 4;
}

/** Discipline cards: each card names a discipline, its applications (description1) and its trends (description2), each under its label. */
export default function DisciplineCards({ header, applicationsLabel, trendsLabel, cards }: DisciplineCardsSection) {
  return (
    <SectionShell header={header}>
      <Grid $columns={wideColumns(cards.length)}>
        {cards.map((card) => (
          <Item key={card.title}>
            <Card>
              <CardTitle>{card.title}</CardTitle>
              <Details>
                <Label>{applicationsLabel}</Label>
                <Description>{card.description1}</Description>
                <Label>{trendsLabel}</Label>
                <Description>{card.description2}</Description>
              </Details>
            </Card>
          </Item>
        ))}
      </Grid>
    </SectionShell>
  );
}
