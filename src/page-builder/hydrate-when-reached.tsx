/**
 * A part of the layout that hydrates when the visitor reaches it, as the sections below the first screen do
 * (deferred-section.tsx): the footer and the cookie banner. Their code is in no page's first render; the HTML stands until
 * the visitor comes within a screen of it or reaches into it (watch-for-visitor.ts).
 *
 * On the server (SectionRenderingOptions.hydrateWhenReached off) the part's code loads at once and renders; in the
 * browser it waits on its gate. One gate per part for the whole visit: the part is the same on every page.
 */
import { Suspense, memo, useContext, useEffect, useRef, type ComponentType } from 'react';
import { DeferredSection } from './deferred-section.tsx';
import { createHydrationGate, type HydrationGate } from './hydration-gate.ts';
import { SectionRenderingContext, SectionSlot } from './page-sections.tsx';
import type { SectionModule } from './section-contract.ts';
import { watchForVisitor } from './watch-for-visitor.ts';

export function hydrateWhenReached<Props extends object>(load: () => Promise<SectionModule<Props>>): ComponentType<Props> {
  let gate: HydrationGate<SectionModule<Props>> | undefined;
  const gateOf = () => (gate ??= createHydrationGate(load));
  // Memoised: a render from the layout must not make React give up the part's server HTML while it waits.
  return memo(function HydratedWhenReached(props: Props) {
    const { hydrateWhenReached: waitForVisitor } = useContext(SectionRenderingContext);
    const slot = useRef<HTMLDivElement>(null);
    const partGate = gateOf();
    // The server renders the part whole; the gate's promise is the code's, so the render waits for it.
    if (!waitForVisitor) partGate.open();
    useEffect(() => (waitForVisitor && slot.current ? watchForVisitor(slot.current, partGate, window) : undefined), [waitForVisitor, partGate]);
    return (
      <SectionSlot ref={slot}>
        <Suspense fallback={null}>
          <DeferredSection gate={partGate} props={props} />
        </Suspense>
      </SectionSlot>
    );
  });
}
