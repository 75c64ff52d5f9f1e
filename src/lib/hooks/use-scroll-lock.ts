import { useEffect, type RefObject } from 'react';

/**
 * Stops the page from scrolling: `overflow: hidden` on the root element keeps the scroll position (nothing
 * jumps on release), and where the page has a classic scrollbar `scrollbar-gutter: stable` keeps its space, so
 * the layout does not shift when the scrollbar goes. Returns the function that puts the previous inline values
 * back. Call it in effects only.
 */
export function lockDocumentScroll(doc: Document): () => void {
  const root = doc.documentElement;
  const view = doc.defaultView;
  const hasScrollbar = view !== null && view.innerWidth - root.clientWidth > 0;
  const previousOverflow = root.style.overflow;
  const previousGutter = root.style.getPropertyValue('scrollbar-gutter');
  root.style.overflow = 'hidden';
  if (hasScrollbar) root.style.setProperty('scrollbar-gutter', 'stable');
  return () => {
    root.style.overflow = previousOverflow;
    if (previousGutter) root.style.setProperty('scrollbar-gutter', previousGutter);
    else root.style.removeProperty('scrollbar-gutter');
  };
}

/** Whether an element could scroll vertically, given its sizes and its `overflow-y`. */
export function canScrollVertically(scrollHeight: number, clientHeight: number, overflowY: string): boolean {
  return scrollHeight > clientHeight && (overflowY === 'auto' || overflowY === 'scroll');
}

/**
 * Whether a touch drag that started on `target` should be cancelled while the page is locked: everywhere
 * except inside `scroller` when it really scrolls. Older iOS Safari scrolls the page by touch despite
 * `overflow: hidden` on the root element; cancelling the drag is what stops it there.
 */
export function blocksTouchScroll(target: EventTarget | null, scroller: HTMLElement | null): boolean {
  if (scroller === null || !(target instanceof Node) || !scroller.contains(target)) return true;
  const { scrollHeight, clientHeight } = scroller;
  return !canScrollVertically(scrollHeight, clientHeight, getComputedStyle(scroller).overflowY);
}

/**
 * While `active`, the page behind a modal surface does not scroll, by wheel, keys or touch; `scroller` (the
 * surface's own scrolling region) still does. Released on deactivation and on unmount.
 */
export function useScrollLock(active: boolean, scroller?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    const release = lockDocumentScroll(document);
    const onTouchMove = (event: TouchEvent) => {
      if (event.cancelable && blocksTouchScroll(event.target, scroller?.current ?? null)) event.preventDefault();
    };
    document.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      document.removeEventListener('touchmove', onTouchMove);
      release();
    };
  }, [active, scroller]);
}
