// @vitest-environment node
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContentFile } from '../../scripts/studio/content-path.ts';
import { projectCopy, recordOf, removeProjectCopies, startStudio, type StudioServer } from '../../testing/vitest/studio-project.ts';

let root: string;
let studio: StudioServer;
/** A file beside the copy's content-json/, which no request may reach. */
let outsideFile: string;

beforeAll(async () => {
  root = projectCopy();
  outsideFile = join(root, 'secret.json');
  writeFileSync(outsideFile, '{"secret": true}\n');
  symlinkSync(outsideFile, join(root, 'content-json', 'pages', 'linked-secret.json'));
  mkdirSync(join(root, 'outside-folder'));
  symlinkSync(join(root, 'outside-folder'), join(root, 'content-json', 'pages', 'linked-folder'));
  writeFileSync(join(root, 'outside-folder', 'page.json'), '{"secret": true}\n');
  writeFileSync(join(root, 'content-json', 'notes.json'), '{}\n');
  studio = await startStudio(root);
});

afterAll(async () => {
  await studio.close();
  removeProjectCopies();
});

const refused: [string, string][] = [
  ['parent folder', 'content-json/pages/../../secret.json'],
  ['parent folder at the start', '../secret.json'],
  ['URL-encoded', 'content-json/pages/%2e%2e%2f%2e%2e%2fsecret.json'],
  ['upper-case URL encoding', 'content-json/pages/%2E%2E%2F%2E%2E%2Fsecret.json'],
  ['double-encoded', 'content-json/pages/%252e%252e%252f%252e%252e%252fsecret.json'],
  ['absolute', '/etc/passwd'],
  ['absolute into the project', `${process.cwd()}/content-json/pages/about.json`],
  ['backslashes', 'content-json\\pages\\..\\..\\secret.json'],
  ['encoded backslashes', 'content-json%5Cpages%5Cabout.json'],
  ['NUL byte', 'content-json/pages/about.json\0.png'],
  ['encoded NUL byte', 'content-json/pages/about.json%00'],
  ['symbolic link to a file outside', 'content-json/pages/linked-secret.json'],
  ['symbolic link to a folder outside', 'content-json/pages/linked-folder/page.json'],
  ['not a JSON file', 'content-json/pages/about.txt'],
  ['a JSON file outside pages/', 'content-json/notes.json'],
  ['a schema', 'schemas/page.schema.json'],
  ['package.json', 'package.json'],
  ['empty', ''],
];

describe('resolveContentFile', () => {
  it.each(refused)('refuses a %s path with a plain message', (_, requested) => {
    const result = resolveContentFile(root, requested);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect([400, 403]).toContain(result.status);
      expect(result.message).toMatch(/^[A-Z"]/);
    }
  });

  it('accepts site.json, a page and a page in a folder, and a page that does not exist yet', () => {
    for (const file of [
      'content-json/site.json',
      'content-json/pages/about.json',
      'content-json/pages/solutions/salesxrtreme.json',
      'content-json/pages/new.json',
    ]) {
      const result = resolveContentFile(root, file);
      expect(result).toMatchObject({ ok: true, file, absolute: join(root, file) });
    }
  });

  it('reads an encoded name as its plain spelling', () => {
    expect(resolveContentFile(root, 'content-json%2Fpages%2Fabout.json')).toMatchObject({ ok: true, file: 'content-json/pages/about.json' });
  });
});

describe('GET /__studio/api/file', () => {
  it.each(refused)('refuses a %s path and reads nothing', async (_, requested) => {
    const { status, body } = await studio.request(`/__studio/api/file?file=${encodeURIComponent(requested)}`);
    expect([400, 403]).toContain(status);
    expect(recordOf(body)['message']).toEqual(expect.any(String));
    expect(recordOf(body)['text']).toBeUndefined();
  });

  it('refuses a PUT through a symbolic link and leaves the file outside as it was', async () => {
    const { status } = await studio.request('/__studio/api/file', {
      method: 'PUT',
      body: JSON.stringify({ file: 'content-json/pages/linked-secret.json', version: 'x', json: { secret: false } }),
    });
    expect(status).toBe(403);
    expect(readFileSync(outsideFile, 'utf8')).toBe('{"secret": true}\n');
  });

  it('reads a page with its version and parsed value', async () => {
    const { status, body } = await studio.request('/__studio/api/file?file=content-json/pages/about.json');
    expect(status).toBe(200);
    const text = readFileSync(join(root, 'content-json/pages/about.json'), 'utf8');
    expect(body).toMatchObject({ file: 'content-json/pages/about.json', text, json: JSON.parse(text) as unknown });
    expect(recordOf(body)['version']).toMatch(/^[0-9a-f]{64}$/);
  });
});
