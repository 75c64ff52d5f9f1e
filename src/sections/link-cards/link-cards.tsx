import type { LinkCardsSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { Arrow, Body, Card, CardImage, CardLink, Description, Eyebrow, Grid, Title } from './link-cards.styles.ts';

/**
 * Signpost cards: each card is a list item whose one link (its action, rendered by <ContentLink>) stretches over
 * the whole card. The title stays a plain heading, so the outline reads well and no link is nested in another.
 */
export default function LinkCards({ header, cards }: LinkCardsSection) {
  return (
    <SectionShell header={header}>
      <Grid>
        {cards.map((card) => (
          <Card key={`${card.title} ${card.link.target}`}>
            {card.image ? (
              <CardImage
                src={card.image.src}
                alt={card.image.alt ?? ''}
                sizes="(min-width: 1440px) 440px, (min-width: 1280px) 30vw, (min-width: 768px) 45vw, calc(100vw - 2rem)"
              />
            ) : null}
            <Body>
              {card.eyebrow ? <Eyebrow>{card.eyebrow}</Eyebrow> : null}
              <Title>{card.title}</Title>
              <Description>{card.description}</Description>
              <CardLink link={card.link}>
                {card.link.label}
                <Arrow aria-hidden="true">→</Arrow>
              </CardLink>
            </Body>
          </Card>
        ))}
      </Grid>
    </SectionShell>
  );
}
