import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_TYPES_FILE, PAGE_SCHEMA_FILE, generateContentTypes, syncedPageSchemaText } from './lib/content-types.ts';

const root = process.cwd();
writeFileSync(join(root, PAGE_SCHEMA_FILE), syncedPageSchemaText(root));
const types = await generateContentTypes(root);
mkdirSync(dirname(join(root, GENERATED_TYPES_FILE)), { recursive: true });
writeFileSync(join(root, GENERATED_TYPES_FILE), types);
console.log(`Updated ${PAGE_SCHEMA_FILE} and ${GENERATED_TYPES_FILE}.`);
