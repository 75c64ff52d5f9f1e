/**
 * Writes src/page-builder/section-registry.ts, the map from section type to its lazily loaded module, from the
 * section folders: a section type is its folder (component, styles, test and schema with its group), and nobody
 * edits the registry by hand. Every folder missing its schema, its component or a known group is reported at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SECTIONS_DIR, listSectionFolders, listSectionSchemaFiles, sectionSchemaFile, sectionTypeOfSchemaFile } from '../model/paths.ts';
import { readSectionGroupIds, sectionGroupProblem } from '../model/section-groups.ts';

/** The page builder's runtime lives in src/page-builder/, so every folder in src/sections/ is a section type. */
export const SECTION_REGISTRY_FILE = 'src/page-builder/section-registry.ts';

/** A section type's component, from the project root: the build manifest's key for its chunk. */
export const sectionComponentFile = (type: string): string => `${SECTIONS_DIR}/${type}/${type}.tsx`;

/** Schemas and section folders disagree; the message names each file or folder at fault and what would fix it. */
export class SectionLayoutError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `The sections cannot be synced: every folder src/sections/<type>/ needs <type>.tsx and <type>.schema.json, and the schema a known "group".\n\n${problems.join('\n')}`,
    );
    this.name = 'SectionLayoutError';
    this.problems = problems;
  }
}

/** For each section folder in name order: a missing schema, a schema that is not JSON or names no known group, a missing component. */
export function sectionLayoutProblems(root: string): string[] {
  const groupIds = readSectionGroupIds(root);
  return listSectionFolders(root).flatMap((type) => {
    const schemaFile = sectionSchemaFile(type);
    const component = sectionComponentFile(type);
    const problems: string[] = [];
    if (!existsSync(join(root, schemaFile))) {
      problems.push(
        `${SECTIONS_DIR}/${type}/: section type "${type}" has no schema; add ${schemaFile} (with its "group" and an example), or move the folder out of ${SECTIONS_DIR}/ (each folder there is a section type).`,
      );
    } else {
      let schema: unknown;
      try {
        schema = JSON.parse(readFileSync(join(root, schemaFile), 'utf8'));
      } catch (error) {
        problems.push(`${schemaFile}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
      }
      const groupProblem = schema === undefined ? undefined : sectionGroupProblem(schemaFile, schema, groupIds);
      if (groupProblem !== undefined) problems.push(groupProblem);
    }
    if (!existsSync(join(root, component))) {
      problems.push(`${SECTIONS_DIR}/${type}/: section type "${type}" has no component; create ${component} with the section as its default export.`);
    }
    return problems;
  });
}

/** The registry's source, formatted with the project's Prettier settings so `npm run format:check` accepts it. */
export async function generateSectionRegistry(root: string): Promise<string> {
  const problems = sectionLayoutProblems(root);
  if (problems.length > 0) throw new SectionLayoutError(problems);
  const entries = listSectionSchemaFiles(root)
    .map(sectionTypeOfSchemaFile)
    .map((type) => `${JSON.stringify(type)}: () => import(${JSON.stringify(`../sections/${type}/${type}.tsx`)}),`);
  const source = [
    '/* Generated from the section folders (src/sections/<type>/) by `npm run sections:sync`. Do not edit by hand. */',
    "import type { SectionType } from '@/content/generated/content-types.ts';",
    "import type { SectionRegistry } from './section-contract.ts';",
    '',
    '/** Section type → its module, loaded only on pages that use it. */',
    'export const sectionRegistry: SectionRegistry = {',
    ...entries,
    '};',
    '',
    '/**',
    " * The file a section type's `load` imports, from the project root: the build manifest knows its chunk by that",
    ' * name, for modulepreload links. It follows from the type (one section, one name), so no browser bundle carries it.',
    ' */',
    `export const sectionModuleFile = (type: SectionType): string => \`${sectionComponentFile('${type}')}\`;`,
    '',
  ].join('\n');
  const filepath = join(root, SECTION_REGISTRY_FILE);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}
