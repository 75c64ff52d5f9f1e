/**
 * The content schemas made self-contained for the studio's forms (@rjsf in the browser), which cannot
 * follow a `$ref` into another file: every such reference ("../../../schemas/defs.schema.json#/definitions/link",
 * "../src/sections/hero/hero.schema.json") becomes a local "#/definitions/<name>" with the definition copied in
 * (its own references rewritten the same way). Everything else is kept as written (titles, descriptions,
 * defaults, enums, examples, limits and the content keywords such as softMaxLength); only `$schema` and
 * `$id`, which would send a browser ajv looking for other documents, are dropped.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PAGE_SCHEMA_FILE, SITE_SCHEMA_FILE, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../content/model/paths.ts';
import { buildCatalogueEntries } from '../content/model/section-catalogue.ts';
import type { ContentValidator } from '../content/model/validator.ts';

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SectionSchemaInfo {
  title: string;
  description: string;
  schema: JsonRecord;
  examples: unknown[];
  /**
   * The examples as a page holds them once validated (schema defaults filled in), as /sections renders them: what the
   * section picker draws live for an example without a thumbnail.
   */
  previews: unknown[];
}

export interface BrowserSchemas {
  page: JsonRecord;
  site: JsonRecord;
  sections: Record<string, SectionSchemaInfo>;
}

/** Reads schema files by their project path, such as "src/sections/hero/hero.schema.json", each once. */
function schemaReader(root: string): (file: string) => JsonRecord {
  const read = new Map<string, JsonRecord>();
  return (file) => {
    const known = read.get(file);
    if (known) return known;
    const value: unknown = JSON.parse(readFileSync(join(root, file), 'utf8'));
    if (!isRecord(value)) throw new Error(`${file} is not a JSON Schema object.`);
    read.set(file, value);
    return value;
  };
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let current = document;
  for (const segment of pointer.slice(1).split('/').map(unescapePointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

const withoutDocumentKeywords = (schema: JsonRecord): JsonRecord =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id' && key !== 'definitions'));

/** `rootFile` (a project path) with every reference into another file made local. */
export function bundleSchema(readSchema: (file: string) => JsonRecord, rootFile: string): JsonRecord {
  const rootSchema = readSchema(rootFile);
  const ownDefinitions = isRecord(rootSchema['definitions']) ? rootSchema['definitions'] : {};
  const definitions: JsonRecord = {};
  const taken = new Set(Object.keys(ownDefinitions));
  const localNames = new Map<string, string>();

  /** The local name of `pointer` in `file`, copying the definition in the first time it is asked for. */
  const localRef = (file: string, pointer: string): string => {
    if (file === rootFile) return `#${pointer}`;
    const id = `${file}#${pointer}`;
    let name = localNames.get(id);
    if (name === undefined) {
      const stem = posix.basename(file).replace(/\.schema\.json$/, '');
      const last = pointer === '' ? stem : unescapePointer(pointer.split('/').at(-1) ?? stem);
      name = taken.has(last) ? `${stem}-${last}` : last;
      for (let n = 2; taken.has(name); n += 1) name = `${stem}-${last}-${n}`;
      taken.add(name);
      localNames.set(id, name);
      const target = resolvePointer(readSchema(file), pointer);
      if (target === undefined) throw new Error(`${file} has nothing at "${pointer}".`);
      // Recursive definitions refer to the name before the copy is finished, which is why it is reserved first.
      definitions[name] = {};
      const copied = rewrite(target, file);
      definitions[name] = isRecord(copied) && pointer === '' ? withoutDocumentKeywords(copied) : copied;
    }
    return `#/definitions/${name}`;
  };

  const rewrite = (value: unknown, file: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, file));
    if (!isRecord(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (key !== '$ref' || typeof item !== 'string') return [key, rewrite(item, file)];
        const hash = item.indexOf('#');
        const target = hash === -1 ? item : item.slice(0, hash);
        const pointer = hash === -1 ? '' : item.slice(hash + 1);
        const targetFile = target === '' ? file : posix.normalize(posix.join(posix.dirname(file), target));
        return [key, localRef(targetFile, pointer)];
      }),
    );
  };

  for (const [name, definition] of Object.entries(ownDefinitions)) definitions[name] = rewrite(definition, rootFile);
  const body = rewrite(withoutDocumentKeywords(rootSchema), rootFile);
  return { ...(isRecord(body) ? body : {}), definitions };
}

export function browserSchemas(root: string, validator: ContentValidator): BrowserSchemas {
  const readSchema = schemaReader(root);
  const sections: Record<string, SectionSchemaInfo> = {};
  const files = listSectionSchemaFiles(root);
  const previews = new Map<string, unknown[]>(buildCatalogueEntries(root, validator, validator.sectionTypes).map((entry) => [entry.type, entry.examples]));
  for (const file of files) {
    const original = readSchema(file);
    sections[sectionTypeOfSchemaFile(file)] = {
      previews: previews.get(sectionTypeOfSchemaFile(file)) ?? [],
      title: typeof original['title'] === 'string' ? original['title'] : sectionTypeOfSchemaFile(file),
      description: typeof original['description'] === 'string' ? original['description'] : '',
      schema: bundleSchema(readSchema, file),
      examples: Array.isArray(original['examples']) ? original['examples'] : [],
    };
  }
  return { page: bundleSchema(readSchema, PAGE_SCHEMA_FILE), site: bundleSchema(readSchema, SITE_SCHEMA_FILE), sections };
}
