/** The studio's keyboard shortcuts: Ctrl (⌘ on a Mac) with S saves, with Z undoes, with Shift+Z (or Ctrl+Y) redoes. */
export type StudioShortcut = 'save' | 'undo' | 'redo';

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function shortcutOf(press: KeyPress): StudioShortcut | undefined {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return undefined;
  const key = press.key.toLowerCase();
  if (key === 's') return 'save';
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && press.ctrlKey && !press.shiftKey) return 'redo';
  return undefined;
}

/**
 * Undo and redo belong to the studio's one history inside the edit form too (the browser's own undo in a field would
 * keep a second history that the studio's Undo does not know); other boxes (search, New page) keep the browser's.
 */
export function studioTakesUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (!target.matches('input, textarea, select, [contenteditable="true"]')) return true;
  return target.closest('[data-studio-form]') !== null;
}
