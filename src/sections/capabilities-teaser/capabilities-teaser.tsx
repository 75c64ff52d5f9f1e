import { lazy, Suspense, useId, useRef } from 'react';
import type { CapabilitiesTeaserSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { useAppleLayout } from '@/lib/hooks/use-apple-layout.ts';
import { StaticCardItems } from './capability-card.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { ExploreLink, Grid, Header, Section } from './capabilities-teaser.styles.ts';

const MotionCardItems = lazy(() => import('./motion-card-items.tsx'));

export default function CapabilitiesTeaser({ header, explore, cards }: CapabilitiesTeaserSection) {
  const headingId = useId();
  const gridRef = useRef<HTMLUListElement>(null);
  useAppleLayout(gridRef);

  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Header>
          <SectionHeader header={header} level={2} headingId={headingId} />
          <ExploreLink link={explore} />
        </Header>
        <Grid ref={gridRef} role="list">
          {/* While hydrating, React keeps the pre-rendered cards until the motion chunk arrives; the fallback only shows on client-side visits. */}
          <Suspense fallback={<StaticCardItems cards={cards} />}>
            <MotionCardItems cards={cards} />
          </Suspense>
        </Grid>
      </Container>
    </Section>
  );
}
