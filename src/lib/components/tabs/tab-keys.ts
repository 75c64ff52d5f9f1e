/**
 * Keyboard movement in a WAI-ARIA tab list (APG tabs pattern), as pure functions shared by every tabbed block:
 * the industries selector, the case-study tabs and the contact country tabs.
 */

/** Where a key press moves the selection: wrapping at both ends, or to an end. */
export type TabMove = 'next' | 'previous' | 'first' | 'last';

/**
 * How the list is laid out. A horizontal list answers Left and Right, a vertical one Up and Down; `both`
 * answers all four (a vertical list beside its content, where people reach for Left and Right too).
 */
export type TabOrientation = 'horizontal' | 'vertical' | 'both';

const HORIZONTAL: Partial<Record<string, TabMove>> = { ArrowRight: 'next', ArrowLeft: 'previous' };
const VERTICAL: Partial<Record<string, TabMove>> = { ArrowDown: 'next', ArrowUp: 'previous' };
const ENDS: Partial<Record<string, TabMove>> = { Home: 'first', End: 'last' };

/** The move a key makes in a tab list of that orientation, or undefined for keys the list leaves alone (Tab, Enter, letters). */
export function tabMoveForKey(key: string, orientation: TabOrientation = 'horizontal'): TabMove | undefined {
  return ENDS[key] ?? (orientation === 'vertical' ? undefined : HORIZONTAL[key]) ?? (orientation === 'horizontal' ? undefined : VERTICAL[key]);
}

/** The index a move leads to among `count` tabs; next and previous wrap from the last to the first and back. */
export function movedTabIndex(index: number, move: TabMove, count: number): number {
  if (count < 1) return 0;
  switch (move) {
    case 'next':
      return (index + 1) % count;
    case 'previous':
      return (index - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/** Both at once: the index a key press selects, or undefined when the key does not move the selection. */
export function tabIndexForKey(key: string, index: number, count: number, orientation: TabOrientation = 'horizontal'): number | undefined {
  const move = tabMoveForKey(key, orientation);
  return move === undefined ? undefined : movedTabIndex(index, move, count);
}
