// @vitest-environment node
/**
 * `npm run content:migrate` on a temporary copy of a small content tree: site.json and pages, one in a sub-folder,
 * as the loader finds them. It upgrades each in place, says per file what it did, and a second run changes nothing
 * and says so. `--check` writes nothing and fails while a file is behind.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeOutcomes, migrateContentTree } from '../../scripts/content/migrations/migrate-tree.ts';
import { CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';

const project = process.cwd();
const FIXTURES = 'testing/fixtures/content-migrations/001-content-version';
const fixture = (name: string) => readFileSync(join(project, FIXTURES, name), 'utf8');

let root = '';
const files = {
  'content-json/site.json': fixture('site-before.json'),
  'content-json/pages/blog-post.json': fixture('page-before.json'),
  'content-json/pages/solutions/example.json': fixture('page-before.json').replace('"../../schemas', '"../../../schemas'),
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-migrate-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function migrate(...args: string[]) {
  const run = spawnSync(process.execPath, [join(project, 'node_modules/tsx/dist/cli.mjs'), join(project, 'scripts/content/migrate-content.ts'), ...args], {
    cwd: project,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('npm run content:migrate', () => {
  it('upgrades every file in place, saying so per file, and a second run changes nothing', () => {
    // Only migration 1 exists when this is written; with later ones, the fixtures are still upgraded (to the latest).
    const step = `1: every file states its content version`;
    const first = migrate('--root', root);
    expect(first.status).toBe(0);
    expect(first.output).toContain(`content-json/site.json: upgraded from content version 0 to ${CURRENT_CONTENT_VERSION} (${step}`);
    expect(first.output).toContain(`content-json/pages/solutions/example.json: upgraded from content version 0 to ${CURRENT_CONTENT_VERSION} (${step}`);
    expect(first.output).toContain(`Upgraded 3 files to content version ${CURRENT_CONTENT_VERSION}.`);
    if (CURRENT_CONTENT_VERSION === 1) {
      expect(read('content-json/site.json')).toBe(fixture('site-after.json'));
      expect(read('content-json/pages/blog-post.json')).toBe(fixture('page-after.json'));
    }
    const upgraded = Object.keys(files).map(read);

    const second = migrate(`--root=${root}`);
    expect(second.status).toBe(0);
    expect(second.output).toContain(`content-json/pages/blog-post.json: already at content version ${CURRENT_CONTENT_VERSION}, left as it is.`);
    expect(second.output).toContain(`Every file (3 files) is already at content version ${CURRENT_CONTENT_VERSION}: nothing to do.`);
    expect(Object.keys(files).map(read)).toEqual(upgraded);
  });

  it('with --check, writes nothing and fails while a file would be upgraded', () => {
    const check = migrate('--root', root, '--check');
    expect(check.status).toBe(1);
    expect(check.output).toContain('content-json/site.json: would be upgraded from content version 0');
    expect(check.output).toContain(`3 files would be upgraded to content version ${CURRENT_CONTENT_VERSION}.`);
    expect(Object.entries(files).map(([file]) => read(file))).toEqual(Object.values(files));
  });

  // In process (the command prints exactly this and exits with 1 when a file is refused): a third run of tsx would cost a second.
  it('refuses a file written for newer code, names it, and upgrades the others', () => {
    const ahead = 'content-json/pages/solutions/example.json';
    writeFileSync(join(root, ahead), fixture('page-after.json').replace(/"version": \d+/, `"version": ${CURRENT_CONTENT_VERSION + 1}`));
    const outcomes = migrateContentTree(root);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['upgraded', 'upgraded', 'refused']);
    const report = describeOutcomes(outcomes, CURRENT_CONTENT_VERSION);
    expect(report).toContain(`${ahead}: not upgraded. This file was written for content version ${CURRENT_CONTENT_VERSION + 1}, which is newer`);
    expect(report).toContain('1 file could not be upgraded: see above.');
    expect(read('content-json/site.json')).toContain(`"version": ${CURRENT_CONTENT_VERSION}`);
  });
});
