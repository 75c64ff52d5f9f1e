/**
 * A content problem: where it is (file, line, column, JSON path) and what to do,
 * in plain words. Errors fail the build and `npm run content:check`; warnings
 * are printed the same way and fail nothing.
 */
import { formatJsonPath, type JsonPathSegment, type LocatedJson } from '../json/json-locations.ts';

export type Severity = 'error' | 'warning';

export interface ContentProblem {
  severity: Severity;
  /** Path relative to the content root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  jsonPath: string;
  message: string;
  /** A link target's probable path, for the loader to check against the pages and suggest (content-rules.ts withPathHints). */
  suggestedPath?: string;
  /** The required property that is missing (the problem is located at the object that lacks it). */
  missingField?: string;
}

/** `In section 2 ("cta-band"): ` for paths inside a page's sections, otherwise ''. */
export function sectionContext(value: unknown, path: readonly JsonPathSegment[]): string {
  if (path[0] !== 'sections' || typeof path[1] !== 'number' || typeof value !== 'object' || value === null) return '';
  const sections = (value as { sections?: unknown }).sections;
  const section: unknown = Array.isArray(sections) ? sections[path[1]] : undefined;
  const type = typeof section === 'object' && section !== null ? (section as { type?: unknown }).type : undefined;
  return `In section ${path[1] + 1}${typeof type === 'string' ? ` ("${type}")` : ''}: `;
}

export interface ProblemOptions {
  severity?: Severity;
  /** Point at the property name at the end of `path` rather than its value. */
  atKey?: boolean;
  /** Leave out the `In section 2 ("cta-band"): ` prefix (the message names the section itself). */
  withoutSectionContext?: boolean;
}

/** A problem located at `path` in a parsed file. */
export function problemAt(
  file: string,
  json: LocatedJson | undefined,
  path: readonly JsonPathSegment[],
  message: string,
  options: ProblemOptions = {},
): ContentProblem {
  const position = json ? (options.atKey ? json.locateKey(path) : json.locateValue(path)) : { line: 1, column: 1 };
  const context = options.withoutSectionContext || !json ? '' : sectionContext(json.value, path);
  return { severity: options.severity ?? 'error', file, ...position, jsonPath: formatJsonPath(path), message: `${context}${message}` };
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.jsonPath}\n    ${problem.message}`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "2 content problems:" followed by each problem. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  return `${count(problems.length, 'content problem')}:\n\n${problems.map(formatProblem).join('\n\n')}\n`;
}

/** "1 content warning (the build goes on):" followed by each warning. */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  return `${count(warnings.length, 'content warning')} (these do not stop the build):\n\n${warnings.map(formatProblem).join('\n\n')}\n`;
}

/** Problems in reading order: by file, then line and column. */
export function compareProblems(a: ContentProblem, b: ContentProblem): number {
  return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column;
}

export class ContentValidationError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}
