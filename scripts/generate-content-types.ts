import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_TYPES_FILE, PAGE_SCHEMA_FILE, generateContentTypes, syncedPageSchemaText } from './lib/content-types.ts';
import { SECTION_DOCS_FILE, generateSectionDocs } from './lib/section-docs.ts';

const root = process.cwd();
writeFileSync(join(root, PAGE_SCHEMA_FILE), syncedPageSchemaText(root));
const types = await generateContentTypes(root);
mkdirSync(dirname(join(root, GENERATED_TYPES_FILE)), { recursive: true });
writeFileSync(join(root, GENERATED_TYPES_FILE), types);
mkdirSync(dirname(join(root, SECTION_DOCS_FILE)), { recursive: true });
writeFileSync(join(root, SECTION_DOCS_FILE), generateSectionDocs(root));
console.log(`Updated ${PAGE_SCHEMA_FILE}, ${GENERATED_TYPES_FILE} and ${SECTION_DOCS_FILE}.`);
