/**
 * Keyboard behaviour of a select-only combobox, after the WAI-ARIA APG
 * "Select-Only Combobox" example: which action a key press means, where the
 * active option moves, and which option a typed prefix jumps to.
 */
export type ComboboxAction = 'open' | 'close' | 'commit' | 'commit-and-leave' | 'first' | 'last' | 'next' | 'previous' | 'page-up' | 'page-down' | 'type';

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);
export const PAGE_SIZE = 10;
export const TYPEAHEAD_RESET_MS = 500;

export function actionFromKey({ key, altKey = false, ctrlKey = false, metaKey = false }: KeyPress, open: boolean): ComboboxAction | null {
  if (!open && OPEN_KEYS.has(key)) return 'open';
  // Home and End open a closed list too, as in the APG example.
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (key.length === 1 && key !== ' ' && !altKey && !ctrlKey && !metaKey) return 'type';
  if (!open) return null;
  switch (key) {
    case 'ArrowUp':
      return altKey ? 'commit' : 'previous';
    case 'ArrowDown':
      return altKey ? null : 'next';
    case 'PageUp':
      return 'page-up';
    case 'PageDown':
      return 'page-down';
    case 'Escape':
      return 'close';
    case 'Enter':
    case ' ':
      return 'commit';
    case 'Tab':
      return 'commit-and-leave';
    default:
      return null;
  }
}

/** The active option after a movement, clamped to the list (no wrapping, like a native select). */
export function movedIndex(current: number, lastIndex: number, action: ComboboxAction): number {
  switch (action) {
    case 'first':
      return 0;
    case 'last':
      return lastIndex;
    case 'previous':
      return Math.max(0, current - 1);
    case 'next':
      return Math.min(lastIndex, current + 1);
    case 'page-up':
      return Math.max(0, current - PAGE_SIZE);
    case 'page-down':
      return Math.min(lastIndex, current + PAGE_SIZE);
    default:
      return current;
  }
}

const startsWith = (label: string, search: string) => label.toLocaleLowerCase().startsWith(search.toLocaleLowerCase());

/**
 * The option a typed prefix selects, or -1. A single letter searches from the
 * option after the active one, so pressing it again moves on; a longer prefix
 * keeps the active option if it still matches. Repeating one letter ("mmm")
 * cycles through the options that start with it, as a native select does.
 */
export function typeaheadIndex(labels: readonly string[], search: string, activeIndex: number): number {
  if (search === '' || labels.length === 0) return -1;
  const fromIndex = (start: number) => [...labels.keys()].map((offset) => (((start + offset) % labels.length) + labels.length) % labels.length);
  const firstMatch = (order: number[], prefix: string) => order.find((index) => startsWith(labels[index] ?? '', prefix)) ?? -1;
  const prefixMatch = firstMatch(fromIndex(search.length > 1 ? activeIndex : activeIndex + 1), search);
  if (prefixMatch >= 0) return prefixMatch;
  const first = search.charAt(0).toLocaleLowerCase();
  const sameLetter = search.toLocaleLowerCase().replaceAll(first, '') === '';
  return sameLetter ? firstMatch(fromIndex(activeIndex + 1), first) : -1;
}
