/**
 * Whole-page operations of the studio (issue 33): rename a page (every link to it follows, and the old address can
 * stay as an alias), duplicate it, delete it (refused while other pages link to it). Each is planned first, writing
 * nothing, so the studio can show the files it will change; the plan is checked by the content loader over the whole
 * tree as it would be, and only a plan without new errors is written. Files are rewritten with minimal edits.
 * Every file is read upgraded to the current content version, as the studio opens a page: links in a file that is
 * behind are found in today's shapes, and a file the plan changes is written upgraded (its change says so).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { isDynamicPath, pathKey } from '../../src/lib/routing/path-keys.ts';
import type { ContentLoader } from '../content/model/load-content.ts';
import { SITE_FILE, listPageFiles } from '../content/model/paths.ts';
import type { ContentProblem } from '../content/model/problems.ts';
import { pointerToPath, type JsonPathSegment } from '../content/json/json-locations.ts';
import { writeFileAtomically } from '../content/json/atomic-write.ts';
import { applyMinimalEdits } from '../content/json/minimal-edit.ts';
import { newAddressProblem, pageFileForPath } from '../content/model/new-page-file.ts';
import { ContentMigrationError, contentFileKind, migrateText } from '../content/migrations/run-migrations.ts';

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file the operation changes, with the page it belongs to (undefined for site.json) and what happens to it. */
export interface PlannedChange {
  file: string;
  page: string | undefined;
  change: 'renamed' | 'links updated' | 'created' | 'deleted';
  links: number;
  /** The file was written for an older content version and is written upgraded. */
  upgrade?: { from: number; to: number };
}

export type Plan =
  { ok: true; changes: PlannedChange[]; texts: Map<string, string | null>; opens: string } | { ok: false; status: 404 | 409 | 422; message: string };

/** A content file's text upgraded to the current content version, with the versions when it was behind. */
interface ContentText {
  text: string;
  upgrade?: { from: number; to: number };
}

/**
 * The file as the studio would open it. A file that cannot be upgraded (not JSON, or written for newer code) is read
 * as it is: the loader reports it, before and after the plan alike.
 */
function readContent(root: string, file: string, printWidth: number): ContentText {
  const text = readFileSync(join(root, file), 'utf8');
  try {
    const migrated = migrateText(text, contentFileKind(file), { printWidth });
    return migrated.applied.length === 0 ? { text } : { text: migrated.text, upgrade: { from: migrated.from, to: migrated.to } };
  } catch (error) {
    if (error instanceof ContentMigrationError) return { text };
    throw error;
  }
}

interface PageFile extends ContentText {
  file: string;
  value: JsonRecord;
  path: string | undefined;
  aliases: string[];
}

function readPage(root: string, file: string, printWidth: number): PageFile | undefined {
  if (!existsSync(join(root, file))) return undefined;
  const { text, upgrade } = readContent(root, file, printWidth);
  const value: unknown = parse(text);
  if (!isRecord(value)) return undefined;
  const aliases = Array.isArray(value['aliases']) ? value['aliases'].filter((alias): alias is string => typeof alias === 'string') : [];
  return { file, text, upgrade, value, path: typeof value['path'] === 'string' ? value['path'] : undefined, aliases };
}

/** Where an operation reads and writes, and the line width its minimal edits keep to. */
export interface ContentTree {
  root: string;
  loader: ContentLoader;
  printWidth: number;
}

/** Every link in the content (site.json and every page but `except`) whose target is one of `addresses`. */
function linksTo({ root, loader, printWidth }: ContentTree, addresses: readonly string[], except?: string): { file: string; path: JsonPathSegment[] }[] {
  const keys = new Set(addresses.map(pathKey));
  const files = [SITE_FILE, ...listPageFiles(root)].filter((file) => file !== except && existsSync(join(root, file)));
  return files.flatMap((file) => {
    const { text } = readContent(root, file, printWidth);
    const checked = file === SITE_FILE ? loader.validator.checkSite(file, text) : loader.validator.checkPage(file, text);
    return [...checked.annotations.links]
      .filter(([, target]) => target.startsWith('/') && keys.has(pathKey(target)))
      .map(([pointer]) => ({ file, path: pointerToPath(pointer) }));
  });
}

function setAt(value: unknown, path: readonly JsonPathSegment[], next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value) && typeof head === 'number') return (value as unknown[]).map((item, index) => (index === head ? setAt(item, rest, next) : item));
  if (isRecord(value)) return { ...value, [head]: setAt(value[String(head)], rest, next) };
  return value;
}

const pageOf = ({ root, printWidth }: ContentTree, file: string) => (file === SITE_FILE ? undefined : readPage(root, file, printWidth)?.path);

/** The errors the planned texts would bring into the tree (those it has already are not the plan's). */
function newErrors(root: string, loader: ContentLoader, texts: Map<string, string | null>): ContentProblem[] {
  const key = (problem: ContentProblem) => `${problem.file}\0${problem.jsonPath}\0${problem.message}`;
  const before = new Set(loader.load().errors.map(key));
  const written = new Map([...texts].filter((entry): entry is [string, string] => entry[1] !== null));
  const pageFiles = [...new Set([...listPageFiles(root), ...written.keys()].filter((file) => file !== SITE_FILE && texts.get(file) !== null))];
  return loader.load({ pageFiles, texts: written }).errors.filter((problem) => !before.has(key(problem)));
}

const refusedFor = (errors: ContentProblem[]): Plan => ({
  ok: false,
  status: 422,
  message: `This would leave errors: ${errors
    .slice(0, 5)
    .map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`)
    .join(' ')}`,
});

export interface RenameRequest {
  file: unknown;
  to: unknown;
  keepAlias: unknown;
}

export function planRename(tree: ContentTree, request: RenameRequest): Plan {
  const { root, loader, printWidth } = tree;
  const page = typeof request.file === 'string' ? readPage(root, request.file, printWidth) : undefined;
  if (!page?.path) return { ok: false, status: 404, message: 'The page to rename was not found.' };
  if (isDynamicPath(page.path)) return { ok: false, status: 422, message: `"${page.path}" stands for many addresses and is renamed by hand, with the routes.` };
  if (page.path === '/') return { ok: false, status: 422, message: 'The home page keeps the address "/".' };
  const to = typeof request.to === 'string' ? request.to.trim() : '';
  if (pathKey(to) === pathKey(page.path) && to !== '') return { ok: false, status: 422, message: `"${to}" is already this page's address.` };
  const refused = newAddressProblem(root, to, { exceptFile: page.file });
  if (refused !== undefined) return { ok: false, status: 422, message: refused };

  const keepAlias = request.keepAlias === true;
  const aliases = page.aliases.filter((alias) => pathKey(alias) !== pathKey(to));
  const renamed: JsonRecord = { ...page.value, path: to };
  if (keepAlias && !aliases.some((alias) => pathKey(alias) === pathKey(page.path ?? ''))) aliases.push(page.path);
  if (aliases.length > 0) renamed['aliases'] = aliases;
  else delete renamed['aliases'];

  const texts = new Map<string, string | null>([[page.file, applyMinimalEdits(page.text, renamed, { printWidth })]]);
  const changes: PlannedChange[] = [{ file: page.file, page: to, change: 'renamed', links: 0, ...(page.upgrade && { upgrade: page.upgrade }) }];
  // Links to the old address follow it; the page's own aliases (other spellings, or the old address kept) stay.
  const uses = linksTo(tree, [page.path]).filter((use) => use.file !== page.file || use.path[0] !== 'aliases');
  for (const file of [...new Set(uses.map((use) => use.file))]) {
    const own = file === page.file ? { text: texts.get(file) ?? '' } : readContent(root, file, printWidth);
    let value: unknown = file === page.file ? renamed : parse(own.text);
    const here = uses.filter((use) => use.file === file);
    for (const use of here) value = setAt(value, use.path, to);
    texts.set(file, applyMinimalEdits(own.text, value, { printWidth }));
    const known = changes.find((change) => change.file === file);
    if (known) known.links = here.length;
    else changes.push({ file, page: pageOf(tree, file), change: 'links updated', links: here.length, ...(own.upgrade && { upgrade: own.upgrade }) });
  }
  const errors = newErrors(root, loader, texts);
  if (errors.length > 0) return refusedFor(errors);
  return { ok: true, changes, texts, opens: page.file };
}

export interface DuplicateRequest {
  file: unknown;
  to: unknown;
  title: unknown;
}

export function planDuplicate(tree: ContentTree, request: DuplicateRequest): Plan {
  const { root, loader, printWidth } = tree;
  const page = typeof request.file === 'string' ? readPage(root, request.file, printWidth) : undefined;
  if (!page?.path) return { ok: false, status: 404, message: 'The page to duplicate was not found.' };
  if (isDynamicPath(page.path)) return { ok: false, status: 422, message: `"${page.path}" stands for many addresses; duplicate one of its sections instead.` };
  const to = typeof request.to === 'string' ? request.to.trim() : '';
  const refused = newAddressProblem(root, to);
  if (refused !== undefined) return { ok: false, status: 422, message: refused };
  const file = pageFileForPath(to);
  if (existsSync(join(root, file))) return { ok: false, status: 422, message: `${file} already exists. Choose another address.` };
  const title = typeof request.title === 'string' ? request.title.trim().replace(/\s+/g, ' ') : '';
  if (title === '') return { ok: false, status: 422, message: 'Give the copy its own title: two pages with one title confuse search engines and visitors.' };
  const meta = isRecord(page.value['meta']) ? page.value['meta'] : {};
  const copy: JsonRecord = { ...page.value, path: to, meta: { ...meta, title } };
  delete copy['aliases'];
  const texts = new Map<string, string | null>([[file, `${JSON.stringify(copy, null, 2)}\n`]]);
  const errors = newErrors(root, loader, texts);
  if (errors.length > 0) return refusedFor(errors);
  return { ok: true, changes: [{ file, page: to, change: 'created', links: 0 }], texts, opens: file };
}

export function planDelete(tree: ContentTree, request: { file: unknown }): Plan {
  const page = typeof request.file === 'string' ? readPage(tree.root, request.file, tree.printWidth) : undefined;
  if (!page?.path) return { ok: false, status: 404, message: 'The page to delete was not found.' };
  if (page.path === '/') return { ok: false, status: 422, message: 'The home page cannot be deleted.' };
  if (isDynamicPath(page.path))
    return { ok: false, status: 422, message: `"${page.path}" shows every post at its addresses; it is removed by hand, with the routes.` };
  const uses = linksTo(tree, [page.path, ...page.aliases], page.file);
  if (uses.length > 0) {
    const files = [...new Set(uses.map((use) => use.file))];
    return {
      ok: false,
      status: 409,
      message: `Other pages link to ${page.path}, so deleting it would break their links. Change or remove these links first: ${files
        .map((file) => {
          const count = uses.filter((use) => use.file === file).length;
          return `${pageOf(tree, file) ?? 'the site-wide settings'} (${file}, ${count} ${count === 1 ? 'link' : 'links'})`;
        })
        .join('; ')}.`,
    };
  }
  return { ok: true, changes: [{ file: page.file, page: page.path, change: 'deleted', links: 0 }], texts: new Map([[page.file, null]]), opens: '' };
}

/** Writes a plan: every text (or removes the file, for null); new files must still not exist. */
export function applyPlan(root: string, plan: Extract<Plan, { ok: true }>): void {
  for (const [file, text] of plan.texts) {
    const change = plan.changes.find((candidate) => candidate.file === file)?.change;
    if (text === null) rmSync(join(root, file));
    else writeFileAtomically(join(root, file), text, change === 'created' ? { mustNotExist: true } : {});
  }
}
