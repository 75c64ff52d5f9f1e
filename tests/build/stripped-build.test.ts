// @vitest-environment node
/**
 * The scripts-stripped copy of the build that `npm run bench:lighthouse -- --stripped` measures each page against
 * (issue 36): no module script and no modulepreload left, everything else as built, and pre-compressed again.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { stripScripts, writeStrippedBuild } from '../../scripts/bench/stripped-build.ts';

const PAGE = [
  '<!doctype html><html lang="en"><head><title>About | Satori XR</title>',
  '<style data-styled="true">.a{color:#fff}</style>',
  '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-ui-abc.js">',
  '</head><body><div id="root"><main><h1>About</h1></main></div>',
  '<script type="application/json" id="page-modules">["/assets/start-client-abc.js"]</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('\n');

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the scripts-stripped build', () => {
  it('drops every module script and modulepreload, and keeps the document, its styles, fonts and data', () => {
    const stripped = stripScripts(PAGE);
    expect(stripped).not.toMatch(/type="module"|modulepreload/);
    for (const kept of ['<h1>About</h1>', '<style data-styled="true">', 'rel="preload" as="font"', 'id="page-modules"', 'application/ld+json'])
      expect(stripped).toContain(kept);
  });

  it('is a copy: the real build keeps its scripts, and the stripped pages are pre-compressed again', async () => {
    const project = mkdtempSync(join(tmpdir(), 'satori-project-'));
    roots.push(project);
    mkdirSync(join(project, 'dist', 'about'), { recursive: true });
    mkdirSync(join(project, 'scripts'));
    writeFileSync(join(project, 'dist', 'about', 'index.html'), PAGE);
    writeFileSync(join(project, 'dist', 'about', 'index.html.gz'), 'the build’s own gzip');
    writeFileSync(join(project, 'dist', 'app.js'), 'export {};');
    const stripped = await writeStrippedBuild(project);
    roots.push(stripped.root);
    const page = join(stripped.root, 'dist', 'about', 'index.html');
    expect(readFileSync(page, 'utf8')).toBe(stripScripts(PAGE));
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString('utf8')).toBe(stripScripts(PAGE));
    expect(existsSync(`${page}.br`)).toBe(true);
    expect(readFileSync(join(project, 'dist', 'about', 'index.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(join(project, 'dist', 'about', 'index.html.gz'), 'utf8')).toBe('the build’s own gzip');
    expect(readFileSync(join(stripped.root, 'dist', 'app.js'), 'utf8')).toBe('export {};');
    expect(lstatSync(join(stripped.root, 'scripts')).isSymbolicLink()).toBe(true);
    stripped.remove();
    expect(existsSync(stripped.root)).toBe(false);
  });
});
