/**
 * Watches a section that has not hydrated yet (hydration-gate.ts) for the visitor: the gate opens when one of the
 * section's elements comes within NEAR_VIEWPORT_MARGIN of the screen, or when the visitor points at, touches,
 * focuses or presses a key inside it, whichever is first.
 *
 * A click or a widget's key inside the section before its code has arrived would be lost: React stops an event
 * aimed at HTML it has not hydrated yet. So such a click, or an arrow key, Home, End, a letter of type-ahead (and
 * Enter or Space where the browser would not click), is held back and done again once the section has hydrated (a
 * link then opens its page in place, as every hydrated link does). If the code cannot be had, a held click is let
 * through to the browser instead, which follows a link as it would with no script at all. A click with a modifier
 * key or another button (a new tab, a new window), Tab, and typing in a field are never held. The listeners are on the document, in the capture phase,
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

/** Keys a widget answers (tabs, list boxes, sliders) whose only effect of the browser's own is a scroll. */
const WIDGET_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Whether a key pressed on `target` before its section has hydrated is one React would have answered and the browser
 * does nothing useful with: a widget key or a letter (type-ahead) outside a text field, and Enter or Space on an
 * element the browser does not activate with them (it clicks a button or a link itself, which is held as a click).
 */
function isHeldKey(event: KeyboardEvent, target: HTMLElement): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || target.closest('input, select, textarea, [contenteditable]')) return false;
  if (event.key === 'Enter' || event.key === ' ') return !target.closest('a[href], button, summary, label');
  return WIDGET_KEYS.has(event.key) || event.key.length === 1;
}

/** Something the visitor did before the section's code arrived: done again once it has, or given up. */
interface HeldInput {
  again(): void;
  /** When the code cannot be had. */
  giveUp(): void;
}

/** Starts watching `slot` (whose element children are the section's HTML); returns a function that stops. */
export function watchForVisitor(
  slot: Element,
  gate: Pick<HydrationGate<unknown>, 'open' | 'module' | 'hydrated' | 'loadNow'>,
  host: VisitorWatchHost,
): () => void {
  let stopped = false;
  const held: HeldInput[] = [];
  const hold = (event: Event, input: HeldInput) => {
    event.preventDefault();
    event.stopPropagation();
    held.push(input);
    if (held.length > 1) return;
    gate.loadNow().catch(() => {
      for (const given of held.splice(0)) if (!stopped) given.giveUp();
    });
  };
  const waiting = (target: EventTarget | null): target is HTMLElement => gate.module === undefined && isHTMLElement(target) && slot.contains(target);

  const onReach = (event: Event) => {
    if (event.target instanceof Node && slot.contains(event.target)) gate.open();
  };
  /** Clicks let through to the browser once the code could not be had. */
  const letThrough = new Set<EventTarget>();
  const onClick = (event: Event) => {
    const { target } = event;
    if (target && letThrough.delete(target)) return;
    if (!waiting(target)) return;
    if (event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    hold(event, {
      again: () => target.isConnected && target.click(),
      giveUp: () => {
        if (!target.isConnected) return;
        letThrough.add(target);
        target.click();
      },
    });
  };
  const onKey = (event: Event) => {
    const { target } = event;
    if (!(event instanceof KeyboardEvent) || !waiting(target) || !isHeldKey(event, target)) return;
    const { key, code, shiftKey } = event;
    hold(event, {
      again: () => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true })),
      // The browser's own answer (a scroll) is gone with the event; nothing is lost but that.
      giveUp: () => undefined,
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
  host.document.addEventListener('keydown', onKey, { capture: true });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer?.disconnect();
    for (const type of REACHING_EVENTS) host.document.removeEventListener(type, onReach, { capture: true });
    host.document.removeEventListener('click', onClick, { capture: true });
    host.document.removeEventListener('keydown', onKey, { capture: true });
  };
  void gate.hydrated.then(() => {
    if (stopped) return;
    stop();
    // React hydrates the section synchronously to deliver an event to it, now that its code is here.
    for (const input of held.splice(0)) input.again();
  });
  return stop;
}
