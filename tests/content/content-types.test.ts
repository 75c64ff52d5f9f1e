// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, PAGE_SCHEMA_FILE, generateContentTypes, syncedPageSchemaText } from '../../scripts/lib/content-types.ts';
import { SECTION_DOCS_FILE, generateSectionDocs } from '../../scripts/lib/section-docs.ts';

const root = process.cwd();

describe('generated content types', () => {
  it(`${GENERATED_TYPES_FILE} matches the schemas (run \`npm run content:types\` if this fails)`, async () => {
    expect(readFileSync(join(root, GENERATED_TYPES_FILE), 'utf8')).toBe(await generateContentTypes(root));
  });

  it(`${PAGE_SCHEMA_FILE} lists every section schema (run \`npm run content:types\` if this fails)`, () => {
    expect(readFileSync(join(root, PAGE_SCHEMA_FILE), 'utf8')).toBe(syncedPageSchemaText(root));
  });

  it(`${SECTION_DOCS_FILE} matches the schema descriptions (run \`npm run content:types\` if this fails)`, () => {
    expect(readFileSync(join(root, SECTION_DOCS_FILE), 'utf8')).toBe(generateSectionDocs(root));
  });
});
