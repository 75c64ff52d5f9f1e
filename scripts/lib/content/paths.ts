/** Where content, schemas and pages live, relative to the project root. */
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export const CONTENT_DIR = 'content-json';
export const PAGES_DIR = `${CONTENT_DIR}/pages`;
export const SITE_FILE = `${CONTENT_DIR}/site.json`;
export const SCHEMAS_DIR = 'schemas';
export const SECTION_SCHEMAS_DIR = `${SCHEMAS_DIR}/sections`;
export const PAGE_SCHEMA_FILE = `${SCHEMAS_DIR}/page.schema.json`;

/** Path relative to `root`, with forward slashes. */
export function toProjectPath(root: string, file: string): string {
  return relative(root, resolve(root, file)).split(sep).join('/');
}

export function listSectionSchemaFiles(root: string): string[] {
  return readdirSync(join(root, SECTION_SCHEMAS_DIR))
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
}

export function sectionTypeOfSchemaFile(fileName: string): string {
  return fileName.replace(/\.schema\.json$/, '');
}

/** Every page file, as project paths such as "content-json/pages/about.json", sorted. */
export function listPageFiles(root: string): string[] {
  return readdirSync(join(root, PAGES_DIR), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${PAGES_DIR}/${name.split(sep).join('/')}`)
    .sort();
}
