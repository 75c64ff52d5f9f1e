// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSectionSchemaFiles, sectionSchemaFile, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { readSectionGroups } from '../../scripts/content/model/section-groups.ts';
import { SECTION_DOCS_FILE, generateSectionDocs } from '../../scripts/content/sync/section-docs.ts';

const root = process.cwd();
const types = listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile);
const docs = readFileSync(join(root, SECTION_DOCS_FILE), 'utf8');
const schemaOf = (type: string) => JSON.parse(readFileSync(join(root, sectionSchemaFile(type)), 'utf8')) as { group: string; examples: unknown[] };
const examplesOf = (type: string) => schemaOf(type).examples;
const groups = readSectionGroups(root);
/** The section types of each group, in name order: as docs/sections.md lists them. */
const typesOf = (groupId: string) => types.filter((type) => schemaOf(type).group === groupId);

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

describe('the section groups (schemas/section-groups.json, named by each schema\'s "group")', () => {
  it('hold every section type: each schema names a known group', () => {
    const ids = groups.map((group) => group.id);
    expect(types.filter((type) => !ids.includes(schemaOf(type).group))).toEqual([]);
  });

  it('have distinct ids, and no group is empty', () => {
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
    expect(groups.filter((group) => typesOf(group.id).length === 0)).toEqual([]);
  });
});

describe(SECTION_DOCS_FILE, () => {
  it('is current (run `npm run sections:sync` if this fails)', () => {
    expect(docs).toBe(generateSectionDocs(root));
  });

  it('links the live catalogue /sections before the first section', () => {
    expect(docs.indexOf('/sections')).toBeGreaterThan(-1);
    expect(docs.indexOf('/sections')).toBeLessThan(docs.indexOf('\n### '));
  });

  it('describes every section type exactly once, under its group, in the order of the groups', () => {
    const headings = [...docs.matchAll(/^### `([a-z-]+)`$/gm)].map((match) => match[1]);
    expect(headings).toEqual(groups.flatMap((group) => typesOf(group.id)));
    expect([...headings].sort()).toEqual(types);
    for (const group of groups) expect(docs).toContain(`\n## ${group.title}\n`);
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
