/**
 * A picture's 3D view (src/lib/model-view/model-layers.tsx) covers the picture for good once it shows: the still, its
 * loop or frame animation and their pause buttons are then out of play. This is how the two sides learn it without
 * sharing state through the page's first render: the 3D view and the players (loop-player.tsx, frame-player.ts) each
 * load later, on their own, and meet only at the box they share.
 */
const COVERED_EVENT = 'picture-covered';
const COVERED_ATTRIBUTE = 'data-picture-covered';

/**
 * Marks `box` as covered by `view` (the 3D view's own elements, which stay live): everything else in the box goes
 * inert (out of the tab order and the accessibility tree, as it can no longer be seen), and its motion is told to stop.
 */
export function coverPicture(box: Element, view: readonly Element[]): void {
  for (const child of box.children) if (!view.includes(child)) child.setAttribute('inert', '');
  box.setAttribute(COVERED_ATTRIBUTE, '');
  box.dispatchEvent(new Event(COVERED_EVENT));
}

/** Calls `stop` once the box `element` sits in is covered: at once if it already is (a player that arrives late). */
export function whenPictureCovered(element: Element, stop: () => void, signal: AbortSignal): void {
  const box = element.parentElement;
  if (!box) return;
  if (box.hasAttribute(COVERED_ATTRIBUTE)) stop();
  else box.addEventListener(COVERED_EVENT, stop, { once: true, signal });
}
