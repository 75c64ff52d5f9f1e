import { describe, expect, it } from 'vitest';
import { actionFromKey, movedIndex, PAGE_SIZE, typeaheadIndex } from './combobox-keys.ts';

describe('select-only combobox keys (WAI-ARIA APG)', () => {
  it.each(['ArrowDown', 'ArrowUp', 'Enter', ' '])('%j opens a closed list', (key) => {
    expect(actionFromKey({ key }, false)).toBe('open');
  });

  it('moves with the arrows, Home, End and the page keys while open', () => {
    expect(actionFromKey({ key: 'ArrowDown' }, true)).toBe('next');
    expect(actionFromKey({ key: 'ArrowUp' }, true)).toBe('previous');
    expect(actionFromKey({ key: 'Home' }, true)).toBe('first');
    expect(actionFromKey({ key: 'End' }, true)).toBe('last');
    expect(actionFromKey({ key: 'PageDown' }, true)).toBe('page-down');
    expect(actionFromKey({ key: 'PageUp' }, true)).toBe('page-up');
  });

  it('opens at the first or last option with Home or End when closed', () => {
    expect(actionFromKey({ key: 'Home' }, false)).toBe('first');
    expect(actionFromKey({ key: 'End' }, false)).toBe('last');
  });

  it('commits with Enter, Space, Alt+ArrowUp and Tab, and closes without committing on Escape', () => {
    expect(actionFromKey({ key: 'Enter' }, true)).toBe('commit');
    expect(actionFromKey({ key: ' ' }, true)).toBe('commit');
    expect(actionFromKey({ key: 'ArrowUp', altKey: true }, true)).toBe('commit');
    expect(actionFromKey({ key: 'Tab' }, true)).toBe('commit-and-leave');
    expect(actionFromKey({ key: 'Escape' }, true)).toBe('close');
  });

  it('types printable characters but leaves shortcuts and closed-list Tab and Escape alone', () => {
    expect(actionFromKey({ key: 'm' }, false)).toBe('type');
    expect(actionFromKey({ key: 'M' }, true)).toBe('type');
    expect(actionFromKey({ key: 'c', ctrlKey: true }, true)).toBeNull();
    expect(actionFromKey({ key: 'r', metaKey: true }, false)).toBeNull();
    expect(actionFromKey({ key: 'Tab' }, false)).toBeNull();
    expect(actionFromKey({ key: 'Escape' }, false)).toBeNull();
    expect(actionFromKey({ key: 'Shift' }, true)).toBeNull();
  });

  it('clamps movements to the list without wrapping', () => {
    expect(movedIndex(0, 12, 'previous')).toBe(0);
    expect(movedIndex(12, 12, 'next')).toBe(12);
    expect(movedIndex(5, 12, 'next')).toBe(6);
    expect(movedIndex(5, 12, 'first')).toBe(0);
    expect(movedIndex(5, 12, 'last')).toBe(12);
    expect(movedIndex(11, 12, 'page-up')).toBe(11 - PAGE_SIZE);
    expect(movedIndex(1, 12, 'page-up')).toBe(0);
    expect(movedIndex(5, 12, 'page-down')).toBe(12);
  });

  describe('type-ahead', () => {
    const labels = ['Select Role', 'Marketing Heads', 'Maintenance Engineers', 'EHS Managers', 'Production Managers', 'Manufacturing Leads'];

    it('jumps to the next option starting with a letter, case-insensitively, and wraps', () => {
      expect(typeaheadIndex(labels, 'm', 0)).toBe(1);
      expect(typeaheadIndex(labels, 'M', 1)).toBe(2);
      expect(typeaheadIndex(labels, 'm', 5)).toBe(1);
    });

    it('keeps the active option while a longer prefix still matches it', () => {
      expect(typeaheadIndex(labels, 'ma', 1)).toBe(1);
      expect(typeaheadIndex(labels, 'mai', 1)).toBe(2);
      expect(typeaheadIndex(labels, 'manu', 2)).toBe(5);
    });

    it('cycles through first-letter matches when one letter is repeated', () => {
      expect(typeaheadIndex(labels, 'mm', 1)).toBe(2);
      expect(typeaheadIndex(labels, 'mmm', 2)).toBe(5);
    });

    it('finds nothing for an unknown prefix', () => {
      expect(typeaheadIndex(labels, 'zz', 0)).toBe(-1);
      expect(typeaheadIndex(labels, 'mx', 0)).toBe(-1);
      expect(typeaheadIndex([], 'm', 0)).toBe(-1);
    });
  });
});
