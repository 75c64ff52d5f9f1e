/**
 * The section groups of schemas/section-groups.json (the order, titles and summaries of docs/sections.md) and the
 * "group" keyword by which each section schema names its own: adding a section type is its folder alone, with no
 * list elsewhere to extend. A schema without a known group is a layout problem `npm run sections:sync` reports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_GROUPS_FILE } from './paths.ts';

export interface SectionGroup {
  /** What a section schema's "group" says, such as "page-openings". */
  id: string;
  /** The group's heading in docs/sections.md. */
  title: string;
  /** One or two plain sentences: when a marketer reaches for a section of this group. */
  summary: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The groups, in the order docs/sections.md shows them. */
export function readSectionGroups(root: string): SectionGroup[] {
  const data: unknown = JSON.parse(readFileSync(join(root, SECTION_GROUPS_FILE), 'utf8'));
  const groups = isRecord(data) && Array.isArray(data['groups']) ? (data['groups'] as unknown[]) : undefined;
  if (!groups) throw new Error(`${SECTION_GROUPS_FILE} must hold "groups": a list of { "id", "title", "summary" }.`);
  return groups.map((group, index) => {
    if (!isRecord(group) || typeof group['id'] !== 'string' || typeof group['title'] !== 'string' || typeof group['summary'] !== 'string') {
      throw new Error(`${SECTION_GROUPS_FILE}: group ${String(index + 1)} needs "id", "title" and "summary", each text.`);
    }
    return { id: group['id'], title: group['title'], summary: group['summary'] };
  });
}

export const readSectionGroupIds = (root: string): string[] => readSectionGroups(root).map((group) => group.id);

/**
 * What is wrong with a section schema's "group", in words that say how to fix it; undefined when it names a known
 * group. `schema` is the parsed schema file; `file` its project path.
 */
export function sectionGroupProblem(file: string, schema: unknown, groupIds: readonly string[]): string | undefined {
  const group = isRecord(schema) ? schema['group'] : undefined;
  const known = groupIds.map((id) => `"${id}"`).join(', ');
  if (group === undefined) return `${file}: the schema names no group; add "group" beside its "title", one of ${known} (see ${SECTION_GROUPS_FILE}).`;
  if (typeof group !== 'string' || !groupIds.includes(group)) {
    return `${file}: "group": ${JSON.stringify(group)} is not a section group; use one of ${known}, or add the group to ${SECTION_GROUPS_FILE}.`;
  }
  return undefined;
}
