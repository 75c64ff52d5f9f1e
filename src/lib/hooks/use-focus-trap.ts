import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Whether the element is rendered and visible (jsdom and old browsers without `checkVisibility` count it as shown). */
const isShown = (element: HTMLElement): boolean =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;

/** The elements Tab can reach in `root` (root included), in document order. */
export function tabbableWithin(root: HTMLElement, shown: (element: HTMLElement) => boolean = isShown): HTMLElement[] {
  const candidates = [root, ...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.matches(FOCUSABLE));
  return candidates.filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.closest('[inert]') === null && shown(element),
  );
}

/**
 * Where Tab (or Shift+Tab when `backwards`) must send focus so it cycles through `count` elements, given the
 * index of the focused one (-1: focus is elsewhere). `null`: the browser's own move stays inside, let it happen.
 */
export function cycledFocusIndex(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
}

/**
 * Makes everything in the document outside `keep` inert (unfocusable, unclickable and hidden from assistive
 * technology), walking up from `keep` and marking the siblings on the way. Elements that were inert already
 * are left alone. Returns the function that undoes exactly what it did. Call it in effects only.
 */
export function inertOutside(keep: Element): () => void {
  const marked: Element[] = [];
  const { body } = keep.ownerDocument;
  for (let node: Element = keep; node !== body;) {
    const parent = node.parentElement;
    if (parent === null) break;
    for (const sibling of parent.children) {
      if (sibling === node || sibling.hasAttribute('inert') || ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(sibling.tagName)) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}

/**
 * While `active`, keeps focus in a modal surface: everything outside `scope` is inert, so neither the keyboard
 * nor a screen reader reaches the page behind it, and Tab and Shift+Tab cycle through the tabbable elements of
 * `cycle` (in that order) instead of leaving for the browser's own controls. Undone on deactivation and unmount.
 */
export function useFocusTrap(active: boolean, scope: RefObject<HTMLElement | null>, cycle: readonly RefObject<HTMLElement | null>[]): void {
  useEffect(() => {
    const scopeElement = scope.current;
    if (!active || scopeElement === null) return;
    const restore = inertOutside(scopeElement);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const elements = cycle.flatMap((ref) => (ref.current ? tabbableWithin(ref.current) : []));
      const focused = document.activeElement;
      const target = cycledFocusIndex(elements.length, focused instanceof HTMLElement ? elements.indexOf(focused) : -1, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      elements[target]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
    };
  }, [active, scope, cycle]);
}
