/**
 * Saves an edited JSON value back into its file's text with the smallest textual change, so a studio save
 * reads in a git diff like a hand edit: changing one field changes one line; formatting, indentation and
 * key order stay as they were. Values are diffed recursively and each difference becomes one jsonc-parser
 * `modify` edit on the current text.
 */
import { applyEdits, findNodeAtLocation, modify, parse, parseTree, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';

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

class Editor {
  text: string;
  private readonly formatting: FormattingOptions;
  /** Text of the original's items, by placeholder, for items moved within an array (restored at the end). */
  private readonly moved = new Map<string, string>();
  private readonly originalText: string;
  private readonly originalTree: Node | undefined;

  constructor(text: string) {
    this.text = text;
    this.originalText = text;
    this.originalTree = parseTree(text);
    this.formatting = formattingOf(text);
  }

  private set(path: JSONPath, value: unknown, isArrayInsertion = false): void {
    this.text = applyEdits(this.text, modify(this.text, path, value, { formattingOptions: this.formatting, isArrayInsertion }));
  }

  /** Makes the value at `path` (currently `before`) equal `after`. `originalPath` locates `before` in the original text. */
  change(path: JSONPath, before: unknown, after: unknown, originalPath: JSONPath | undefined): void {
    if (deepEqual(before, after)) return;
    if (isRecord(before) && isRecord(after)) {
      for (const key of Object.keys(before)) {
        if (!Object.hasOwn(after, key)) this.set([...path, key], undefined);
      }
      for (const [key, value] of Object.entries(after)) {
        if (Object.hasOwn(before, key)) this.change([...path, key], before[key], value, originalPath && [...originalPath, key]);
        else this.set([...path, key], value);
      }
      return;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      this.changeArray(path, before, after, originalPath);
      return;
    }
    this.set(path, after);
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
      for (let k = oldItems.length - 1; k >= paired; k -= 1) this.set([...path, oldStart + k], undefined);
      for (let k = paired; k < newItems.length; k += 1) {
        this.set([...path, oldStart + k], this.insertable(newItems[k], before, originalPath), true);
      }
    }
  }

  /** An item that was elsewhere in the same original array keeps its text: a placeholder now, swapped back in `finish`. */
  private insertable(item: unknown, before: readonly unknown[], originalPath: JSONPath | undefined): unknown {
    if (!originalPath || !this.originalTree || typeof item !== 'object' || item === null) return item;
    const index = before.findIndex((candidate) => deepEqual(candidate, item));
    const node = index >= 0 ? findNodeAtLocation(this.originalTree, [...originalPath, index]) : undefined;
    if (!node) return item;
    const placeholder = `studio-moved-${this.moved.size}-${Math.random().toString(36).slice(2)}`;
    this.moved.set(placeholder, this.originalText.slice(node.offset, node.offset + node.length));
    return placeholder;
  }

  finish(): string {
    let text = this.text;
    for (const [placeholder, original] of this.moved) text = text.replace(JSON.stringify(placeholder), () => original);
    return text;
  }
}

/**
 * `originalText` changed as little as possible to hold `next`. Unchanged values keep their text; new keys
 * go at the end of their object; items moved within an array keep their original text. When the original
 * cannot be read as JSON, the value is written out whole in its indentation.
 */
export function applyMinimalEdits(originalText: string, next: unknown): string {
  const tree = parseTree(originalText);
  const trailingNewline = /\r?\n$/.exec(originalText)?.[0] ?? '';
  const sameShape = (tree?.type === 'object' && isRecord(next)) || (tree?.type === 'array' && Array.isArray(next));
  if (!sameShape) {
    const { insertSpaces, tabSize, eol } = formattingOf(originalText);
    const text = JSON.stringify(next, null, insertSpaces ? tabSize : '\t');
    return `${eol === '\r\n' ? text.replace(/\n/g, '\r\n') : text}${trailingNewline || eol}`;
  }
  const editor = new Editor(originalText);
  const before: unknown = parse(originalText);
  editor.change([], before, next, []);
  const text = editor.finish();
  return text.endsWith(trailingNewline) || trailingNewline === '' ? text : `${text.replace(/\s*$/, '')}${trailingNewline}`;
}
