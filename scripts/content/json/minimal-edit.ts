/**
 * Saves an edited JSON value back into its file's text with the smallest textual change, so a studio save
 * reads in a git diff like a hand edit: changing one field changes one line; formatting, indentation and
 * key order stay as they were. Values are diffed recursively and each difference becomes one edit of the
 * current text at the place jsonc-parser's tree gives. (jsonc-parser's own `modify` re-formats the lines
 * around an insertion or removal, which would re-wrap a neighbouring one-line array; these edits do not.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNodeAtLocation, parse, parseTree, type FormattingOptions, type JSONPath, type Node, type ParseError } from 'jsonc-parser';

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}

/** The original's indentation (the first indented line) and line ending, so new text matches it. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

/** The longest common subsequence of two arrays by deep equality, as pairs of indices. */
function commonItems(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] ?? [];
      row[j] = deepEqual(before[i], after[j]) ? (lengths[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (deepEqual(before[i], after[j])) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/** How the file lays out JSON: its indentation unit, line ending and the line width its formatter keeps to. */
interface Layout {
  unit: string;
  eol: string;
  printWidth: number;
}

function layoutOf(text: string, printWidth: number): Layout {
  const { insertSpaces, tabSize, eol } = formattingOf(text);
  return { unit: insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t', eol: eol ?? '\n', printWidth };
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * `value` as JSON text that starts at `column` of a line indented by `indent`, written the way Prettier writes
 * JSON (the project's content files are Prettier-formatted, and `npm run format:check` checks them): objects
 * one property a line; an array of plain values on one line when it fits in the print width, one item a line
 * otherwise; an array holding objects or arrays, one item a line.
 */
export function renderJson(value: unknown, layout: Layout, indent = '', column = 0): string {
  const inner = `${indent}${layout.unit}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isScalar)) {
      const oneLine = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      // One more character for the comma that may follow.
      if (column + oneLine.length + 1 <= layout.printWidth) return oneLine;
    }
    const items = value.map((item: unknown) => `${inner}${renderJson(item, layout, inner, inner.length)}`);
    return `[${layout.eol}${items.join(`,${layout.eol}`)}${layout.eol}${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const properties = entries.map(([key, item]) => {
      const prefix = `${inner}${JSON.stringify(key)}: `;
      return `${prefix}${renderJson(item, layout, inner, prefix.length)}`;
    });
    return `{${layout.eol}${properties.join(`,${layout.eol}`)}${layout.eol}${indent}}`;
  }
  // Values come from parsed JSON, so there is no undefined for JSON.stringify to drop.
  return JSON.stringify(value);
}

/** Where a node ends in the text. */
const endOf = (node: Node) => node.offset + node.length;

class Editor {
  text: string;
  /** One level of indentation, as the original writes it. */
  private readonly unit: string;
  private readonly eol: string;
  private readonly originalText: string;
  private readonly originalTree: Node | undefined;

  private readonly layout: Layout;

  constructor(text: string, printWidth: number) {
    this.text = text;
    this.originalText = text;
    this.originalTree = parseTree(text);
    this.layout = layoutOf(text, printWidth);
    this.unit = this.layout.unit;
    this.eol = this.layout.eol;
  }

  private nodeAt(path: JSONPath): Node {
    const tree = parseTree(this.text);
    const node = tree && findNodeAtLocation(tree, path);
    if (!node) throw new Error(`applyMinimalEdits lost its place at ${JSON.stringify(path)}.`);
    return node;
  }

  private splice(offset: number, length: number, content: string): void {
    this.text = `${this.text.slice(0, offset)}${content}${this.text.slice(offset + length)}`;
  }

  /** The white space at the start of the line that holds `offset`. */
  private indentAt(offset: number): string {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart))?.[0] ?? '';
  }

  /** `value` as JSON text starting at `offset` (before the edit), laid out as the file is. */
  private render(value: unknown, indent: string, column: number): string {
    return renderJson(value, this.layout, indent, column);
  }

  private columnAt(offset: number): number {
    return offset - (this.text.lastIndexOf('\n', offset - 1) + 1);
  }

  /** Replaces the value at `path` whole. */
  private replace(path: JSONPath, value: unknown): void {
    const node = this.nodeAt(path);
    this.splice(node.offset, node.length, this.render(value, this.indentAt(node.offset), this.columnAt(node.offset)));
  }

  /**
   * Removes the entry at `path` (an array item or an object property) with its separator, and nothing else:
   * the entries around it keep their text, so the diff shows only the lines removed.
   */
  private remove(path: JSONPath): void {
    const value = this.nodeAt(path);
    const entry = typeof path.at(-1) === 'number' ? value : value.parent;
    const container = entry?.parent;
    const siblings = container?.children ?? [];
    if (!entry || !container) return;
    const index = siblings.indexOf(entry);
    const next = siblings[index + 1];
    const previous = siblings[index - 1];
    if (next) this.splice(entry.offset, next.offset - entry.offset, '');
    else if (previous) this.splice(endOf(previous), endOf(entry) - endOf(previous), '');
    else this.splice(container.offset + 1, container.length - 2, '');
  }

  /**
   * Inserts an entry into the array or object at `containerPath`, before item `index` (arrays) or last
   * (objects), separated the way the container already separates its entries. `written` is the entry's
   * text when it is an item moved from elsewhere in the original array.
   */
  private insert(containerPath: JSONPath, index: number | undefined, key: string | undefined, value: unknown, written?: string): void {
    const container = this.nodeAt(containerPath);
    const children = container.children ?? [];
    const [first, second] = children;
    const label = key === undefined ? '' : `${JSON.stringify(key)}: `;
    if (!first) {
      const outer = this.indentAt(container.offset);
      const inner = `${outer}${this.unit}`;
      this.splice(
        container.offset + 1,
        container.length - 2,
        `${this.eol}${inner}${label}${written ?? this.render(value, inner, inner.length + label.length)}${this.eol}${outer}`,
      );
      return;
    }
    const multiLine = this.text.slice(container.offset, first.offset).includes('\n');
    const separator = second ? this.text.slice(endOf(first), second.offset) : multiLine ? `,${this.eol}${this.indentAt(first.offset)}` : ', ';
    const indent = separator.includes('\n') ? separator.slice(separator.lastIndexOf('\n') + 1) : this.indentAt(container.offset);
    const entry = `${label}${written ?? (multiLine ? this.render(value, indent, indent.length + label.length) : JSON.stringify(value))}`;
    const before = index === undefined ? undefined : children[index];
    if (before) this.splice(before.offset, 0, `${entry}${separator}`);
    else this.splice(endOf(children.at(-1) ?? first), 0, `${separator}${entry}`);
  }

  /** Makes the value at `path` (currently `before`) equal `after`. `originalPath` locates `before` in the original text. */
  change(path: JSONPath, before: unknown, after: unknown, originalPath: JSONPath | undefined): void {
    if (deepEqual(before, after)) return;
    if (isRecord(before) && isRecord(after)) {
      for (const key of Object.keys(before)) {
        if (!Object.hasOwn(after, key)) this.remove([...path, key]);
      }
      for (const [key, value] of Object.entries(after)) {
        if (Object.hasOwn(before, key)) this.change([...path, key], before[key], value, originalPath && [...originalPath, key]);
        else this.insert(path, undefined, key, value);
      }
      return;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      this.changeArray(path, before, after, originalPath);
      return;
    }
    this.replace(path, after);
  }

  /**
   * Keeps the items common to both arrays (in order) untouched; between them, pairs items up by position and
   * edits them in place, then removes or inserts the rest. Gaps are handled from the end so earlier indices hold.
   */
  private changeArray(path: JSONPath, before: readonly unknown[], after: readonly unknown[], originalPath: JSONPath | undefined): void {
    const anchors: [number, number][] = [[-1, -1], ...commonItems(before, after), [before.length, after.length]];
    for (let gap = anchors.length - 2; gap >= 0; gap -= 1) {
      const [oldEnd, newEnd] = anchors[gap + 1] ?? [0, 0];
      const [oldAnchor, newAnchor] = anchors[gap] ?? [0, 0];
      const oldStart = oldAnchor + 1;
      const newStart = newAnchor + 1;
      const oldItems = before.slice(oldStart, oldEnd);
      const newItems = after.slice(newStart, newEnd);
      const paired = Math.min(oldItems.length, newItems.length);
      for (let k = 0; k < paired; k += 1) this.change([...path, oldStart + k], oldItems[k], newItems[k], originalPath && [...originalPath, oldStart + k]);
      for (let k = oldItems.length - 1; k >= paired; k -= 1) this.remove([...path, oldStart + k]);
      for (let k = paired; k < newItems.length; k += 1) {
        this.insert(path, oldStart + k, undefined, newItems[k], this.originalTextOf(newItems[k], before, originalPath));
      }
    }
  }

  /** The original text of an object or array that was elsewhere in the same original array: a moved item keeps its text. */
  private originalTextOf(item: unknown, before: readonly unknown[], originalPath: JSONPath | undefined): string | undefined {
    if (!originalPath || !this.originalTree || typeof item !== 'object' || item === null) return undefined;
    const index = before.findIndex((candidate) => deepEqual(candidate, item));
    const node = index >= 0 ? findNodeAtLocation(this.originalTree, [...originalPath, index]) : undefined;
    return node && this.originalText.slice(node.offset, endOf(node));
  }
}

/**
 * `originalText` changed as little as possible to hold `next`. Unchanged values keep their text; new keys
 * go at the end of their object; items moved within an array keep their original text. When the original
 * cannot be read as JSON, the value is written out whole in its indentation.
 */
export function applyMinimalEdits(originalText: string, next: unknown, options: { printWidth?: number } = {}): string {
  // Prettier's default width; the studio passes the project's (.prettierrc).
  const printWidth = options.printWidth ?? 80;
  const syntaxErrors: ParseError[] = [];
  const tree = parseTree(originalText, syntaxErrors);
  const trailingNewline = /\r?\n$/.exec(originalText)?.[0] ?? '';
  const sameShape = (tree?.type === 'object' && isRecord(next)) || (tree?.type === 'array' && Array.isArray(next));
  if (!sameShape || syntaxErrors.length > 0) {
    const layout = layoutOf(originalText, printWidth);
    return `${renderJson(next, layout)}${trailingNewline || layout.eol}`;
  }
  const editor = new Editor(originalText, printWidth);
  const before: unknown = parse(originalText);
  editor.change([], before, next, []);
  const text = editor.text;
  return text.endsWith(trailingNewline) || trailingNewline === '' ? text : `${text.replace(/\s*$/, '')}${trailingNewline}`;
}

/**
 * The print width of the project's Prettier configuration (.prettierrc, JSON), so values the studio writes
 * anew are laid out as `npm run format:check` expects; Prettier's default when there is none.
 */
export function projectPrintWidth(root: string): number {
  // A content copy (the studio's end-to-end root) has no configuration of its own: this project's applies.
  const names = ['.prettierrc', '.prettierrc.json'];
  const file = [...names.map((name) => join(root, name)), ...names.map((name) => fileURLToPath(new URL(`../../../${name}`, import.meta.url)))].find(
    (candidate) => existsSync(candidate),
  );
  const config: unknown = file ? parse(readFileSync(file, 'utf8')) : undefined;
  const width = isRecord(config) ? config['printWidth'] : undefined;
  return typeof width === 'number' ? width : 80;
}
