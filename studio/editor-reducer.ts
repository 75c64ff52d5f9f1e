/** The studio's actions on the open file, over the pure operations of editor-state.ts. */
import {
  deleteSection,
  duplicateSection,
  edit,
  insertSection,
  isJsonObject,
  markSaved,
  moveSection,
  openFile,
  redo,
  replaceSection,
  select,
  undo,
  type ContentUpgrade,
  type EditorState,
  type Json,
} from './editor-state.ts';

export type EditorAction =
  /** `selected` keeps a view through a reopen (Page settings after a rename); by default the first section is selected. */
  | { kind: 'open'; file: string; version: string; json: Json; upgrade?: ContentUpgrade & { onDisk: Json }; selected?: number | null }
  /** The open file is gone (deleted): nothing is open. */
  | { kind: 'close' }
  | { kind: 'edit'; json: Json; key: string }
  | { kind: 'edit-section'; index: number; section: Json; key: string }
  | { kind: 'page-settings'; settings: Json; keys: readonly string[]; key: string }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'duplicate'; index: number }
  | { kind: 'delete'; index: number }
  | { kind: 'insert'; index: number; section: Json }
  | { kind: 'select'; index: number | null }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'saved'; version: string; json: Json };

/** Replaces the page's settings, keeping its other keys (and their order) and dropping settings the form removed. */
function withSettings(page: Json, settings: Json, keys: readonly string[]): Json {
  if (!isJsonObject(page) || !isJsonObject(settings)) return page;
  const next: Record<string, Json> = {};
  for (const [key, value] of Object.entries(page)) {
    if (!keys.includes(key)) next[key] = value;
    else if (settings[key] !== undefined) next[key] = settings[key];
  }
  for (const key of keys) if (!(key in next) && settings[key] !== undefined) next[key] = settings[key];
  return next;
}

export function editorReducerAt(state: EditorState | undefined, action: EditorAction, now: number): EditorState | undefined {
  if (action.kind === 'open') {
    const opened = openFile(action.file, action.version, action.json, action.upgrade);
    return action.selected === undefined ? opened : select(opened, action.selected);
  }
  if (action.kind === 'close') return undefined;
  if (!state) return state;
  switch (action.kind) {
    case 'edit':
      return edit(state, action.json, { key: action.key, at: now });
    case 'edit-section':
      return edit(state, replaceSection(state.current, action.index, action.section), { key: action.key, at: now });
    case 'page-settings':
      return edit(state, withSettings(state.current, action.settings, action.keys), { key: action.key, at: now });
    case 'move':
      return edit(state, moveSection(state.current, action.from, action.to), { key: `move:${now}`, at: now, selected: action.to });
    case 'duplicate':
      return edit(state, duplicateSection(state.current, action.index), { key: `duplicate:${now}`, at: now, selected: action.index + 1 });
    case 'delete':
      return edit(state, deleteSection(state.current, action.index), { key: `delete:${now}`, at: now, selected: Math.max(0, action.index - 1) });
    case 'insert':
      return edit(state, insertSection(state.current, action.index, action.section), { key: `insert:${now}`, at: now, selected: action.index });
    case 'select':
      return select(state, action.index);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'saved':
      return markSaved(state, action.version, action.json);
  }
}

/** The reducer React calls: edits are timed by the clock, so that typing into one field is one undo step. */
export const editorReducer = (state: EditorState | undefined, action: EditorAction) => editorReducerAt(state, action, performance.now());
