/**
 * Parses JSON text and answers "where is this JSON path in the file?", so every
 * content error can name a line and column a marketer can jump to.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface TextPosition {
  line: number;
  column: number;
}

export type JsonPathSegment = string | number;

export interface JsonSyntaxProblem extends TextPosition {
  message: string;
}

export interface LocatedJson {
  value: unknown;
  /** Position of the value at `path`, or of its closest existing ancestor. */
  locateValue(path: readonly JsonPathSegment[]): TextPosition;
  /** Position of the property name at the end of `path` (falls back to the value). */
  locateKey(path: readonly JsonPathSegment[]): TextPosition;
}

const plainSyntaxMessages: Record<string, string> = {
  InvalidSymbol: 'There is a character here that JSON does not allow. Check for a missing quote or a stray character.',
  InvalidNumberFormat: 'This number is not written the way JSON expects.',
  PropertyNameExpected: 'A field name in double quotes is expected here. A comma before a closing } is not allowed in JSON.',
  ValueExpected: 'A value is expected here. A comma before a closing ] or } is not allowed in JSON.',
  ColonExpected: 'A colon (:) is expected after the field name.',
  CommaExpected: 'A comma is missing between two entries.',
  CloseBraceExpected: 'A closing } is missing.',
  CloseBracketExpected: 'A closing ] is missing.',
  EndOfFileExpected: 'The file should end here. There is extra text after the last closing bracket.',
  InvalidCommentToken: 'Comments are not allowed in JSON.',
  UnexpectedEndOfComment: 'Comments are not allowed in JSON.',
  UnexpectedEndOfString: 'A text value is missing its closing double quote.',
  UnexpectedEndOfNumber: 'A number ends too early.',
  InvalidUnicode: 'A \\u escape needs four hexadecimal digits.',
  InvalidEscapeCharacter: 'This backslash escape is not valid in JSON. Write \\\\ for a backslash.',
  InvalidCharacter: 'This character must be escaped inside a text value (for example a line break as \\n).',
};

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '\n') starts.push(index + 1);
  }
  return starts;
}

function positionAt(starts: readonly number[], offset: number): TextPosition {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

/**
 * Parses `text`. JSON.parse does the parsing; the position tree (jsonc-parser)
 * is built only when a position is asked for, or to locate a syntax error.
 */
export function parseJsonWithLocations(text: string): { ok: true; json: LocatedJson } | { ok: false; problems: JsonSyntaxProblem[] } {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, problems: syntaxProblems(text, error) };
  }

  let tree: Node | undefined;
  let starts: number[] | undefined;
  const positionOf = (offset: number) => positionAt((starts ??= lineStarts(text)), offset);
  const root = (): Node => {
    tree ??= parseTree(text, [], { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (!tree) throw new Error('JSON text that JSON.parse accepted has no syntax tree.');
    return tree;
  };
  const closestNode = (path: readonly JsonPathSegment[]): Node => {
    for (let length = path.length; length >= 0; length -= 1) {
      const node = findNodeAtLocation(root(), path.slice(0, length));
      if (node) return node;
    }
    return root();
  };

  return {
    ok: true,
    json: {
      value,
      locateValue: (path) => positionOf(closestNode(path).offset),
      locateKey: (path) => {
        const node = findNodeAtLocation(root(), path as JsonPathSegment[]);
        const keyNode = node?.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
        return positionOf((keyNode ?? closestNode(path)).offset);
      },
    },
  };
}

function syntaxProblems(text: string, parseError: unknown): JsonSyntaxProblem[] {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const starts = lineStarts(text);
  const problems = errors.map((error) => ({
    ...positionAt(starts, error.offset),
    message: plainSyntaxMessages[printParseErrorCode(error.error)] ?? `The JSON is not valid here (${printParseErrorCode(error.error)}).`,
  }));
  if (problems.length > 0) return problems;
  if (text.trim() === '') return [{ line: 1, column: 1, message: 'The file is empty.' }];
  return [{ line: 1, column: 1, message: `The JSON is not valid (${parseError instanceof Error ? parseError.message : String(parseError)}).` }];
}

/** "/sections/2/heading" → ["sections", 2, "heading"] */
export function pointerToPath(pointer: string): JsonPathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** ["sections", 2, "heading"] → "sections[2].heading" */
export function formatJsonPath(path: readonly JsonPathSegment[]): string {
  if (path.length === 0) return '(top level)';
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const safe = /^[A-Za-z_$][\w$]*$/.test(segment) ? segment : JSON.stringify(segment);
      if (safe !== segment) return `[${safe}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join('');
}
