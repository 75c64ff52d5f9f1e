import { useRef } from 'react';
import type { RevealVideoCardsSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { Body, Card, CardVideo, Description, List, MediaReveal, Title } from './reveal-video-cards.styles.ts';
import { MEDIA_REVEAL_THRESHOLD, TEXT_REVEAL_THRESHOLD, useThresholdReveal } from './use-threshold-reveal.ts';

type RevealCard = RevealVideoCardsSection['cards'][number];

function RevealVideoCard({ card }: { card: RevealCard }) {
  const mediaRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const mediaPhase = useThresholdReveal(mediaRef, MEDIA_REVEAL_THRESHOLD);
  const textPhase = useThresholdReveal(textRef, TEXT_REVEAL_THRESHOLD);
  return (
    <Card>
      <MediaReveal ref={mediaRef} data-reveal={mediaPhase} data-reveal-part="media">
        <CardVideo src={card.video.name} hosted label={card.video.label} />
      </MediaReveal>
      <Body ref={textRef} data-reveal={textPhase} data-reveal-part="text">
        <Title>{card.title}</Title>
        <Description>{card.description}</Description>
        {card.disclaimer ? <SiteDisclaimer /> : null}
      </Body>
    </Card>
  );
}

/** Large video cards from the media host that fade and rise in as they scroll into view: the video at 30% visible, the text at 20%. */
export default function RevealVideoCards({ header, cards }: RevealVideoCardsSection) {
  return (
    <SectionShell header={header}>
      <List>
        {cards.map((card) => (
          <li key={card.title}>
            <RevealVideoCard card={card} />
          </li>
        ))}
      </List>
    </SectionShell>
  );
}
