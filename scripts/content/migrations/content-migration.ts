/**
 * The contract of a content migration, after Puck's `migrate` and Payload's migrations: a pure function that
 * upgrades one content file (a page or site.json) from version `to - 1` to version `to`. A file without a
 * `version` is at version 0. Migrations never mutate their input and never touch `version`: the runner
 * (run-migrations.ts) sets it to `to` after each one, a new key right after `$schema`, and writes the result back
 * with the minimal-edit writer the studio saves with, so a migrated file's diff shows only what the migration changed. The list
 * they run in is migrations.ts; each has a before and an after fixture in testing/fixtures/content-migrations/.
 */
export type ContentFileKind = 'page' | 'site';

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export interface ContentMigration {
  /** The version a file has after this migration. */
  readonly to: number;
  /** What changes, in plain words: printed by `npm run content:migrate` and shown by the studio before a save. */
  readonly summary: string;
  /** Returns the upgraded document; returns the same value (===) when the file has nothing this migration changes. */
  migrate(document: JsonObject, kind: ContentFileKind): JsonObject;
}
