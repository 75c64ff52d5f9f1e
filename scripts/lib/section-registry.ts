/**
 * Writes src/page-builder/section-registry.ts, the map from section type to its lazily loaded module, from the
 * section schemas and the section folders: a section type is its schema plus its folder, and nobody edits
 * the registry by hand. Schemas and folders must name the same types; every mismatch is reported at once.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SECTION_SCHEMAS_DIR, listSectionSchemaFiles, sectionTypeOfSchemaFile } from './content/paths.ts';

/** Each folder here is a section type; nothing else lives here (the page builder's runtime is in src/page-builder/). */
const SECTIONS_DIR = 'src/sections';
export const SECTION_REGISTRY_FILE = 'src/page-builder/section-registry.ts';

/** A section type's component, from the project root: the build manifest's key for its chunk. */
export const sectionComponentFile = (type: string): string => `${SECTIONS_DIR}/${type}/${type}.tsx`;

/** Schemas and section folders disagree; the message names each file or folder at fault and what would fix it. */
export class SectionLayoutError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `The section registry cannot be generated: every schemas/sections/<type>.schema.json needs src/sections/<type>/<type>.tsx, and every folder in src/sections/ needs its schema.\n\n${problems.join('\n')}`,
    );
    this.name = 'SectionLayoutError';
    this.problems = problems;
  }
}

function listSectionFolders(root: string): string[] {
  return readdirSync(join(root, SECTIONS_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every schema without its component, then every folder without its schema, each in name order. */
export function sectionLayoutProblems(root: string): string[] {
  const schemaTypes = listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile);
  const folders = new Set(listSectionFolders(root));
  const problems: string[] = [];
  for (const type of schemaTypes) {
    const schemaFile = `${SECTION_SCHEMAS_DIR}/${type}.schema.json`;
    const component = sectionComponentFile(type);
    if (!folders.has(type)) {
      problems.push(`${schemaFile}: section type "${type}" has no folder ${SECTIONS_DIR}/${type}/; create it with ${component}, or delete the schema.`);
    } else if (!existsSync(join(root, component))) {
      problems.push(`${SECTIONS_DIR}/${type}/: section type "${type}" has no component; create ${component} with the section as its default export.`);
    }
  }
  const schemaTypeSet = new Set(schemaTypes);
  for (const folder of folders) {
    if (!schemaTypeSet.has(folder)) {
      problems.push(
        `${SECTIONS_DIR}/${folder}/: no schema names section type "${folder}"; add ${SECTION_SCHEMAS_DIR}/${folder}.schema.json, or move the folder out of ${SECTIONS_DIR}/ (each folder there is a section type).`,
      );
    }
  }
  return problems;
}

/** The registry's source, formatted with the project's Prettier settings so `npm run format:check` accepts it. */
export async function generateSectionRegistry(root: string): Promise<string> {
  const problems = sectionLayoutProblems(root);
  if (problems.length > 0) throw new SectionLayoutError(problems);
  const entries = listSectionSchemaFiles(root)
    .map(sectionTypeOfSchemaFile)
    .map(
      (type) =>
        `${JSON.stringify(type)}: { module: ${JSON.stringify(sectionComponentFile(type))}, load: () => import(${JSON.stringify(`../sections/${type}/${type}.tsx`)}) },`,
    );
  const source = [
    '/* Generated from schemas/sections/ and the section folders by `npm run content:types`. Do not edit by hand. */',
    "import type { SectionRegistry } from './section-contract.ts';",
    '',
    '/**',
    ' * Section type → its module, loaded only on pages that use it. `module` is the file `load` imports, from the',
    ' * project root: the build manifest knows chunks by that name, for modulepreload links.',
    ' */',
    'export const sectionRegistry: SectionRegistry = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  const filepath = join(root, SECTION_REGISTRY_FILE);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}
