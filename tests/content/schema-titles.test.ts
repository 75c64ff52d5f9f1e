// @vitest-environment node
/**
 * The studio builds its forms from the schemas, and rjsf labels each field with its schema's `title`: without one a
 * marketer reads the raw key ("heading*", "words-1") or a type name ("SectionHeader"). Every property, and the entries
 * of every list of objects, carries a short human title.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTIONS_DIR, listSectionSchemaFiles, sectionSchemaFile } from '../../scripts/content/model/paths.ts';

type Node = { [key: string]: unknown };

const root = process.cwd();
const schemasDir = join(root, 'schemas');
const schemaFiles = [
  ...readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => join(schemasDir, name)),
  ...listSectionSchemaFiles(root).map((file) => join(root, file)),
];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum', 'required', 'keywordErrorMessages', 'errorMessage']);

/** Why a title would read as a key or a type name, or undefined when it reads as words. */
function titleFault(title: unknown, key?: string): string | undefined {
  if (typeof title !== 'string' || title.trim() === '') return 'has no title';
  if (key !== undefined && title === key) return `has its key "${key}" as its title`;
  if (/^\S+$/.test(title) && /[a-z][A-Z]/.test(title)) return `has the title "${title}" in camelCase or PascalCase`;
  if (/[*.:;,!?]$/.test(title)) return `has the title "${title}", which ends in punctuation`;
  if (!/^[A-Z0-9]/.test(title)) return `has the title "${title}", which does not start with a capital letter`;
  return undefined;
}

type Load = (file: string) => unknown;

/** The schema a `$ref` points to, followed through further references. */
function resolve(schema: unknown, file: string, load: Load, seen = new Set<string>()): { schema: unknown; file: string } {
  if (!isNode(schema) || typeof schema['$ref'] !== 'string') return { schema, file };
  const [path = '', pointer = ''] = schema['$ref'].split('#');
  const target = path ? join(dirname(file), path) : file;
  const id = `${target}#${pointer}`;
  if (seen.has(id)) return { schema: undefined, file: target };
  seen.add(id);
  let node: unknown = load(target);
  for (const segment of pointer.split('/').slice(1)) {
    node = isNode(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return resolve(node, target, load, seen);
}

/** Whether a schema (after its references) describes an object, or a choice among objects. */
function describesObject(schema: unknown, file: string, load: Load): boolean {
  const resolved = resolve(schema, file, load);
  if (!isNode(resolved.schema)) return false;
  if (resolved.schema['type'] === 'object' || isNode(resolved.schema['properties'])) return true;
  const branches = resolved.schema['oneOf'] ?? resolved.schema['anyOf'];
  return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => describesObject(branch, resolved.file, load));
}

/** Every title problem in one schema file, each named by its file and JSON pointer. */
function titleProblems(file: string, document: unknown, load: Load): string[] {
  const name = relative(root, file);
  const problems: string[] = [];
  const report = (pointer: string, fault: string | undefined) => {
    if (fault) problems.push(`${name}#${pointer} ${fault}`);
  };
  const isSection = file.startsWith(join(root, SECTIONS_DIR));
  // The section's "type" (a hidden constant) and a page's "$schema" are not shown in the studio.
  const hidden = (pointer: string) => (isSection && pointer === '/properties/type') || pointer === '/properties/$schema';

  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${pointer}/${index}`));
      return;
    }
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(key)) continue;
      const here = `${pointer}/${escapePointer(key)}`;
      if (key === 'properties' && isNode(value)) {
        for (const [property, schema] of Object.entries(value)) {
          const at = `${here}/${escapePointer(property)}`;
          if (!hidden(at)) report(at, titleFault(isNode(schema) ? schema['title'] : undefined, property));
          walk(schema, at);
        }
        continue;
      }
      // A choice between shapes (a legal document's paragraph, list or facts) is offered by its branches' titles.
      if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value) && value.every((branch) => describesObject(branch, file, load)))
        value.forEach((branch, index) => {
          // A title beside the $ref wins; without one, rjsf offers the branch by its target's title.
          const target = resolve(branch, file, load).schema;
          const title = isNode(branch) && branch['title'] !== undefined ? branch['title'] : isNode(target) ? target['title'] : undefined;
          report(`${here}/${index}`, titleFault(title));
        });
      if (key === 'items' && isNode(value) && node['type'] === 'array') {
        const title = value['title'];
        if (title !== undefined || describesObject(value, file, load)) report(here, titleFault(title));
      }
      walk(value, here);
    }
  };
  // A section's own title is its name in the studio's section picker (its type name comes from its file).
  if (isSection) report('', titleFault(isNode(document) ? document['title'] : undefined));
  walk(document, '');
  return problems;
}

const read: Load = (file) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('schema titles', () => {
  it('finds the schema files', () => {
    expect(schemaFiles.length).toBeGreaterThan(30);
  });

  it('gives every property, and every entry of a list of objects, a human title', () => {
    const problems = schemaFiles.flatMap((file) => titleProblems(file, read(file), read));
    expect(problems).toEqual([]);
  });

  it('would catch a missing title, a key or a type name as a title, and an untitled list entry', () => {
    const file = join(root, sectionSchemaFile('example'));
    const schema = {
      title: 'ExampleSection',
      type: 'object',
      properties: {
        type: { const: 'example' },
        heading: { type: 'string' },
        intro: { type: 'string', title: 'intro' },
        header: { $ref: '../../../schemas/defs.schema.json#/definitions/sectionHeader', title: 'SectionHeader' },
        words: { type: 'array', title: 'Words*', items: { type: 'string' } },
        cards: { type: 'array', title: 'Cards', items: { type: 'object', properties: { label: { type: 'string', title: 'Label' } } } },
        actions: { type: 'array', title: 'Buttons', items: { $ref: '../../../schemas/defs.schema.json#/definitions/link' } },
        block: {
          title: 'Block',
          oneOf: [
            { $ref: '../../../schemas/defs.schema.json#/definitions/link', title: 'Link' },
            { type: 'object', properties: {} },
          ],
        },
      },
    };
    expect(titleProblems(file, schema, read)).toEqual([
      'src/sections/example/example.schema.json# has the title "ExampleSection" in camelCase or PascalCase',
      'src/sections/example/example.schema.json#/properties/heading has no title',
      'src/sections/example/example.schema.json#/properties/intro has its key "intro" as its title',
      'src/sections/example/example.schema.json#/properties/header has the title "SectionHeader" in camelCase or PascalCase',
      'src/sections/example/example.schema.json#/properties/words has the title "Words*", which ends in punctuation',
      'src/sections/example/example.schema.json#/properties/cards/items has no title',
      'src/sections/example/example.schema.json#/properties/actions/items has no title',
      'src/sections/example/example.schema.json#/properties/block/oneOf/1 has no title',
    ]);
  });
});
