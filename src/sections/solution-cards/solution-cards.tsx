import type { SolutionCardsSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { Body, Card, CardImage, CardVideo, Description, List, Title } from './solution-cards.styles.ts';

/** The card image's rendered width: about half the container from md, the full width below. */
const IMAGE_SIZES = '(min-width: 1440px) 680px, (min-width: 768px) 50vw, calc(100vw - 2rem)';

type SolutionCard = SolutionCardsSection['cards'][number];

function CardMedia({ card }: { card: SolutionCard }) {
  if (card.video) return <CardVideo src={card.video.src} label={card.video.label} />;
  if (card.image) return <CardImage src={card.image.src} alt={card.image.alt ?? ''} sizes={IMAGE_SIZES} />;
  return null;
}

/** Solution cards: a muted looping video (or an image), the title and the description, with the disclaimer where the content asks for it. */
export default function SolutionCards({ header, cards }: SolutionCardsSection) {
  return (
    <SectionShell header={header}>
      <List $wideColumns={cards.length % 3 === 0 ? 3 : 2}>
        {cards.map((card) => (
          <li key={card.title}>
            <Card>
              <CardMedia card={card} />
              <Body>
                <Title>{card.title}</Title>
                <Description>{card.description}</Description>
                {card.disclaimer ? <SiteDisclaimer /> : null}
              </Body>
            </Card>
          </li>
        ))}
      </List>
    </SectionShell>
  );
}
