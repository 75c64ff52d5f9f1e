import { lazy, Suspense, useRef } from 'react';
import type { CapabilitiesTeaserSection } from '@/content/generated/content-types.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useAppleLayout } from '@/lib/hooks/use-apple-layout.ts';
import { StaticCardItems } from './capability-card.tsx';
import { ExploreLink, Grid, HeaderRow } from './capabilities-teaser.styles.ts';

const MotionCardItems = lazy(() => import('./motion-card-items.tsx'));

export default function CapabilitiesTeaser({ header, explore, cards }: CapabilitiesTeaserSection) {
  const gridRef = useRef<HTMLUListElement>(null);
  useAppleLayout(gridRef);

  return (
    <SectionShell>
      {(headingId) => (
        <>
          <HeaderRow>
            <SectionHeader header={header} level={2} headingId={headingId} />
            <ExploreLink link={explore} />
          </HeaderRow>
          <Grid ref={gridRef} role="list">
            {/* While hydrating, React keeps the pre-rendered cards until the motion chunk arrives; the fallback only shows on client-side visits. */}
            <Suspense fallback={<StaticCardItems cards={cards} />}>
              <MotionCardItems cards={cards} />
            </Suspense>
          </Grid>
        </>
      )}
    </SectionShell>
  );
}
