// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSectionSchemaFiles } from '../../scripts/content/model/paths.ts';

const root = process.cwd();
const schemaFiles = [
  ...readdirSync(join(root, 'schemas'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `schemas/${name}`),
  ...listSectionSchemaFiles(root),
];

/** Every entry of every "properties" object, with its JSON path, wherever it sits in the schema. */
function properties(node: unknown, path: string): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => properties(item, `${path}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => {
    const here = `${path}.${key}`;
    const own: [string, unknown][] =
      key === 'properties' && typeof child === 'object' && child !== null
        ? Object.entries(child as Record<string, unknown>).map(([name, value]) => [`${here}.${name}`, value])
        : [];
    return [...own, ...properties(child, here)];
  });
}

const describesItself = (schema: unknown): boolean =>
  typeof schema === 'object' &&
  schema !== null &&
  ('description' in schema || ('$ref' in schema && typeof schema.$ref === 'string' && schema.$ref.includes('#/definitions/')));

describe.each(schemaFiles)('%s', (file) => {
  const schema: unknown = JSON.parse(readFileSync(join(root, file), 'utf8'));

  it('describes every property for the editors and marketers who read it', () => {
    const undocumented = properties(schema, '$')
      .filter(([, property]) => !describesItself(property))
      .map(([path]) => path);
    expect(undocumented).toEqual([]);
  });

  if (file.startsWith('sections/')) {
    it('has at least one example', () => {
      expect(schema).toHaveProperty('examples');
      expect((schema as { examples: unknown[] }).examples.length).toBeGreaterThan(0);
    });
  }
});
