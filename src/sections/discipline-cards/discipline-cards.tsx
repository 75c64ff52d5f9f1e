import { useId } from 'react';
import type { DisciplineCardsSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { Card, CardTitle, Description, Details, Grid, Item, Label, Section } from './discipline-cards.styles.ts';

/** At most four cards in a row on wide screens; six, for example, become two rows of three rather than four and two. */
export function wideColumns(count: number): number {
  if (count <= 4) return count;
  return count % 3 === 0 ? 3 : 4;
}

/** Discipline cards: each card names a discipline, its applications (description1) and its trends (description2), each under its label. */
export default function DisciplineCards({ header, applicationsLabel, trendsLabel, cards }: DisciplineCardsSection) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeader header={header} level={2} headingId={headingId} />
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
      </Container>
    </Section>
  );
}
