/**
 * Problems as the studio shows them: at the field they are about, in a marketer's words. The content loader's messages
 * are written for someone editing the JSON file (`Add "heading": … to this object`, `In section 2 ("media-text"):`);
 * beside a form field, the field itself says where, so the studio keeps only what to do.
 */
import type { StudioProblem } from './api-client.ts';
import { parseJsonPath } from './editor-state.ts';
import { say } from './words.ts';

/** The JSON path of the field a problem is about: a missing required field is the field, not the object around it. */
export function fieldPathOf(problem: StudioProblem): (string | number)[] {
  const path = parseJsonPath(problem.jsonPath);
  return problem.missingField === undefined ? path : [...path, problem.missingField];
}

/** The loader's `In section 2 ("media-text"): ` (problems.ts sectionContext): the form already shows the section. */
const SECTION_CONTEXT = /^In section \d+(?: \("[^"]*"\))?: /;

/** What the field says about its problem. */
export function fieldMessage(problem: StudioProblem): string {
  if (problem.missingField !== undefined) return say('fieldRequired');
  return problem.message.replace(SECTION_CONTEXT, '');
}

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `schema` with a local `$ref` ("#/definitions/link") followed, its own keywords (a title beside the $ref) kept. */
function resolved(root: SchemaNode, schema: unknown): SchemaNode | undefined {
  if (!isNode(schema)) return undefined;
  const ref = schema['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const segment of ref.slice(2).split('/')) target = isNode(target) ? target[segment] : undefined;
  const own = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
  return isNode(target) ? { ...target, ...own } : schema;
}

/** The labels of the fields along `path` ("Button", "Where it goes"), from the schema's titles; keys where none. */
export function fieldLabelsAt(root: SchemaNode, path: readonly (string | number)[]): string[] {
  const labels: string[] = [];
  let schema = resolved(root, root);
  for (const segment of path) {
    if (!schema) break;
    if (typeof segment === 'number') {
      schema = resolved(root, schema['items']);
      labels.push(`${typeof schema?.['title'] === 'string' ? schema['title'] : say('listEntry')} ${segment + 1}`);
    } else {
      const properties = schema['properties'];
      schema = resolved(root, isNode(properties) ? properties[segment] : undefined);
      labels.push(typeof schema?.['title'] === 'string' ? schema['title'] : segment);
    }
  }
  return labels;
}
