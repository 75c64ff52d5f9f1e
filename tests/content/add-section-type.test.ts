// @vitest-environment node
/**
 * Adding a section type as the README's "Adding a section type" says, in a throwaway copy: make the folder (component,
 * styles, test, and a schema with its group and an example), run what `npm run sections:sync` runs. The new type is
 * then in the registry, the page schema, the types and docs/sections.md, and a page using it validates. No build, no
 * browser: the generated files are read as text, and the page is checked by the content validator.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, PAGE_SCHEMA_FILE, listSchemaFiles, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { createContentValidator } from '../../scripts/content/model/validator.ts';
import { CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';
import { GENERATED_TYPES_FILE } from '../../scripts/content/sync/content-types.ts';
import { EDITING_CONTENT_FILE } from '../../scripts/content/sync/pages-table.ts';
import { SECTION_DOCS_FILE } from '../../scripts/content/sync/section-docs.ts';
import { SECTION_REGISTRY_FILE, sectionComponentFile } from '../../scripts/content/sync/section-registry.ts';
import { syncSections } from '../../scripts/content/sync/sections-sync.ts';

const root = process.cwd();
const TYPE = 'pull-quote';
const FOLDER = `src/sections/${TYPE}`;

/** The new type's folder, exactly the four files the README lists. */
const NEW_SECTION: Record<string, string> = {
  [`${FOLDER}/${TYPE}.schema.json`]: JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      group: 'work-and-proof',
      title: 'Pull quote',
      description: 'One sentence from a customer, set large, with who said it.',
      type: 'object',
      additionalProperties: false,
      required: ['type', 'quote'],
      properties: {
        type: { const: TYPE, description: 'Always "pull-quote".' },
        quote: { $ref: '../../../schemas/defs.schema.json#/definitions/plainText', title: 'Quote', description: 'The words, without quotation marks.' },
        align: { title: 'Alignment', enum: ['start', 'center'], default: 'center', description: 'Where the quote sits.' },
      },
      examples: [{ type: TYPE, quote: 'It paid for itself in one quarter.' }],
    },
    null,
    2,
  ),
  [`${FOLDER}/${TYPE}.tsx`]: [
    "import type { PullQuoteSection } from '@/content/generated/content-types.ts';",
    "import { Quote } from './pull-quote.styles.ts';",
    '',
    'export default function PullQuote({ quote, align }: PullQuoteSection) {',
    '  return <Quote $align={align}>{quote}</Quote>;',
    '}',
    '',
  ].join('\n'),
  [`${FOLDER}/${TYPE}.styles.ts`]:
    "import styled from 'styled-components';\n\nexport const Quote = styled.blockquote<{ $align: string }>`text-align: ${(props) => props.$align};`;\n",
  [`${FOLDER}/${TYPE}.test.tsx`]: [
    "import { expect, it } from 'vitest';",
    '',
    "it('exports its component', async () => {",
    "  expect((await import('./pull-quote.tsx')).default).toBeTypeOf('function');",
    '});',
    '',
  ].join('\n'),
};

let project = '';
const read = (file: string) => readFileSync(join(project, file), 'utf8');

beforeAll(async () => {
  // What the command reads: the schemas, the section folders (a component stub each: only its existence is read),
  // the page files and the hand-written part of docs/editing-content.md, and the Prettier settings.
  project = mkdtempSync(join(tmpdir(), 'satori-add-section-'));
  for (const file of listSchemaFiles(root)) cpSync(join(root, file), join(project, file));
  for (const type of listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile))
    writeFileSync(join(project, sectionComponentFile(type)), 'export default () => null;\n');
  cpSync(join(root, CONTENT_DIR), join(project, CONTENT_DIR), { recursive: true });
  cpSync(join(root, EDITING_CONTENT_FILE), join(project, EDITING_CONTENT_FILE));
  cpSync(join(root, '.prettierrc.json'), join(project, '.prettierrc.json'));

  // The README's step 1: the folder. Step 2: the one command.
  mkdirSync(join(project, FOLDER));
  for (const [file, text] of Object.entries(NEW_SECTION)) writeFileSync(join(project, file), text);
  await syncSections(project);
}, 60_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

// Compiling every schema for the validator takes seconds on a busy machine.
describe('adding a section type: one folder and `npm run sections:sync`', { timeout: 30_000 }, () => {
  it('gives it its registry entry, loading its component lazily', () => {
    expect(read(SECTION_REGISTRY_FILE)).toContain(`'${TYPE}': () => import('../sections/${TYPE}/${TYPE}.tsx'),`);
  });

  it('lists its schema in the page schema, by a path VS Code and ajv both follow', () => {
    const pageSchema = JSON.parse(read(PAGE_SCHEMA_FILE)) as { definitions: { section: { oneOf: { $ref: string }[] } } };
    expect(pageSchema.definitions.section.oneOf).toContainEqual({ $ref: `../${FOLDER}/${TYPE}.schema.json` });
  });

  it('generates its props type, with the defaulted field required, and maps the type to it', () => {
    const types = read(GENERATED_TYPES_FILE);
    expect(types).toMatch(/export interface PullQuoteSection \{[^}]*type: "pull-quote";[^}]*quote: PlainText;[^}]*align: "start" \| "center";/);
    expect(types).toContain(`  "${TYPE}": PullQuoteSection;`);
  });

  it('describes it in docs/sections.md under the group its schema names', () => {
    const docs = read(SECTION_DOCS_FILE);
    const group = docs.indexOf('\n## Showing work and proof\n');
    const entry = docs.indexOf(`\n### \`${TYPE}\`\n`);
    expect(group).toBeGreaterThan(-1);
    expect(entry).toBeGreaterThan(group);
    expect(docs.indexOf('\n## ', group + 1)).toBeGreaterThan(entry);
    expect(docs).toContain('One sentence from a customer, set large, with who said it.');
    expect(docs).toContain(`[\`${TYPE}\`](#${TYPE})`);
  });

  it('validates a page that uses it, with its defaults filled in, and locates a mistake in it by line and column', () => {
    const validator = createContentValidator(project, { checkMedia: () => undefined });
    expect(validator.sectionTypes).toContain(TYPE);
    const page = (section: object) =>
      JSON.stringify(
        {
          $schema: '../../schemas/page.schema.json',
          version: CURRENT_CONTENT_VERSION,
          path: '/quote',
          meta: { title: 'A customer quote', description: 'A page that holds one pull quote, to show the new section type validates.' },
          sections: [section],
        },
        null,
        2,
      );
    const valid = validator.checkPage('content-json/pages/quote.json', page({ type: TYPE, quote: 'It paid for itself in one quarter.' }));
    expect(valid.problems).toEqual([]);
    expect(valid.document?.sections).toEqual([{ type: TYPE, quote: 'It paid for itself in one quarter.', align: 'center' }]);

    const text = page({ type: TYPE, quote: 'Fast.', align: 'left' });
    const invalid = validator.checkPage('content-json/pages/quote.json', text);
    expect(invalid.document).toBeUndefined();
    // Where the wrong value sits in the text, counted from 1 as editors count.
    const lines = text.split('\n');
    const line = lines.findIndex((candidate) => candidate.includes('"align": "left"')) + 1;
    const column = (lines[line - 1] ?? '').indexOf('"left"') + 1;
    expect(invalid.problems.map(({ file, line, column, jsonPath }) => ({ file, line, column, jsonPath }))).toEqual([
      { file: 'content-json/pages/quote.json', line, column, jsonPath: 'sections[0].align' },
    ]);
    expect(line).toBeGreaterThan(1);
  });
});
