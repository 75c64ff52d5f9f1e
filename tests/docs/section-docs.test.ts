// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTION_SCHEMAS_DIR, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/lib/content/paths.ts';
import { SECTION_DOCS_FILE, generateSectionDocs } from '../../scripts/lib/section-docs.ts';
import { SECTION_GROUPS } from '../../scripts/lib/section-groups.ts';

const root = process.cwd();
const types = listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile);
const docs = readFileSync(join(root, SECTION_DOCS_FILE), 'utf8');
const examplesOf = (type: string) =>
  (JSON.parse(readFileSync(join(root, SECTION_SCHEMAS_DIR, `${type}.schema.json`), 'utf8')) as { examples: unknown[] }).examples;

/** A section type's part of the catalogue: from its heading to the next heading of its level or above. */
function partOf(type: string): string {
  const start = docs.indexOf(`\n### \`${type}\`\n`);
  const rest = docs.slice(start + 1);
  const next = rest.slice(1).search(/\n##{1,2} /);
  return next === -1 ? rest : rest.slice(0, next + 1);
}

/**
 * The field paths an example uses, as the catalogue writes them (`cards[].title`). Lists of plain values or of mixed
 * text and links (legal running text) are one field: the catalogue describes them in one row.
 */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    const objects = value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    return objects ? value.flatMap((item) => fieldPaths(item, `${prefix}[]`)) : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(child, path)];
  });
}

describe('the section groups (scripts/lib/section-groups.ts)', () => {
  it('put every section type in exactly one group', () => {
    const grouped = SECTION_GROUPS.flatMap((group) => group.types);
    const counts = new Map(types.map((type) => [type, grouped.filter((candidate) => candidate === type).length]));
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('name only section types that exist, and no group is empty', () => {
    expect(SECTION_GROUPS.flatMap((group) => group.types).filter((type) => !types.includes(type))).toEqual([]);
    expect(SECTION_GROUPS.filter((group) => group.types.length === 0)).toEqual([]);
  });
});

describe(SECTION_DOCS_FILE, () => {
  it('is current (run `npm run content:types` if this fails)', () => {
    expect(docs).toBe(generateSectionDocs(root));
  });

  it('links the live catalogue /sections before the first section', () => {
    expect(docs.indexOf('/sections')).toBeGreaterThan(-1);
    expect(docs.indexOf('/sections')).toBeLessThan(docs.indexOf('\n### '));
  });

  it('describes every section type exactly once, under its group, in the order of the groups', () => {
    const headings = [...docs.matchAll(/^### `([a-z-]+)`$/gm)].map((match) => match[1]);
    expect(headings).toEqual(SECTION_GROUPS.flatMap((group) => group.types));
    expect([...headings].sort()).toEqual(types);
    for (const group of SECTION_GROUPS) expect(docs).toContain(`\n## ${group.title}\n`);
  });

  it('spells out nested fields instead of "see schema"', () => {
    expect(docs).not.toMatch(/see schema/i);
    // The shared pieces are expanded wherever a section uses them.
    expect(partOf('page-intro')).toContain('`header.heading`');
    expect(partOf('cta-band')).toContain('`action.target`');
    expect(partOf('link-cards')).toContain('`cards[].link.label`');
    expect(partOf('legal-document')).toContain('`sections[].blocks[]` with `"type": "paragraph"`');
  });

  it.each(types)('%s: every field its schema examples use has a row', (type) => {
    const part = partOf(type);
    const rows = part.split('\n').filter((line) => line.startsWith('| '));
    const rowOf = (path: string) => rows.find((row) => row.includes(`\`${path}\` |`));
    // Running text with links (legal documents) is one field whose row shows the link's shape.
    const insideRunningText = (path: string) =>
      rows.some((row) => row.includes('pieces of text and links') && path.startsWith(`${/`([^`]+)`/.exec(row)?.[1] ?? '\u0000'}[]`));
    const missing = [...new Set(examplesOf(type).flatMap((example) => fieldPaths(example)))].filter((path) => !rowOf(path) && !insideRunningText(path));
    expect(missing).toEqual([]);
  });

  it('tells the look-alike sections apart in "Which one do I use?"', () => {
    const start = docs.indexOf('\n## Which one do I use?\n');
    expect(start).toBeGreaterThan(-1);
    const part = docs.slice(start, docs.indexOf('\n## ', start + 1));
    for (const type of ['why-slider', 'why-carousel', 'feature-grid', 'link-cards', 'solution-cards', 'discipline-cards']) {
      expect(part, type).toContain(`\`${type}\``);
      expect(types).toContain(type);
    }
  });
});
