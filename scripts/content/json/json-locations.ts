/**
 * Parses JSON text and answers "where is this JSON path in the file?", so every
 * content error can name a line and column a marketer can jump to.
 */
import { findNodeAtLocation, parse, parseTree, visit, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

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
  const starts = lineStarts(text);
  // Curly quotes set off a cascade of errors, none naming them; straighten them and report the rest of the file as it would then read.
  const curly = structuralCurlyQuotes(text);
  const straightened = curly.length === 0 ? text : replaceAt(text, curly, '"');
  const errors: ParseError[] = [];
  // Trailing commas are reported once each below; jsonc-parser would report each twice, as two different mistakes.
  parseTree(straightened, errors, { disallowComments: true, allowTrailingComma: true, allowEmptyContent: false });
  const problems = [
    ...(curly.length > 0 ? [curlyQuoteProblem(starts, curly)] : []),
    ...trailingCommaProblems(straightened, starts),
    ...errors.map((error) => ({
      ...positionAt(starts, error.offset),
      message: plainSyntaxMessages[printParseErrorCode(error.error)] ?? `The JSON is not valid here (${printParseErrorCode(error.error)}).`,
    })),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  if (problems.length > 0) return problems;
  if (text.trim() === '') return [{ line: 1, column: 1, message: 'The file is empty.' }];
  return [{ line: 1, column: 1, message: `The JSON is not valid (${parseError instanceof Error ? parseError.message : String(parseError)}).` }];
}

const replaceAt = (text: string, offsets: readonly number[], character: string) => {
  const characters = text.split('');
  for (const offset of offsets) characters[offset] = character;
  return characters.join('');
};

/**
 * Offsets of curly quotes (“ ” ‘ ’) standing where JSON has its quotes: next to a : , [ ] { } or at a line's end.
 * Curly quotes and apostrophes inside a sentence ("Satori’s") are fine in JSON text and are left alone.
 */
function structuralCurlyQuotes(text: string): number[] {
  const offsets: number[] = [];
  for (const match of text.matchAll(/[“”‘’]/g)) {
    const before = text.slice(0, match.index).trimEnd().at(-1);
    const after = text.slice(match.index + 1).trimStart()[0];
    // An odd number of straight quotes before it on its line puts it inside a text value, where it is fine.
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const insideText = (text.slice(lineStart, match.index).replace(/\\./g, '').match(/"/g) ?? []).length % 2 === 1;
    if (insideText) continue;
    if (before === undefined || after === undefined || ':,[{'.includes(before) || ':,]}'.includes(after)) offsets.push(match.index);
  }
  return offsets;
}

const listLines = (lines: readonly number[]) => (lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`);

/** One message for all the curly quotes of a file, at the first: they are one mistake (text pasted from a word processor). */
function curlyQuoteProblem(starts: readonly number[], offsets: readonly number[]): JsonSyntaxProblem {
  const lines = [...new Set(offsets.map((offset) => positionAt(starts, offset).line))];
  return {
    ...positionAt(starts, offsets[0] ?? 0),
    message:
      `This file has curly quotes (“ ” or ‘ ’), as a word processor types them, where JSON needs straight double quotes ("), on ${listLines(lines)}. ` +
      'Replace each curly quote around a field name or a text value with ". Curly quotes inside a sentence are fine.',
  };
}

/** A comma right before a closing } or ], with the words before it, so the message can say which comma to remove. */
function trailingCommaProblems(text: string, starts: readonly number[]): JsonSyntaxProblem[] {
  const problems: JsonSyntaxProblem[] = [];
  // The text of the last thing read, and the comma after it that nothing has followed yet.
  let last = '';
  let comma: { offset: number; after: string } | undefined;
  const read = (offset: number, length: number) => {
    last = text.slice(offset, offset + length);
    comma = undefined;
  };
  const close = (closing: string) => (offset: number) => {
    if (comma) {
      const position = positionAt(starts, comma.offset);
      problems.push({
        ...position,
        message: `Remove the comma after ${comma.after} (line ${position.line}): JSON does not allow a comma before a closing ${closing}.`,
      });
    }
    read(offset, 1);
  };
  visit(
    text,
    {
      onObjectBegin: read,
      onArrayBegin: read,
      onObjectProperty: (_property, offset, length) => read(offset, length),
      onLiteralValue: (_value, offset, length) => read(offset, length),
      onObjectEnd: close('}'),
      onArrayEnd: close(']'),
      onSeparator: (character, offset) => {
        if (character === ',') comma = { offset, after: shortened(last) };
      },
    },
    { disallowComments: true, allowTrailingComma: true },
  );
  return problems;
}

const shortened = (token: string) => (token.length > 40 ? `${token.slice(0, 37)}…"` : token);

/**
 * As much of broken JSON as can be read (jsonc-parser reads on past errors, curly quotes straightened), so that
 * what other files need of it, such as a page's address, is not lost to one typo. undefined when nothing is readable.
 */
export function readTolerantly(text: string): unknown {
  const curly = structuralCurlyQuotes(text);
  return parse(curly.length === 0 ? text : replaceAt(text, curly, '"'), [], { allowTrailingComma: true }) as unknown;
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
