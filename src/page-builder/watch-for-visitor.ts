/**
 * Watches a section that has not hydrated yet (hydration-gate.ts) for the visitor: the gate opens when one of the
 * section's elements comes within NEAR_VIEWPORT_MARGIN of the screen, or when the visitor points at, touches,
 * focuses or presses a key inside it, whichever is first.
 *
 * A click inside the section before its code has arrived would do nothing: React stops an event aimed at HTML it
 * has not hydrated yet. So such a click is held back and clicked again once the section has hydrated. Clicks on
 * links are left alone: the browser follows them as it would with no script at all. The listeners are on the
 * document, in the capture phase, so they hear the event before React's own listener on the root stops it.
 */
import type { HydrationGate } from './hydration-gate.ts';

/** Half a screen ahead: a section's code is on its way before the visitor scrolls to it. */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/** What the visitor does inside a section that means they are about to use it. */
export const REACHING_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const;

/** The part of the browser the watcher uses (a test passes its own). */
export interface VisitorWatchHost {
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  IntersectionObserver?: typeof IntersectionObserver | undefined;
}

const isHTMLElement = (target: EventTarget | null): target is HTMLElement =>
  typeof target === 'object' && target !== null && 'click' in target && 'closest' in target;

/** Starts watching `slot` (whose element children are the section's HTML); returns a function that stops. */
export function watchForVisitor(slot: Element, gate: Pick<HydrationGate<unknown>, 'open' | 'module' | 'hydrated'>, host: VisitorWatchHost): () => void {
  let stopped = false;
  const held: HTMLElement[] = [];

  const onReach = (event: Event) => {
    if (event.target instanceof Node && slot.contains(event.target)) gate.open();
  };
  const onClick = (event: Event) => {
    const { target } = event;
    if (gate.module !== undefined || !isHTMLElement(target) || !slot.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
    gate.open();
  };

  const observer =
    host.IntersectionObserver &&
    new host.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
  if (observer) for (const child of Array.from(slot.children)) observer.observe(child);
  else gate.open();
  for (const type of REACHING_EVENTS) host.document.addEventListener(type, onReach, { capture: true });
  host.document.addEventListener('click', onClick, { capture: true });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer?.disconnect();
    for (const type of REACHING_EVENTS) host.document.removeEventListener(type, onReach, { capture: true });
    host.document.removeEventListener('click', onClick, { capture: true });
  };
  void gate.hydrated.then(() => {
    if (stopped) return;
    stop();
    // React hydrates the section synchronously to deliver a click on it, now that its code is here.
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  });
  return stop;
}
