// @vitest-environment node
/**
 * Content migrations (issue 35): each migration proves itself on its before and after fixtures in
 * testing/fixtures/content-migrations/<NNN-name>/ (`<kind>-before.json` at version NNN - 1, `<kind>-after.json` at
 * NNN), and the runner applies them in order, sets "version" itself, refuses what it cannot read and changes
 * nothing else in the text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentFileKind, ContentMigration, JsonObject } from '../../scripts/content/migrations/content-migration.ts';
import { CONTENT_MIGRATIONS, CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';
import { ContentMigrationError, migrateDocument, migrateText, versionStanding, withVersion } from '../../scripts/content/migrations/run-migrations.ts';

const FIXTURES = 'testing/fixtures/content-migrations';
const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

describe('the list of migrations', () => {
  it('runs from version 1 up, one step each, and its last step is the version this code reads', () => {
    expect(CONTENT_MIGRATIONS.map((migration) => migration.to)).toEqual(CONTENT_MIGRATIONS.map((_, index) => index + 1));
    expect(CURRENT_CONTENT_VERSION).toBe(CONTENT_MIGRATIONS.at(-1)?.to);
  });

  // Summaries are read inside sentences ("upgraded from content version 0 to 2 (1: …; 2: …)", "upgraded here: …, …."):
  // each starts in lower case and ends without a full stop.
  it('says what each migration changes in plain words, as a phrase that reads inside a sentence', () => {
    for (const migration of CONTENT_MIGRATIONS) expect(migration.summary).toMatch(/^[a-z].*[^.\s]$/);
  });
});

describe.each(CONTENT_MIGRATIONS.map((migration) => [migration.to, migration] as const))('migration %i', (to, migration) => {
  const folder = readdirSync(join(process.cwd(), FIXTURES)).find((name) => name.startsWith(`${String(to).padStart(3, '0')}-`));
  const pairs = folder
    ? readdirSync(join(process.cwd(), FIXTURES, folder))
        .filter((name) => name.endsWith('-before.json'))
        .map((name) => name.replace(/-before\.json$/, '') as ContentFileKind)
    : [];
  const upToThis = CONTENT_MIGRATIONS.filter((candidate) => candidate.to <= to);

  it(`has a before and an after fixture in ${FIXTURES}/${String(to).padStart(3, '0')}-…/`, () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it.each(pairs)('turns the %s fixture into its after fixture, text for text', (kind) => {
    const before = read(`${FIXTURES}/${folder}/${kind}-before.json`);
    const after = read(`${FIXTURES}/${folder}/${kind}-after.json`);
    const migrated = migrateText(before, kind, { migrations: upToThis, printWidth: 160 });
    expect(migrated.from).toBe(to - 1);
    expect(migrated.applied).toEqual([migration]);
    expect(migrated.text).toBe(after);
  });

  it.each(pairs)('leaves its after fixture (%s) as it is', (kind) => {
    const after = read(`${FIXTURES}/${folder}/${kind}-after.json`);
    expect(migrateText(after, kind, { migrations: upToThis }).text).toBe(after);
  });
});

describe('migration 1: every file states its content version', () => {
  it('changes nothing in the document itself (the runner adds the version)', () => {
    const document: JsonObject = { $schema: '../schemas/site.schema.json', siteUrl: 'https://www.satorixr.com' };
    expect(CONTENT_MIGRATIONS[0]?.migrate(document, 'site')).toBe(document);
  });
});

/** Migrations that record the order they ran in and what they were given. */
function recordingMigrations(log: string[]): ContentMigration[] {
  return [1, 2, 3].map((to) => ({
    to,
    summary: `step ${to}`,
    migrate: (document, kind) => {
      log.push(`${to}:${kind}:version ${JSON.stringify(document['version'])}`);
      return { ...document, [`step${to}`]: true };
    },
  }));
}

const page = (extra: string) => `{\n  "$schema": "../../schemas/page.schema.json",${extra}\n  "path": "/example",\n  "sections": []\n}\n`;

describe('the runner', () => {
  it('applies the migrations after the file’s version in order, setting "version" after each', () => {
    const log: string[] = [];
    const migrated = migrateDocument({ $schema: 'x', version: 1, path: '/a' }, 'page', recordingMigrations(log));
    expect(log).toEqual(['2:page:version 1', '3:page:version 2']);
    expect(migrated).toMatchObject({ from: 1, to: 3 });
    expect(migrated.document).toEqual({ $schema: 'x', version: 3, path: '/a', step2: true, step3: true });
  });

  it('reads a file without "version" as version 0, and puts the new key right after "$schema"', () => {
    const log: string[] = [];
    const migrated = migrateDocument({ $schema: 'x', path: '/a' }, 'site', recordingMigrations(log));
    expect(log).toEqual(['1:site:version undefined', '2:site:version 1', '3:site:version 2']);
    expect(Object.keys(migrated.document)).toEqual(['$schema', 'version', 'path', 'step1', 'step2', 'step3']);
  });

  it('adds only the version line to a file that migration 1 upgrades', () => {
    const before = page('');
    const migrated = migrateText(before, 'page');
    expect(migrated.text).toBe(page(`\n  "version": ${CURRENT_CONTENT_VERSION},`));
    const added = migrated.text.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(added).toEqual([`  "version": ${CURRENT_CONTENT_VERSION},`]);
  });

  it('is idempotent: a second run returns the text unchanged and applies nothing', () => {
    const once = migrateText(page(''), 'page');
    const twice = migrateText(once.text, 'page');
    expect(twice.text).toBe(once.text);
    expect(twice.applied).toEqual([]);
  });

  it('changes an existing "version" in place, and writes each migration’s change where the writer puts it', () => {
    const migrated = migrateText(page('\n  "version": 1,'), 'page', { migrations: recordingMigrations([]) });
    expect(migrated.text).toBe(
      '{\n  "$schema": "../../schemas/page.schema.json",\n  "version": 3,\n  "path": "/example",\n  "sections": [],\n  "step2": true,\n  "step3": true\n}\n',
    );
  });

  it('puts "version" first in a file without "$schema", and keeps a one-line object on one line', () => {
    expect(migrateText('{ "path": "/a" }\n', 'page', { migrations: CONTENT_MIGRATIONS.slice(0, 1) }).text).toBe('{ "version": 1, "path": "/a" }\n');
    expect(migrateText('{\r\n\t"path": "/a"\r\n}\r\n', 'page', { migrations: CONTENT_MIGRATIONS.slice(0, 1) }).text).toBe(
      '{\r\n\t"version": 1,\r\n\t"path": "/a"\r\n}\r\n',
    );
  });

  it('refuses a file written for newer code, saying so in plain words', () => {
    const ahead = page(`\n  "version": ${CURRENT_CONTENT_VERSION + 1},`);
    expect(() => migrateText(ahead, 'page')).toThrow(ContentMigrationError);
    expect(() => migrateText(ahead, 'page')).toThrow(
      `This file was written for content version ${CURRENT_CONTENT_VERSION + 1}, which is newer than this copy of the site understands (it reads version ${CURRENT_CONTENT_VERSION}). It needs newer code: update your copy of the site (for example with \`git pull\`), then try again.`,
    );
  });

  it('refuses a "version" that is not a whole number, and text that is not a JSON object', () => {
    expect(() => migrateText(page('\n  "version": "1",'), 'page')).toThrow(
      `"version" must be a whole number, the content version this file was written for (this site reads version ${CURRENT_CONTENT_VERSION}), but it is "1".`,
    );
    expect(() => migrateText('{ "path": "/a", }', 'page')).toThrow(/^It is not a valid JSON object, so it cannot be upgraded\./);
    expect(() => migrateText('[]', 'page')).toThrow(ContentMigrationError);
  });
});

describe('a file’s standing against the version this code reads', () => {
  it.each([
    [{}, 1, { standing: 'behind', version: 0 }],
    [{}, 0, { standing: 'current', version: 0 }],
    [{ version: 1 }, 1, { standing: 'current', version: 1 }],
    [{ version: 2 }, 1, { standing: 'ahead', version: 2 }],
    [{ version: 1.5 }, 1, { standing: 'unreadable', value: 1.5 }],
  ])('%j at code version %i: %j', (document, current, standing) => {
    expect(versionStanding(document, current)).toEqual(standing);
  });

  it('withVersion keeps a key where it is and places a new one after "$schema"', () => {
    expect(Object.keys(withVersion({ a: 1, version: 0, $schema: 'x' }, 2))).toEqual(['a', 'version', '$schema']);
    expect(Object.keys(withVersion({ a: 1, $schema: 'x', b: 2 }, 2))).toEqual(['a', '$schema', 'version', 'b']);
  });
});
