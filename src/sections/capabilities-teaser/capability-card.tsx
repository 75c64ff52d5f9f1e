import type { CapabilitiesTeaserSection } from '@/content/generated/content-types.ts';
import { Card, CardImage, CardLink, CardText, CardTitle } from './capabilities-teaser.styles.ts';

export type CapabilityCardContent = CapabilitiesTeaserSection['cards'][number];

/** One card: image, title (whose link covers the card) and a one-line description. */
export function CapabilityCard({ card }: { card: CapabilityCardContent }) {
  return (
    <Card>
      <CardImage
        src={card.image.src}
        alt={card.image.alt ?? ''}
        sizes="(min-width: 1280px) 22vw, (min-width: 768px) 45vw, (min-width: 640px) calc(100vw - 4rem), 6.5rem"
      />
      <CardTitle>
        <CardLink link={card.link} />
      </CardTitle>
      <CardText>{card.description}</CardText>
    </Card>
  );
}

/** The cards without motion: what a client-side visit shows until the motion code has loaded. */
export function StaticCardItems({ cards }: { cards: readonly CapabilityCardContent[] }) {
  return cards.map((card) => (
    <li key={card.link.label}>
      <div>
        <CapabilityCard card={card} />
      </div>
    </li>
  ));
}
