// @vitest-environment node
/**
 * Issue 28, "Errors": the messages a marketer reads for the mistakes they make most, each with its fixture in
 * tests/fixtures/content-errors/ and the exact words asserted.
 */
import { describe, expect, it } from 'vitest';
import { createContentLoader } from '../../scripts/lib/content/load-content.ts';
import { listPageFiles } from '../../scripts/lib/content/paths.ts';
import { formatProblem, type ContentProblem } from '../../scripts/lib/content/problems.ts';

const root = process.cwd();
const loader = createContentLoader(root);
const fixture = (name: string) => `tests/fixtures/content-errors/${name}.json`;

/** Every problem of the committed pages loaded with the fixtures, formatted as content:check prints them. */
function allProblems(...names: string[]): string[] {
  const tree = loader.load({ pageFiles: [...listPageFiles(root), ...names.map(fixture)] });
  return [...tree.errors, ...tree.warnings].map((problem: ContentProblem) => `${problem.severity}: ${formatProblem(problem)}`);
}

describe('JSON syntax', () => {
  it('reports a trailing comma once, saying which comma to remove', () => {
    expect(allProblems('trailing-comma')).toEqual([
      `error: ${fixture('trailing-comma')}:6:70  (syntax)\n    The file is not valid JSON. Remove the comma after "A trailing comma" (line 6): JSON does not allow a comma before a closing }.`,
    ]);
  });

  it('reports curly quotes once per file, at the first, naming them and every line that has them', () => {
    expect(allProblems('curly-quotes')).toEqual([
      `error: ${fixture('curly-quotes')}:4:3  (syntax)\n    The file is not valid JSON. This file has curly quotes (“ ” or ‘ ’), as a word processor types them, where JSON needs straight double quotes ("), on lines 4 and 5. Replace each curly quote around a field name or a text value with ". Curly quotes inside a sentence are fine.`,
    ]);
  });
});
