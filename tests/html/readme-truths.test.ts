/**
 * What the README says about the built site, checked against the build: the sitemap's size, the sections of each page
 * its page tables name, and which build `npm start` serves. Hand-written figures drift; these cannot.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteKind } from '../../scripts/dev/built-site-kind.ts';
import { listPageFiles } from '../../scripts/content/model/paths.ts';
import { DIST, readBuiltFile } from '../../testing/vitest/built-site.ts';

const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pages = listPageFiles(root).map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as { path: string; sections: { type: string }[] });
const sectionTypes = new Set(pages.flatMap((page) => page.sections.map((section) => section.type)));

/** README table rows whose first cell is one page's address: the address and the section types the row names, in order. */
const pageRows = readme.split('\n').flatMap((line) => {
  const cells = line.split('|').map((cell) => cell.trim());
  const address = /^`(\/[^`{}*]*)`$/.exec(cells[1] ?? '')?.[1];
  const page = pages.find((candidate) => candidate.path === address);
  if (!page) return [];
  const named = [...(cells[2] ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1] ?? '').filter((type) => sectionTypes.has(type));
  return [{ address: page.path, named, actual: page.sections.map((section) => section.type) }];
});

describe('the README', () => {
  it('counts the sitemap as the build writes it', () => {
    const claimed = Number(/`sitemap\.xml` lists (\d+)/.exec(readme)?.[1]);
    expect(claimed).toBe([...readBuiltFile('sitemap.xml').matchAll(/<url>/g)].length);
  });

  it('names every section of each page in its page tables, in order', () => {
    expect(pageRows.length).toBeGreaterThan(5);
    for (const row of pageRows) expect(row.named, row.address).toEqual(row.actual);
  });

  it('is right that `npm start` serves the demo build, and the server says so', () => {
    expect(readme).toMatch(/npm start\b[^\n]*demo/);
    expect(builtSiteKind(DIST)).toBe('demo');
  });
});
