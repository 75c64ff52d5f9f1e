/**
 * What `npm run sections:sync` writes, from the section folders (src/sections/<type>/: component and schema with its
 * group), the content migrations and the page files: defs.schema.json's content version, page.schema.json's section list, the content types, docs/sections.md, the pages table of
 * docs/editing-content.md and the section registry. Everything is generated before anything is written, so a folder
 * missing its schema, its component or a known group changes no file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PAGE_SCHEMA_FILE } from '../model/paths.ts';
import { DEFS_SCHEMA_FILE, GENERATED_TYPES_FILE, generateContentTypes, syncedDefsSchemaText, syncedPageSchemaText } from './content-types.ts';
import { EDITING_CONTENT_FILE, generateEditingContentDoc } from './pages-table.ts';
import { SECTION_DOCS_FILE, generateSectionDocs } from './section-docs.ts';
import { SECTION_REGISTRY_FILE, generateSectionRegistry } from './section-registry.ts';

/** Project path → its new text. Throws SectionLayoutError, naming each folder at fault, before generating anything else. */
export async function syncedSectionFiles(root: string): Promise<Map<string, string>> {
  // The registry first: it checks that every folder has its component, its schema and a known group.
  const registry = await generateSectionRegistry(root);
  return new Map([
    // The content version the schemas require: the last content migration's (scripts/content/migrations/).
    [DEFS_SCHEMA_FILE, syncedDefsSchemaText(root)],
    [PAGE_SCHEMA_FILE, syncedPageSchemaText(root)],
    [GENERATED_TYPES_FILE, await generateContentTypes(root)],
    [SECTION_DOCS_FILE, generateSectionDocs(root)],
    [EDITING_CONTENT_FILE, await generateEditingContentDoc(root)],
    [SECTION_REGISTRY_FILE, registry],
  ]);
}

/** Generates every file, then writes them all; returns their project paths. */
export async function syncSections(root: string): Promise<string[]> {
  const files = await syncedSectionFiles(root);
  for (const [file, text] of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return [...files.keys()];
}
