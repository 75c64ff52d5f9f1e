/**
 * Runs content migrations over one file: reads its content version, applies every migration after it in order
 * and sets `version` to each migration's `to` as it goes (migrations never touch `version` themselves). The text
 * is rewritten with the minimal-edit writer the studio saves with, so the diff of a migrated file shows only what the
 * migrations changed. A new `version` key goes right after `$schema` (or first when there is none), where a
 * reader opening the file sees it, rather than at the end where the writer puts new keys.
 *
 * `npm run content:migrate`, the content loader (which refuses a file at another version) and the studio (which
 * upgrades a file it opens) all read versions through here.
 */
import { parse, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { SITE_FILE } from '../model/paths.ts';
import { applyMinimalEdits } from '../json/minimal-edit.ts';
import type { ContentFileKind, ContentMigration, JsonObject } from './content-migration.ts';
import { CONTENT_MIGRATIONS, CURRENT_CONTENT_VERSION } from './migrations.ts';

export const MIGRATE_COMMAND = 'npm run content:migrate';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a file stands against the version this code reads. */
export type VersionStanding =
  | { standing: 'current'; version: number }
  | { standing: 'behind'; version: number }
  | { standing: 'ahead'; version: number }
  /** `version` is there but is not a whole number of zero or more: nothing can be said about the file's format. */
  | { standing: 'unreadable'; value: unknown };

/** A file's content version: its `version`, or 0 when it has none (files written before versions existed). */
export function versionStanding(document: unknown, current: number = CURRENT_CONTENT_VERSION): VersionStanding {
  const value = isObject(document) ? document['version'] : undefined;
  if (value === undefined) return current === 0 ? { standing: 'current', version: 0 } : { standing: 'behind', version: 0 };
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return { standing: 'unreadable', value };
  if (value === current) return { standing: 'current', version: value };
  return value < current ? { standing: 'behind', version: value } : { standing: 'ahead', version: value };
}

/**
 * What is wrong with a file's version, in plain words for someone editing content, or undefined when it is the one
 * this code reads. `hasVersionKey` chooses between "has no version" and "was written for version N".
 */
export function versionProblemMessage(standing: VersionStanding, current: number = CURRENT_CONTENT_VERSION, hasVersionKey = true): string | undefined {
  switch (standing.standing) {
    case 'current':
      return undefined;
    case 'behind': {
      const written = hasVersionKey
        ? `This file was written for content version ${standing.version}`
        : `This file has no "version", so it was written for content version ${standing.version}`;
      return `${written}; this site reads version ${current}. Run \`${MIGRATE_COMMAND}\` to upgrade it.`;
    }
    case 'ahead':
      return `This file was written for content version ${standing.version}, which is newer than this copy of the site understands (it reads version ${current}). It needs newer code: update your copy of the site (for example with \`git pull\`), then try again.`;
    case 'unreadable':
      return `"version" must be a whole number, the content version this file was written for (this site reads version ${current}), but it is ${JSON.stringify(standing.value)}.`;
  }
}

/** Thrown when a file cannot be migrated: its message is the plain sentence to show. */
export class ContentMigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentMigrationError';
  }
}

export interface MigratedDocument {
  document: JsonObject;
  /** The version the file had. */
  from: number;
  /** The version it has now. */
  to: number;
  /** The migrations applied, in order; empty when the file was at the current version. */
  applied: readonly ContentMigration[];
}

/** `document` with `version` set: in place when it has one, otherwise right after `$schema` (or first). */
export function withVersion(document: JsonObject, version: number): JsonObject {
  if (Object.hasOwn(document, 'version')) return { ...document, version };
  const entries = Object.entries(document);
  const at = entries.findIndex(([key]) => key === '$schema') + 1;
  return Object.fromEntries([...entries.slice(0, at), ['version', version], ...entries.slice(at)]);
}

/**
 * Upgrades a parsed file to the last migration's version. Throws a ContentMigrationError for a file this code
 * cannot read: one at a newer version, or with a `version` that is not a whole number.
 */
export function migrateDocument(document: JsonObject, kind: ContentFileKind, migrations: readonly ContentMigration[] = CONTENT_MIGRATIONS): MigratedDocument {
  const current = migrations.at(-1)?.to ?? 0;
  const standing = versionStanding(document, current);
  if (standing.standing === 'unreadable' || standing.standing === 'ahead') {
    throw new ContentMigrationError(versionProblemMessage(standing, current) ?? '');
  }
  const from = standing.version;
  const applied = migrations.filter((migration) => migration.to > from);
  let migrated = document;
  for (const migration of applied) {
    migrated = withVersion(migration.migrate(migrated, kind), migration.to);
  }
  return { document: migrated, from, to: applied.at(-1)?.to ?? from, applied };
}

export interface MigratedText extends Omit<MigratedDocument, 'document'> {
  text: string;
  document: JsonObject;
}

const endOf = (node: Node) => node.offset + node.length;

/**
 * Adds `"version": <version>` to the top object of `text` after `$schema` (or first), separated the way the object
 * separates its properties, and changes nothing else.
 */
function insertVersionKey(text: string, version: number): string {
  const tree = parseTree(text);
  const properties = tree?.children ?? [];
  const entry = `"version": ${version}`;
  const [first, second] = properties;
  if (!tree || !first) return `{\n  ${entry}\n}${/\r?\n$/.exec(text)?.[0] ?? '\n'}`;
  const lineStart = text.lastIndexOf('\n', first.offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
  const multiLine = text.slice(tree.offset, first.offset).includes('\n');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const separator = second ? text.slice(endOf(first), second.offset) : multiLine ? `,${eol}${indent}` : ', ';
  const schema = properties.find((property) => property.children?.[0]?.value === '$schema');
  if (schema) return `${text.slice(0, endOf(schema))}${separator}${entry}${text.slice(endOf(schema))}`;
  return `${text.slice(0, first.offset)}${entry}${separator}${text.slice(first.offset)}`;
}

/**
 * Upgrades one file's text, changing as little of it as possible: the migrations' changes are written by
 * applyMinimalEdits, then the version is set (a new `version` line goes after `$schema`). A file already at the
 * current version comes back as it was, character for character. Throws a ContentMigrationError for a file
 * that is not a JSON object, or that this code cannot read (see migrateDocument).
 */
export function migrateText(
  text: string,
  kind: ContentFileKind,
  options: { printWidth?: number; migrations?: readonly ContentMigration[] } = {},
): MigratedText {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !isObject(value)) {
    throw new ContentMigrationError(
      `It is not a valid JSON object, so it cannot be upgraded. \`npm run content:check\` shows where it is broken; fix that and run \`${MIGRATE_COMMAND}\` again.`,
    );
  }
  const migrated = migrateDocument(value, kind, options.migrations);
  if (migrated.applied.length === 0) return { ...migrated, text };
  const hadVersion = Object.hasOwn(value, 'version');
  // Everything but the version, written over the original; then the version, in its own place.
  const changed = hadVersion
    ? { ...migrated.document, version: value['version'] }
    : Object.fromEntries(Object.entries(migrated.document).filter(([key]) => key !== 'version'));
  const layout = options.printWidth === undefined ? {} : { printWidth: options.printWidth };
  const edited = applyMinimalEdits(text, changed, layout);
  const versioned = hadVersion ? applyMinimalEdits(edited, migrated.document, layout) : insertVersionKey(edited, migrated.to);
  return { ...migrated, text: versioned };
}

/** The kind of a content file by its project path: site.json or a page. */
export const contentFileKind = (file: string): ContentFileKind => (file === SITE_FILE ? 'site' : 'page');
