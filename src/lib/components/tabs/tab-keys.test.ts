import { describe, expect, it } from 'vitest';
import { movedTabIndex, tabIndexForKey, tabMoveForKey } from './tab-keys.ts';

describe('tab keys (WAI-ARIA tabs pattern)', () => {
  it.each([
    [0, 'next', 1],
    [2, 'next', 0],
    [0, 'previous', 2],
    [2, 'previous', 1],
    [1, 'first', 0],
    [0, 'last', 2],
  ] as const)('moves from tab %i to the %s one among three: %i', (from, move, expected) => {
    expect(movedTabIndex(from, move, 3)).toBe(expected);
  });

  it('stays on the only tab, and at 0 when there are none', () => {
    expect(movedTabIndex(0, 'next', 1)).toBe(0);
    expect(movedTabIndex(0, 'previous', 1)).toBe(0);
    expect(movedTabIndex(0, 'last', 0)).toBe(0);
  });

  it('maps Left and Right in a horizontal list, and leaves Up and Down to the page', () => {
    expect(tabMoveForKey('ArrowRight')).toBe('next');
    expect(tabMoveForKey('ArrowLeft')).toBe('previous');
    expect(tabMoveForKey('ArrowDown')).toBeUndefined();
    expect(tabMoveForKey('ArrowUp')).toBeUndefined();
  });

  it('maps Up and Down in a vertical list, and leaves Left and Right alone', () => {
    expect(tabMoveForKey('ArrowDown', 'vertical')).toBe('next');
    expect(tabMoveForKey('ArrowUp', 'vertical')).toBe('previous');
    expect(tabMoveForKey('ArrowRight', 'vertical')).toBeUndefined();
  });

  it('maps all four arrows when the list answers both', () => {
    expect(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].map((key) => tabMoveForKey(key, 'both'))).toEqual(['next', 'next', 'previous', 'previous']);
  });

  it.each(['horizontal', 'vertical', 'both'] as const)('maps Home and End to the ends in a %s list', (orientation) => {
    expect(tabMoveForKey('Home', orientation)).toBe('first');
    expect(tabMoveForKey('End', orientation)).toBe('last');
  });

  it('ignores keys that do not move the selection', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape', 'PageDown']) expect(tabMoveForKey(key, 'both')).toBeUndefined();
  });

  it('turns a key press into the index it selects', () => {
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('Enter', 1, 3)).toBeUndefined();
  });
});
