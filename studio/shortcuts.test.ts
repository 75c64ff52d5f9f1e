// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutOf, studioTakesUndo } from './shortcuts.ts';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('the studio keyboard shortcuts', () => {
  it.each([
    [press('s', { ctrlKey: true }), 'save'],
    [press('s', { metaKey: true }), 'save'],
    [press('z', { ctrlKey: true }), 'undo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('z', { metaKey: true, shiftKey: true }), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
  ])('%o is %s', (keys, shortcut) => {
    expect(shortcutOf(keys)).toBe(shortcut);
  });

  it.each([
    press('z'),
    press('s', { shiftKey: true }),
    press('z', { ctrlKey: true, altKey: true }),
    press('y', { metaKey: true }),
    press('a', { ctrlKey: true }),
  ])('%o is none', (keys) => {
    expect(shortcutOf(keys)).toBeUndefined();
  });

  it('takes undo in the edit form and outside boxes, and leaves it to the browser in other boxes', () => {
    document.body.innerHTML = '<div data-studio-form><input id="field"></div><input id="search"><button id="button"></button>';
    expect(studioTakesUndo(document.getElementById('field'))).toBe(true);
    expect(studioTakesUndo(document.getElementById('button'))).toBe(true);
    expect(studioTakesUndo(document.getElementById('search'))).toBe(false);
  });
});
