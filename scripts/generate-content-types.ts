/**
 * `npm run content:types`: regenerates, from the schemas and the section folders, page.schema.json's section list,
 * the content version the schemas require (from the list of content migrations),
 * the content types, the section catalogue and the pages table in docs/, and the section registry. Everything is generated before anything
 * is written, so a schema without its section folder (or the reverse) changes no file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DEFS_SCHEMA_FILE,
  GENERATED_TYPES_FILE,
  PAGE_SCHEMA_FILE,
  generateContentTypes,
  syncedDefsSchemaText,
  syncedPageSchemaText,
} from './lib/content-types.ts';
import { EDITING_CONTENT_FILE, generateEditingContentDoc } from './lib/pages-table.ts';
import { SECTION_DOCS_FILE, generateSectionDocs } from './lib/section-docs.ts';
import { SECTION_REGISTRY_FILE, SectionLayoutError, generateSectionRegistry } from './lib/section-registry.ts';

const root = process.cwd();
try {
  // The registry first: it checks that schemas and section folders match, the mistake an editor is likeliest to make.
  const registry = await generateSectionRegistry(root);
  // The content version first, as the other files are generated from the schemas on disk (it depends on nothing else).
  writeFileSync(join(root, DEFS_SCHEMA_FILE), syncedDefsSchemaText(root));
  const files = new Map([
    [PAGE_SCHEMA_FILE, syncedPageSchemaText(root)],
    [GENERATED_TYPES_FILE, await generateContentTypes(root)],
    [SECTION_DOCS_FILE, generateSectionDocs(root)],
    [EDITING_CONTENT_FILE, await generateEditingContentDoc(root)],
    [SECTION_REGISTRY_FILE, registry],
  ]);
  for (const [file, text] of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  console.log(`Updated ${[DEFS_SCHEMA_FILE, ...files.keys()].join(', ')}.`);
} catch (error) {
  // A layout mistake is the editor's to fix: the message says where, and a stack trace would only bury it.
  if (!(error instanceof SectionLayoutError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
