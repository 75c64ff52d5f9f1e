// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation, parse, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { SITE_FILE, listPageFiles } from '../../scripts/content/model/paths.ts';
import { applyMinimalEdits, renderJson } from '../../scripts/content/json/minimal-edit.ts';
import { isRecord, projectRoot } from '../../testing/vitest/studio-project.ts';

type Segment = string | number;

/** Every content file of this project, read only. */
const corpus = [SITE_FILE, ...listPageFiles(projectRoot)].map((file) => ({ file, text: readFileSync(join(projectRoot, file), 'utf8') }));

/** The paths of every string value, in document order. */
function stringPaths(value: unknown, path: Segment[] = []): Segment[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** `value` with the string at `path` replaced; the original is left alone. */
function withString(value: unknown, path: readonly Segment[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (Array.isArray(value)) return value.map((item: unknown, index) => (index === head ? withString(item, rest, text) : item));
  if (isRecord(value) && typeof head === 'string') return { ...value, [head]: withString(value[head], rest, text) };
  throw new Error(`Nothing at ${path.join('.')}`);
}

/** The lines that differ, when both texts have the same number of lines; undefined otherwise. */
function changedLines(before: string, after: string): number[] | undefined {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return undefined;
  return a.flatMap((line, index) => (line === b[index] ? [] : [index + 1]));
}

const textOf = (file: string) => corpus.find((entry) => entry.file === file)?.text ?? '';

describe('applyMinimalEdits on every content file', () => {
  it('has a corpus: site.json and every page', () => {
    expect(corpus.length).toBeGreaterThan(40);
  });

  it.each(corpus)('$file: saving the unchanged value gives back the same text', ({ text }) => {
    expect(applyMinimalEdits(text, parse(text))).toBe(text);
  });

  it.each(corpus)('$file: changing one string changes exactly one line', ({ text }) => {
    const value: unknown = parse(text);
    const paths = stringPaths(value);
    // One field per file, chosen by the file's own shape: the string in the middle, usually inside a section.
    const path = paths[Math.floor(paths.length / 2)] ?? [];
    const edited = applyMinimalEdits(text, withString(value, path, 'Edited in the studio'));
    expect(changedLines(text, edited)).toHaveLength(1);
    expect(parse(edited)).toEqual(withString(value, path, 'Edited in the studio'));
    expect(edited.endsWith('\n')).toBe(text.endsWith('\n'));
  });
});

describe('renderJson', () => {
  it.each(corpus)('$file: writes the value exactly as the file is written (Prettier, 160 columns)', ({ text }) => {
    expect(`${renderJson(parse(text), { unit: '  ', eol: '\n', printWidth: 160 })}\n`).toBe(text);
  });
});

describe('applyMinimalEdits', () => {
  const home = textOf('content-json/pages/home.json');

  it('changes one field inside sections[3] on its own line only', () => {
    const value: unknown = parse(home);
    const path = stringPaths(value).find((candidate) => candidate[0] === 'sections' && candidate[1] === 3);
    expect(path).toBeDefined();
    const edited = applyMinimalEdits(home, withString(value, path ?? [], 'A new line of copy'));
    const [line] = changedLines(home, edited) ?? [];
    expect(changedLines(home, edited)).toHaveLength(1);
    expect(edited.split('\n')[(line ?? 1) - 1]).toContain('"A new line of copy"');
  });

  it('keeps every other line when two sections swap places, and moves their text as it was written', () => {
    const value: unknown = parse(home);
    if (!isRecord(value) || !Array.isArray(value['sections'])) throw new Error('home.json has no sections');
    const original: unknown[] = value['sections'];
    const sections = [...original];
    [sections[1], sections[2]] = [sections[2], sections[1]];
    const edited = applyMinimalEdits(home, { ...value, sections });
    expect(parse(edited)).toEqual({ ...value, sections });
    // The same lines, only in another order: nothing was re-indented or re-wrapped.
    expect([...edited.split('\n')].sort()).toEqual([...home.split('\n')].sort());
    // Lines before the first swapped section and after the second are untouched.
    const tree = parseTree(home);
    const first = tree && findNodeAtLocation(tree, ['sections', 1]);
    const second = tree && findNodeAtLocation(tree, ['sections', 2]);
    if (!first || !second) throw new Error('home.json has fewer than three sections');
    const lineOf = (offset: number) => home.slice(0, offset).split('\n').length;
    const before = home.split('\n');
    const after = edited.split('\n');
    expect(after.slice(0, lineOf(first.offset) - 1)).toEqual(before.slice(0, lineOf(first.offset) - 1));
    expect(after.slice(lineOf(second.offset + second.length))).toEqual(before.slice(lineOf(second.offset + second.length)));
    expect(edited).not.toBe(home);
  });

  it("deletes a removed key and appends a new one, in the file's indentation", () => {
    const text = '{\n    "a": 1,\n    "b": {\n        "c": "x"\n    }\n}\n';
    expect(applyMinimalEdits(text, { b: { c: 'x', d: true } })).toBe('{\n    "b": {\n        "c": "x",\n        "d": true\n    }\n}\n');
  });

  it('removes and inserts array items while the items around them keep their text', () => {
    const text = '{\n  "items": [\n    { "n": 1 },\n    { "n": 2 },\n    { "n": 3 }\n  ]\n}\n';
    const removed = applyMinimalEdits(text, { items: [{ n: 1 }, { n: 3 }] });
    expect(removed).toBe('{\n  "items": [\n    { "n": 1 },\n    { "n": 3 }\n  ]\n}\n');
    const inserted = applyMinimalEdits(text, { items: [{ n: 1 }, { n: 2 }, { n: 2.5 }, { n: 3 }] });
    expect(parse(inserted)).toEqual({ items: [{ n: 1 }, { n: 2 }, { n: 2.5 }, { n: 3 }] });
    expect(inserted).toContain('    { "n": 1 },\n    { "n": 2 },\n');
    expect(inserted).toContain('    { "n": 3 }\n  ]');
  });

  it('writes a new section as Prettier would, short lists on one line', () => {
    const text = '{\n  "sections": [\n    {\n      "type": "cta-band"\n    }\n  ]\n}\n';
    const section = { type: 'rotating-word-hero', words: ['SALES', 'TRAINING'], header: { heading: 'Welcome' }, items: [{ a: 1 }] };
    expect(applyMinimalEdits(text, { sections: [section, { type: 'cta-band' }] }, { printWidth: 160 })).toBe(
      '{\n  "sections": [\n    {\n      "type": "rotating-word-hero",\n      "words": ["SALES", "TRAINING"],\n      "header": {\n        "heading": "Welcome"\n      },\n      "items": [\n        {\n          "a": 1\n        }\n      ]\n    },\n    {\n      "type": "cta-band"\n    }\n  ]\n}\n',
    );
  });

  it('keeps a file without a trailing newline without one', () => {
    expect(applyMinimalEdits('{\n  "a": 1\n}', { a: 2 })).toBe('{\n  "a": 2\n}');
  });

  it('writes a file that is not JSON out whole', () => {
    expect(applyMinimalEdits('{ broken', { a: 1 })).toBe('{\n  "a": 1\n}\n');
  });
});
