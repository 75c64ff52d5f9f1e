// @vitest-environment node
/**
 * Issue 28 (5, 9): every schema rule a marketer can break has a plain message, and each message sits where both
 * readers find it as text: content:check (ajv with ajv-errors, through schemaForAjv) and VS Code's JSON language
 * service, which shows an "errorMessage" object as "[object Object]".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSectionSchemaFiles } from '../../scripts/content/model/paths.ts';
import { schemaForAjv } from '../../scripts/content/model/validator.ts';

const root = process.cwd();
const schemaFiles = ['schemas/defs.schema.json', 'schemas/page.schema.json', 'schemas/site.schema.json', ...listSectionSchemaFiles(root)];
/** Where a schema holds content rather than subschemas. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum']);

type SchemaNode = { [key: string]: unknown };
/** Every subschema of every schema file, with its place (file and JSON pointer). */
function subschemas(): { place: string; node: SchemaNode }[] {
  const found: { place: string; node: SchemaNode }[] = [];
  const visit = (value: unknown, place: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${place}/${index}`));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const node = value as SchemaNode;
    found.push({ place, node });
    for (const [key, item] of Object.entries(node)) if (!DATA_KEYWORDS.has(key)) visit(item, `${place}/${key}`);
  };
  for (const file of schemaFiles) visit(JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown, `${file}#`);
  return found;
}

describe('schema messages', () => {
  it('give every "pattern" a plain "patternErrorMessage", so no message shows a regular expression', () => {
    const withoutMessage = subschemas()
      .filter(({ node }) => typeof node['pattern'] === 'string' && typeof node['patternErrorMessage'] !== 'string')
      .map(({ place }) => place);
    expect(withoutMessage).toEqual([]);
  });

  it('never use an "errorMessage" object, which VS Code shows as "[object Object]"', () => {
    const objects = subschemas()
      .filter(({ node }) => node['errorMessage'] !== undefined && typeof node['errorMessage'] !== 'string')
      .map(({ place }) => place);
    expect(objects).toEqual([]);
  });

  it('keep the other keywords’ messages in "keywordErrorMessages": text, or for "required" and "properties" text per field', () => {
    const isText = (message: unknown) => typeof message === 'string';
    for (const { place, node } of subschemas()) {
      const messages = node['keywordErrorMessages'];
      if (messages === undefined) continue;
      const allText = Object.values(messages as object).every(
        (message: unknown) => isText(message) || (typeof message === 'object' && message !== null && Object.values(message).every(isText)),
      );
      expect({ place, allText }).toEqual({ place, allText: true });
    }
  });

  it('are folded into the "errorMessage" object that ajv-errors reads', () => {
    const schema = {
      type: 'string',
      minLength: 1,
      pattern: '^x',
      patternErrorMessage: 'must start with x',
      keywordErrorMessages: { minLength: 'must not be empty' },
      examples: [{ patternErrorMessage: 'left alone: this is content' }],
    };
    expect(schemaForAjv(schema)).toEqual({
      type: 'string',
      minLength: 1,
      pattern: '^x',
      errorMessage: { minLength: 'must not be empty', pattern: 'must start with x' },
      examples: [{ patternErrorMessage: 'left alone: this is content' }],
    });
  });
});
