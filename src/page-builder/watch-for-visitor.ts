/**
 * Watches a section that has not hydrated yet (hydration-gate.ts) for the visitor: the gate opens when one of the
 * section's elements comes within NEAR_VIEWPORT_MARGIN of the screen, or when the visitor points at, touches,
 * focuses or presses a key inside it, whichever is first.
 *
 * A click inside the section before its code has arrived would be lost: React stops an event aimed at HTML it has
 * not hydrated yet. So such a click is held back and clicked again once the section has hydrated (a link then
 * opens its page in place, as every hydrated link does). If the code cannot be had, the held click is let through
 * to the browser instead, which follows a link as it would with no script at all. A click with a modifier key or
 * another button (a new tab, a new window) is never held. The listeners are on the document, in the capture phase,
 * so they hear the event before React's own listener on the root stops it.
 */
import type { HydrationGate } from './hydration-gate.ts';

/** A screen ahead, either way: a section's code is on its way before the visitor scrolls to it, and it is hydrated
 * where its scroll reveal (use-scroll-reveal.ts) starts to watch. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

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
export function watchForVisitor(
  slot: Element,
  gate: Pick<HydrationGate<unknown>, 'open' | 'module' | 'hydrated' | 'loadNow'>,
  host: VisitorWatchHost,
): () => void {
  let stopped = false;
  const held: HTMLElement[] = [];

  const onReach = (event: Event) => {
    if (event.target instanceof Node && slot.contains(event.target)) gate.open();
  };
  /** Clicks let through to the browser once the code could not be had. */
  const letThrough = new Set<EventTarget>();
  const onClick = (event: Event) => {
    const { target } = event;
    if (target && letThrough.delete(target)) return;
    if (gate.module !== undefined || !isHTMLElement(target) || !slot.contains(target)) return;
    if (event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.includes(target)) return;
    held.push(target);
    gate.loadNow().catch(() => {
      held.splice(held.indexOf(target), 1);
      if (stopped || !target.isConnected) return;
      letThrough.add(target);
      target.click();
    });
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
