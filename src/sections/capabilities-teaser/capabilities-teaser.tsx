import { lazy, Suspense, useId, useRef } from 'react';
import type { CapabilitiesTeaserSection } from '../../content/generated/content-types.ts';
import { Container } from '../../lib/components/container.ts';
import { useAppleLayout } from './apple-layout.ts';
import { StaticCardItems } from './capability-card.tsx';
import { ExploreLink, Grid, Header, Heading, Intro, Section } from './capabilities-teaser.styles.ts';

const MotionCardItems = lazy(() => import('./motion-card-items.tsx'));

export default function CapabilitiesTeaser({ heading, intro, explore, cards }: CapabilitiesTeaserSection) {
  const headingId = useId();
  const gridRef = useRef<HTMLUListElement>(null);
  useAppleLayout(gridRef);

  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Header>
          <Heading id={headingId}>{heading}</Heading>
          <ExploreLink to={explore.path} aria-label={explore.accessibleLabel}>
            {explore.label}
          </ExploreLink>
        </Header>
        {intro ? <Intro>{intro}</Intro> : null}
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
