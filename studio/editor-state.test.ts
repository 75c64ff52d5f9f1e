import { describe, expect, it } from 'vitest';
import {
  COALESCE_WINDOW_MS,
  deleteSection,
  duplicateSection,
  edit,
  insertSection,
  isDirty,
  markSaved,
  moveSection,
  openFile,
  parseJsonPath,
  redo,
  replaceSection,
  sectionTypeOf,
  undo,
  type Json,
} from './editor-state.ts';
import { editorReducerAt } from './editor-reducer.ts';

const page: Json = {
  path: '/events',
  meta: { title: 'Events', description: 'Where to meet Satori XR.' },
  sections: [
    { type: 'page-intro', heading: 'Events' },
    { type: 'cta-band', heading: 'Book a demo' },
    { type: 'latest-posts', heading: 'News' },
  ],
};

const types = (json: Json) => (json as { sections: { type: string }[] }).sections.map((section) => section.type);

describe('editor state', () => {
  it('opens a page with its first section selected and nothing to undo', () => {
    const state = openFile('content-json/pages/events.json', 'v1', page);
    expect(state.selected).toBe(0);
    expect(isDirty(state)).toBe(false);
    expect(undo(state)).toBe(state);
  });

  it('opens a page again at the view it names: after a rename, Page settings (no section) stays in view', () => {
    const reopened = editorReducerAt(openFile('f', 'v1', page), { kind: 'open', file: 'f', version: 'v2', json: page, selected: null }, 0);
    expect(reopened?.selected).toBeNull();
    expect(reopened?.version).toBe('v2');
    expect(editorReducerAt(undefined, { kind: 'open', file: 'f', version: 'v2', json: page }, 0)?.selected).toBe(0);
  });

  it('makes typing into one field one undo step, and a pause or another field a new one', () => {
    let state = openFile('f', 'v1', page);
    state = edit(state, replaceSection(state.current, 0, { type: 'page-intro', heading: 'E' }), { key: 'sections.0.heading', at: 0 });
    state = edit(state, replaceSection(state.current, 0, { type: 'page-intro', heading: 'Ev' }), { key: 'sections.0.heading', at: 200 });
    state = edit(state, replaceSection(state.current, 0, { type: 'page-intro', heading: 'Eve' }), { key: 'sections.0.heading', at: 200 + COALESCE_WINDOW_MS });
    expect(state.past).toHaveLength(2);
    state = edit(state, replaceSection(state.current, 1, { type: 'cta-band', heading: 'Talk to us' }), { key: 'sections.1.heading', at: 1300 });
    expect(state.past).toHaveLength(3);
    state = undo(undo(state));
    expect(state.current).toEqual(replaceSection(page, 0, { type: 'page-intro', heading: 'Ev' }));
    state = redo(state);
    expect(state.current).toEqual(replaceSection(page, 0, { type: 'page-intro', heading: 'Eve' }));
    expect(isDirty(state)).toBe(true);
  });

  it('drops the redo steps when a new edit follows an undo', () => {
    let state = openFile('f', 'v1', page);
    state = edit(state, deleteSection(state.current, 2), { key: 'delete', at: 0 });
    state = undo(state);
    expect(state.future).toHaveLength(1);
    state = edit(state, duplicateSection(state.current, 0), { key: 'duplicate', at: 10 });
    expect(state.future).toHaveLength(0);
    expect(types(state.current)).toEqual(['page-intro', 'page-intro', 'cta-band', 'latest-posts']);
  });

  it('is clean again after a save, and the save keeps the history', () => {
    let state = openFile('f', 'v1', page);
    state = edit(state, deleteSection(state.current, 1), { key: 'delete', at: 0 });
    state = markSaved(state, 'v2', state.current);
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe('v2');
    expect(isDirty(undo(state))).toBe(true);
  });

  it('moves, duplicates, inserts and deletes sections without touching the others', () => {
    expect(types(moveSection(page, 0, 2))).toEqual(['cta-band', 'latest-posts', 'page-intro']);
    expect(types(moveSection(page, 2, 0))).toEqual(['latest-posts', 'page-intro', 'cta-band']);
    expect(moveSection(page, 0, 9)).toBe(page);
    expect(types(insertSection(page, 1, { type: 'hero' }))).toEqual(['page-intro', 'hero', 'cta-band', 'latest-posts']);
    const copied = duplicateSection(page, 1);
    expect(types(copied)).toEqual(['page-intro', 'cta-band', 'cta-band', 'latest-posts']);
    expect((copied as { sections: Json[] }).sections[2]).not.toBe((page as { sections: Json[] }).sections[1]);
    expect(types(deleteSection(page, 0))).toEqual(['cta-band', 'latest-posts']);
  });

  it('keeps the selection on a section that exists after undoing an insertion', () => {
    let state = openFile('f', 'v1', page);
    state = edit(state, insertSection(state.current, 3, { type: 'hero' }), { key: 'insert', at: 0, selected: 3 });
    expect(state.selected).toBe(3);
    expect(undo(state).selected).toBe(2);
  });

  it('reads the JSON paths of located problems', () => {
    expect(parseJsonPath('sections[2].header.heading')).toEqual(['sections', 2, 'header', 'heading']);
    expect(parseJsonPath('meta.title')).toEqual(['meta', 'title']);
    expect(parseJsonPath('externalLinks["book-a-demo"]')).toEqual(['externalLinks', 'book-a-demo']);
    expect(parseJsonPath('(top level)')).toEqual([]);
  });
});

describe('section types', () => {
  it('reads a section’s type, and nothing from a section without one', () => {
    expect(sectionTypeOf({ type: 'cta-band' })).toBe('cta-band');
    expect(sectionTypeOf({ heading: 'No type' })).toBeUndefined();
    expect(sectionTypeOf({ type: 3 })).toBeUndefined();
    expect(sectionTypeOf(undefined)).toBeUndefined();
  });
});

describe('a file opened upgraded from an older content version', () => {
  const onDisk: Json = { $schema: '../../schemas/page.schema.json', path: '/events', sections: [] };
  const upgraded: Json = { $schema: '../../schemas/page.schema.json', version: 1, path: '/events', sections: [] };
  const upgrade = { from: 0, to: 1, summaries: ['every file states its content version'], onDisk };

  it('has the upgrade as unsaved changes from the start, says how it was upgraded, and has nothing to undo', () => {
    const state = openFile('content-json/pages/events.json', 'v1', upgraded, upgrade);
    expect(state.current).toBe(upgraded);
    expect(isDirty(state)).toBe(true);
    expect(state.upgrade).toEqual({ from: 0, to: 1, summaries: ['every file states its content version'] });
    expect(undo(state)).toBe(state);
  });

  it('says nothing more about it once saved', () => {
    const saved = markSaved(openFile('content-json/pages/events.json', 'v1', upgraded, upgrade), 'v2', upgraded);
    expect(isDirty(saved)).toBe(false);
    expect(saved.upgrade).toBeUndefined();
  });

  it('opens a current file as before, with nothing to say', () => {
    expect(openFile('content-json/pages/events.json', 'v1', upgraded).upgrade).toBeUndefined();
  });
});
