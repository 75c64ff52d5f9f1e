/**
 * Generates the TypeScript prop types of every section, the page and the site
 * from the JSON Schemas, so the types are never written twice by hand. It also
 * keeps page.schema.json's list of section types in step with the section folders
 * (src/sections/<type>/<type>.schema.json).
 */
import { readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { CURRENT_CONTENT_VERSION } from '../migrations/migrations.ts';
import { applyMinimalEdits, projectPrintWidth } from '../json/minimal-edit.ts';
import { PAGE_SCHEMA_FILE, SCHEMAS_DIR, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../model/paths.ts';

export const GENERATED_TYPES_FILE = 'src/content/generated/content-types.ts';
export const DEFS_SCHEMA_FILE = `${SCHEMAS_DIR}/defs.schema.json`;

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Shapes a schema for type generation: content reaches components with schema
 * defaults filled in, so defaulted fields are required in the types; and
 * validation-only constructs (discriminator wrappers, "path or children"
 * choices) are dropped because they carry no shape.
 */
/** Keywords that only the validator and the content checks read; they carry no shape. */
const VALIDATION_ONLY_KEYWORDS = new Set([
  'errorMessage',
  'patternErrorMessage',
  'keywordErrorMessages',
  'examples',
  'mediaRef',
  'linkTarget',
  'headingLevel',
  'defaultHeadingLevel',
  'softMaxLength',
  'personaPaths',
  'group',
]);

/** A schema without its `title`. */
const withoutTitle = (schema: unknown): unknown => (isObject(schema) ? Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'title')) : schema);

export function schemaForTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(schemaForTypes);
  if (!isObject(schema)) return schema;
  // A reference with a description or an annotation beside it would otherwise become a numbered copy of its type (Link1, Link2 …).
  if (typeof schema['$ref'] === 'string') return { $ref: schema['$ref'] };
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY_KEYWORDS.has(key)) continue;
    // Property and item titles are the studio's field labels, not type names: json-schema-to-typescript would name a type after each.
    result[key] =
      (key === 'properties' || key === 'definitions') && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, child]) => [name, schemaForTypes(key === 'properties' ? withoutTitle(child) : child)]))
        : schemaForTypes(key === 'items' ? withoutTitle(value) : value);
  }
  if ('discriminator' in result) {
    return { description: result['description'], oneOf: result['oneOf'] };
  }
  const branches = result['oneOf'];
  if (Array.isArray(branches) && branches.every((branch) => isObject(branch) && !('properties' in branch) && !('$ref' in branch) && !('type' in branch))) {
    delete result['oneOf'];
  }
  const properties = result['properties'];
  if (isObject(properties) && isObject(properties['version']) && properties['version']['$ref'] === CONTENT_VERSION_REF) {
    // The content version is for the loader and the migrations: served documents leave it out (vite-content-plugin.ts).
    delete properties['version'];
    if (Array.isArray(result['required'])) result['required'] = result['required'].filter((name) => name !== 'version');
  }
  if (isObject(properties)) {
    const defaulted = Object.entries(properties)
      .filter(([, child]) => isObject(child) && 'default' in child)
      .map(([name]) => name);
    const required = Array.isArray(result['required']) ? result['required'].map(String) : [];
    if (defaulted.length > 0) result['required'] = [...new Set([...required, ...defaulted])];
  }
  return result;
}

/**
 * A section's type name, from its file ("cta-band.schema.json" → "CtaBandSection"): the schema's own `title` is the
 * plain name marketers see in the studio ("Call-to-action band"), so the type name never depends on it.
 */
export function interfaceName(schemaFile: string): string {
  return `${sectionTypeOfSchemaFile(schemaFile)
    .split('-')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join('')}Section`;
}

/**
 * A schema file as json-schema-to-typescript reads it: a section's root titled with its type name, and the page schema
 * with its section list as `npm run sections:sync` writes it (so a new section's type comes out in the same run).
 */
function schemaFileForTypes(root: string, file: string): unknown {
  const text = resolve(file) === resolve(root, PAGE_SCHEMA_FILE) ? syncedPageSchemaText(root) : readFileSync(file, 'utf8');
  const schema = schemaForTypes(JSON.parse(text));
  const sectionFile = /[\\/]src[\\/]sections[\\/][^\\/]+[\\/]([^\\/]+\.schema\.json)$/.exec(file)?.[1];
  return sectionFile !== undefined && isObject(schema) ? { ...schema, title: interfaceName(sectionFile) } : schema;
}

/** Where page.schema.json and site.schema.json find the content version they require. */
export const CONTENT_VERSION_REF = 'defs.schema.json#/definitions/contentVersion';

/**
 * The definition every content file's "version" refers to: the version this code reads, the last migration's `to`
 * (scripts/content/migrations/migrations.ts). Generated, so adding a migration is the one change that bumps it.
 */
export const contentVersionDefinition = (version: number = CURRENT_CONTENT_VERSION) => ({
  title: 'Content version',
  description: `The content format this file is written in. This site reads version ${version}; \`npm run content:migrate\` upgrades a file written for an older one.`,
  type: 'integer',
  const: version,
});

/** `properties` (or a `required` list) with `version` right after `$schema`, where migrated files have it. */
function afterSchemaKey<Entry>(entries: readonly [string, Entry][], entry: [string, Entry]): [string, Entry][] {
  const others = entries.filter(([key]) => key !== entry[0]);
  const at = others.findIndex(([key]) => key === '$schema') + 1;
  return [...others.slice(0, at), entry, ...others.slice(at)];
}

/**
 * page.schema.json with its section list rebuilt from the section folders (each entry a `$ref` from schemas/ to the
 * section's schema, which VS Code and ajv both follow as a relative path) and its "version" required.
 */
export function syncedPageSchemaText(root: string): string {
  const pageSchema: unknown = JSON.parse(readFileSync(join(root, PAGE_SCHEMA_FILE), 'utf8'));
  if (!isObject(pageSchema) || !isObject(pageSchema['definitions']) || !isObject(pageSchema['definitions']['section'])) {
    throw new Error(`${PAGE_SCHEMA_FILE} must define definitions.section.`);
  }
  pageSchema['definitions']['section']['oneOf'] = listSectionSchemaFiles(root).map((file) => ({
    $ref: posix.relative(posix.dirname(PAGE_SCHEMA_FILE), file),
  }));
  const properties = isObject(pageSchema['properties']) ? pageSchema['properties'] : {};
  const version = { $ref: CONTENT_VERSION_REF, title: 'Content version' };
  pageSchema['properties'] = Object.fromEntries(afterSchemaKey(Object.entries(properties), ['version', version]));
  const required = Array.isArray(pageSchema['required']) ? pageSchema['required'].map(String) : [];
  pageSchema['required'] = afterSchemaKey(
    required.map((key) => [key, key]),
    ['version', 'version'],
  ).map(([key]) => key);
  return `${JSON.stringify(pageSchema, null, 2)}\n`;
}

/** defs.schema.json with its content version definition set to the version this code reads, changed by minimal edits. */
export function syncedDefsSchemaText(root: string): string {
  const text = readFileSync(join(root, DEFS_SCHEMA_FILE), 'utf8');
  const defs = JSON.parse(text) as unknown;
  if (!isObject(defs) || !isObject(defs['definitions'])) throw new Error(`${DEFS_SCHEMA_FILE} must have definitions.`);
  const synced = { ...defs, definitions: { ...defs['definitions'], contentVersion: contentVersionDefinition() } };
  return applyMinimalEdits(text, synced, { printWidth: projectPrintWidth(root) });
}

export async function generateContentTypes(root: string): Promise<string> {
  const schemasDir = join(root, SCHEMAS_DIR);
  const documents: JSONSchema = {
    title: 'ContentDocuments',
    description: 'The two kinds of content file: a page and the site-wide content.',
    type: 'object',
    additionalProperties: false,
    required: ['page', 'site'],
    properties: { page: { $ref: 'page.schema.json' }, site: { $ref: 'site.schema.json' } },
  };
  const body = await compile(documents, 'ContentDocuments', {
    cwd: schemasDir,
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: true,
          read: (file: { url: string }) => JSON.stringify(schemaFileForTypes(root, file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url)),
        },
      },
    },
  });
  const sectionFiles = listSectionSchemaFiles(root);
  const mapLines = sectionFiles.map((file) => `  ${JSON.stringify(sectionTypeOfSchemaFile(file))}: ${interfaceName(file)};`);
  return [
    '/* Generated from schemas/ and src/sections/<type>/<type>.schema.json by `npm run sections:sync`. Do not edit by hand. */',
    '/* eslint-disable */',
    '',
    body.trim(),
    '',
    '/** Maps each section type to the props its component receives. */',
    'export interface SectionPropsMap {',
    ...mapLines,
    '}',
    '',
    'export type SectionType = keyof SectionPropsMap;',
    '',
    'export type Section = SectionPropsMap[SectionType];',
    '',
  ].join('\n');
}
