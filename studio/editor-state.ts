/**
 * The open file as the studio edits it: pure functions, so undo, redo, coalescing and the section operations are
 * tested without a browser. The document is plain JSON (what the file holds, without schema defaults).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface EditorState {
  file: string;
  /** The version (hash) of the text on disk when it was opened or last saved: a save from another version is refused. */
  version: string;
  /** The document as last saved (or opened). */
  saved: Json;
  current: Json;
  past: Json[];
  future: Json[];
  /** The selected section, or null for the page's settings. */
  selected: number | null;
  /** What the last edit changed and when, so that typing into one field becomes one undo step. */
  lastEdit: { key: string; at: number } | undefined;
  /** Set while the file is open upgraded from an older content version and that upgrade is not saved yet. */
  upgrade?: ContentUpgrade;
}

/** How the server upgraded a file written for an older content version when it opened it (studio-api.ts). */
export interface ContentUpgrade {
  from: number;
  to: number;
  /** What each migration changed, in plain words. */
  summaries: string[];
}

/** Keystrokes into the same field closer together than this are one undo step. */
export const COALESCE_WINDOW_MS = 1000;

/** The most undo steps kept. */
export const HISTORY_LIMIT = 200;

export const isJsonObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A newly opened file. One that came upgraded (`upgrade`) opens with the document on disk as its saved state, so it
 * has unsaved changes, the upgrade, from the start, and nothing to undo: the upgrade is not an edit to take back.
 */
export function openFile(file: string, version: string, json: Json, upgrade?: ContentUpgrade & { onDisk: Json }): EditorState {
  const sections = sectionsOf(json);
  const opened: EditorState = {
    file,
    version,
    saved: json,
    current: json,
    past: [],
    future: [],
    selected: sections.length > 0 ? 0 : null,
    lastEdit: undefined,
  };
  if (!upgrade) return opened;
  const { onDisk, ...told } = upgrade;
  return { ...opened, saved: onDisk, upgrade: told };
}

/** Equal as JSON values: key order does not count (the save keeps the file's order whatever the form's order is). */
export function sameJson(left: Json | undefined, right: Json | undefined): boolean {
  if (left === right) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, index) => sameJson(item, right[index]));
  }
  if (!isJsonObject(left ?? null) || !isJsonObject(right ?? null)) return false;
  const leftObject = left as JsonObject;
  const rightObject = right as JsonObject;
  const keys = Object.keys(leftObject);
  return keys.length === Object.keys(rightObject).length && keys.every((key) => key in rightObject && sameJson(leftObject[key], rightObject[key]));
}

export const isDirty = (state: EditorState) => !sameJson(state.saved, state.current);

/**
 * Replaces the document. An edit with the same `key` as the previous one within COALESCE_WINDOW_MS (typing into one
 * field) amends the previous undo step instead of adding one.
 */
export function edit(state: EditorState, next: Json, change: { key: string; at: number; selected?: number | null }): EditorState {
  if (sameJson(next, state.current)) return state;
  const coalesce =
    state.lastEdit !== undefined && state.lastEdit.key === change.key && change.at - state.lastEdit.at < COALESCE_WINDOW_MS && state.past.length > 0;
  const past = coalesce ? state.past : [...state.past, state.current].slice(-HISTORY_LIMIT);
  return {
    ...state,
    current: next,
    past,
    future: [],
    selected: change.selected === undefined ? state.selected : change.selected,
    lastEdit: { key: change.key, at: change.at },
  };
}

export function undo(state: EditorState): EditorState {
  const previous = state.past.at(-1);
  if (previous === undefined) return state;
  return {
    ...state,
    current: previous,
    past: state.past.slice(0, -1),
    future: [state.current, ...state.future],
    selected: clampSelection(previous, state.selected),
    lastEdit: undefined,
  };
}

export function redo(state: EditorState): EditorState {
  const [next, ...rest] = state.future;
  if (next === undefined) return state;
  return { ...state, current: next, past: [...state.past, state.current], future: rest, selected: clampSelection(next, state.selected), lastEdit: undefined };
}

/** After a save: the saved document and the version the server wrote. History stays, so a save can be undone too. */
export const markSaved = (state: EditorState, version: string, saved: Json): EditorState => {
  // Once saved, the file on disk holds the upgrade: there is nothing left to say about it.
  const next: EditorState = { ...state, version, saved, lastEdit: undefined };
  delete next.upgrade;
  return next;
};

export const select = (state: EditorState, selected: number | null): EditorState => ({ ...state, selected: clampSelection(state.current, selected) });

/** A section's "type", or undefined when it has none that is text. */
export function sectionTypeOf(section: Json | undefined): string | undefined {
  if (section === undefined || !isJsonObject(section)) return undefined;
  const type = section['type'];
  return typeof type === 'string' ? type : undefined;
}

export function sectionsOf(json: Json): Json[] {
  if (!isJsonObject(json)) return [];
  const sections = json['sections'];
  return Array.isArray(sections) ? sections : [];
}

function withSections(json: Json, sections: Json[]): Json {
  return isJsonObject(json) ? { ...json, sections } : json;
}

function clampSelection(json: Json, selected: number | null): number | null {
  const count = sectionsOf(json).length;
  if (selected === null || count === 0) return count === 0 ? null : selected;
  return Math.min(Math.max(selected, 0), count - 1);
}

/** The section at `from` moved to `to` (both indexes in the current order). */
export function moveSection(json: Json, from: number, to: number): Json {
  const sections = [...sectionsOf(json)];
  const [moved] = sections.splice(from, 1);
  if (moved === undefined || to < 0 || to > sections.length) return json;
  sections.splice(to, 0, moved);
  return withSections(json, sections);
}

export function duplicateSection(json: Json, index: number): Json {
  const sections = [...sectionsOf(json)];
  const section = sections[index];
  if (section === undefined) return json;
  sections.splice(index + 1, 0, structuredClone(section));
  return withSections(json, sections);
}

export function deleteSection(json: Json, index: number): Json {
  const sections = sectionsOf(json).filter((_, at) => at !== index);
  return withSections(json, sections);
}

export function insertSection(json: Json, index: number, section: Json): Json {
  const sections = [...sectionsOf(json)];
  sections.splice(Math.min(Math.max(index, 0), sections.length), 0, section);
  return withSections(json, sections);
}

export function replaceSection(json: Json, index: number, section: Json): Json {
  const sections = [...sectionsOf(json)];
  if (index < 0 || index >= sections.length) return json;
  sections[index] = section;
  return withSections(json, sections);
}

/** The page with one top-level property replaced (`meta`, `path`), or removed when `value` is undefined. */
export function replaceProperty(json: Json, key: string, value: Json | undefined): Json {
  if (!isJsonObject(json)) return json;
  if (value !== undefined) return { ...json, [key]: value };
  return Object.fromEntries(Object.entries(json).filter(([name]) => name !== key));
}

/**
 * The path of a located problem (`sections[2].header.heading`) as segments, so the studio can select the section
 * and the field it names.
 */
export function parseJsonPath(path: string): (string | number)[] {
  if (path === '(top level)') return [];
  const segments: (string | number)[] = [];
  const pattern = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(String(JSON.parse(match[3])));
  }
  return segments;
}
