/** Where content, schemas and pages live, and where the build puts the site, relative to the project root. */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';

export const CONTENT_DIR = 'content-json';
export const PAGES_DIR = `${CONTENT_DIR}/pages`;
export const SITE_FILE = `${CONTENT_DIR}/site.json`;
export const SCHEMAS_DIR = 'schemas';
export const PAGE_SCHEMA_FILE = `${SCHEMAS_DIR}/page.schema.json`;
export const SITE_SCHEMA_FILE = `${SCHEMAS_DIR}/site.schema.json`;
export const DEFS_SCHEMA_FILE = `${SCHEMAS_DIR}/defs.schema.json`;
/** The section groups (title, summary, order) a section schema's "group" keyword names. */
export const SECTION_GROUPS_FILE = `${SCHEMAS_DIR}/section-groups.json`;
/** One folder per section type: its component, styles, test and schema (`<type>/<type>.schema.json`). */
export const SECTIONS_DIR = 'src/sections';

/** The built site: the client build and the pre-rendered pages (what is deployed). */
export const DIST_DIR = 'dist';
/** The server bundle (`npm run build:server`), loaded by scripts/build/prerender/html-page.ts's loadServerBundle, and the HTML template beside it. */
export const SERVER_DIST_DIR = 'dist-ssr';
export const TEMPLATE_FILE = `${SERVER_DIST_DIR}/template.html`;

/** A section type's schema, as a project path: "src/sections/hero/hero.schema.json". */
export const sectionSchemaFile = (type: string): string => `${SECTIONS_DIR}/${type}/${type}.schema.json`;

/** Path relative to `root`, with forward slashes. */
export function toProjectPath(root: string, file: string): string {
  return relative(root, resolve(root, file)).split(sep).join('/');
}

/** Every folder of src/sections/, sorted: each is a section type, whether or not its schema exists yet. */
export function listSectionFolders(root: string): string[] {
  return readdirSync(join(root, SECTIONS_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every section schema, as project paths such as "src/sections/hero/hero.schema.json", sorted by section type. */
export function listSectionSchemaFiles(root: string): string[] {
  return listSectionFolders(root)
    .map(sectionSchemaFile)
    .filter((file) => existsSync(join(root, file)));
}

/**
 * Every schema file the content loader reads (schemas/*.json and each section folder's schema), as project paths: what
 * a copy of the content tree (the studio's end-to-end copy, the benchmarks) takes along.
 */
export function listSchemaFiles(root: string): string[] {
  const shared = readdirSync(join(root, SCHEMAS_DIR))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${SCHEMAS_DIR}/${name}`);
  return [...shared, ...listSectionSchemaFiles(root)];
}

/** The section type a schema file is for: "src/sections/cta-band/cta-band.schema.json" → "cta-band". */
export function sectionTypeOfSchemaFile(file: string): string {
  return basename(file).replace(/\.schema\.json$/, '');
}

/** Every page file, as project paths such as "content-json/pages/about.json", sorted. */
export function listPageFiles(root: string): string[] {
  return readdirSync(join(root, PAGES_DIR), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${PAGES_DIR}/${name.split(sep).join('/')}`)
    .sort();
}
