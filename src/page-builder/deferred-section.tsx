/**
 * A section that hydrates when the visitor reaches it (issue 36). On the opened page, the sections the
 * pre-renderer marked (page-content.tsx's sectionsToHydrateLater) render this in place of their component, with no
 * code loaded. While React hydrates the page, this suspends on the section's gate (hydration-gate.ts), and React
 * keeps the section's pre-rendered HTML (its Suspense boundary stays dehydrated) until the code arrives: that is
 * React's own selective hydration, so no hydration warning, no layout shift, and a click on the section makes
 * React hydrate it first. Everything else on the page is hydrated and interactive meanwhile.
 *
 * When React renders the section afresh instead (a client-side visit back to the page, or an update of the router
 * that reaches an unhydrated section on the way to another page), there is no HTML to keep: the code loads at
 * once, and a load that fails is an error for the section's boundary.
 */
import { use, useSyncExternalStore } from 'react';
import type { HydrationGate } from './hydration-gate.ts';
import type { SectionModule } from './section-contract.ts';

const subscribeToNothing = () => () => undefined;
/** React reads the server snapshot only while hydrating: this tells hydration from a fresh render. */
const renderingAfresh = () => false;
const hydrating = () => true;

export function DeferredSection<Props extends object>({ gate, props }: { gate: HydrationGate<SectionModule<Props>>; props: Props }) {
  const fromServerHtml = useSyncExternalStore(subscribeToNothing, renderingAfresh, hydrating);
  // After hydrating, React renders this once more (the snapshot differs now): loadNow's promise is settled by then.
  const { default: Component } = use(fromServerHtml ? gate.hydrated : gate.loadNow());
  return <Component {...props} />;
}
