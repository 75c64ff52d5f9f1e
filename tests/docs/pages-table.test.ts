// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPageFiles } from '../../scripts/content/model/paths.ts';
import { EDITING_CONTENT_FILE, PAGES_TABLE_END, PAGES_TABLE_START, generateEditingContentDoc, pagesTable } from '../../scripts/content/sync/pages-table.ts';

const root = process.cwd();
const doc = readFileSync(join(root, EDITING_CONTENT_FILE), 'utf8');
const tableRows = doc
  .slice(doc.indexOf(PAGES_TABLE_START), doc.indexOf(PAGES_TABLE_END))
  .split('\n')
  .filter((line) => line.startsWith('| `'));

describe(`the pages table in ${EDITING_CONTENT_FILE}`, () => {
  it('is current (run `npm run sections:sync` if this fails)', async () => {
    expect(doc).toBe(await generateEditingContentDoc(root));
  });

  it('has one row per page file, with its address, aliases, file and every section type', () => {
    const files = listPageFiles(root);
    expect(tableRows).toHaveLength(files.length);
    for (const file of files) {
      const page = JSON.parse(readFileSync(join(root, file), 'utf8')) as { path: string; aliases?: string[]; sections: { type: string }[] };
      const row = tableRows.find((line) => line.includes(`\`${file.replace(/^content-json\//, '')}\``));
      expect(row, file).toBeDefined();
      expect(row).toContain(`| \`${page.path}\``);
      for (const alias of page.aliases ?? []) expect(row).toContain(`\`${alias}\``);
      for (const { type } of page.sections) expect(row).toContain(`\`${type}\``);
    }
  });

  it('tells where an address lives when the file name does not say', () => {
    expect(tableRows.find((line) => line.startsWith('| `/EDUCOE/EDUCOE`'))).toContain('`pages/centre-of-excellence.json`');
  });
});

describe('generateEditingContentDoc', () => {
  let project: string | undefined;
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true });
    project = undefined;
  });

  /** A project with one page and the document around the table; returns its root. */
  function makeProject(): string {
    const dir = mkdtempSync(join(tmpdir(), 'pages-table-'));
    mkdirSync(join(dir, 'content-json/pages'), { recursive: true });
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'content-json/pages/home.json'), JSON.stringify({ path: '/', sections: [{ type: 'hero' }, { type: 'cta-band' }] }));
    writeFileSync(join(dir, EDITING_CONTENT_FILE), `# Editing\n\nBefore.\n\n${PAGES_TABLE_START}\n${PAGES_TABLE_END}\n\nAfter.\n`);
    return dir;
  }

  it('rewrites only the table between the markers, and a new page changes it', async () => {
    project = makeProject();
    const first = await generateEditingContentDoc(project);
    expect(first).toContain('Before.');
    expect(first).toContain('After.');
    expect(first).toContain('`pages/home.json`');
    writeFileSync(join(project, EDITING_CONTENT_FILE), first);
    expect(await generateEditingContentDoc(project)).toBe(first);

    writeFileSync(
      join(project, 'content-json/pages/team.json'),
      JSON.stringify({ path: '/about', aliases: ['/About-us'], sections: [{ type: 'page-intro' }, { type: 'feature-grid' }, { type: 'feature-grid' }] }),
    );
    const second = await generateEditingContentDoc(project);
    expect(second).not.toBe(first);
    expect(pagesTable(project)).toMatch(/\| `\/about` \| `\/About-us` \| `pages\/team\.json` \| `page-intro`, `feature-grid` ×2 \|/);
  });

  it('says where the table goes when the markers are missing', async () => {
    project = makeProject();
    writeFileSync(join(project, EDITING_CONTENT_FILE), '# Editing\n');
    await expect(generateEditingContentDoc(project)).rejects.toThrow(PAGES_TABLE_START);
  });
});
