/**
 * `npm run bench:content [-- --pages 1000]`: how long content:check's loader takes on a large site.
 * Builds a throwaway project of that many pages (the committed pages plus copies
 * under /copy<n>/ addresses, with this project's schemas and site.json, and public/
 * linked rather than copied), then loads and validates it: in this process with
 * a fresh loader each run (schemas compiled each time), and once as
 * `npm run content:check -- --root <dir>` for the wall time a person sees.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadContent } from '../content/model/load-content.ts';
import { PAGES_DIR, SITE_FILE, listSchemaFiles } from '../content/model/paths.ts';
import { readPageFiles, writePageCopies } from './scaled-site.ts';

const GOAL_MS = 3000;
const RUNS = 3;
const pagesArgument = process.argv.indexOf('--pages');
const pageCount = pagesArgument === -1 ? 1000 : Number(process.argv[pagesArgument + 1]);
if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error('--pages needs a whole number, such as 1000.');

const root = process.cwd();
const bench = mkdtempSync(join(tmpdir(), 'satori-bench-content-'));

try {
  for (const file of listSchemaFiles(root)) cpSync(join(root, file), join(bench, file), { recursive: true });
  mkdirSync(join(bench, PAGES_DIR), { recursive: true });
  cpSync(join(root, SITE_FILE), join(bench, SITE_FILE));
  symlinkSync(join(root, 'public'), join(bench, 'public'));
  const originals = readPageFiles(root);
  let written = 0;
  for (const { file } of originals.slice(0, pageCount)) {
    cpSync(join(root, file), join(bench, file));
    written += 1;
  }
  written += writePageCopies(bench, originals, pageCount - written).length;

  const times: number[] = [];
  let summary = '';
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const tree = loadContent(bench);
    times.push(performance.now() - start);
    summary = `${tree.pages.length} valid pages, ${tree.errors.length} errors, ${tree.warnings.length} warnings`;
  }
  const best = Math.min(...times);
  console.log(`Loaded and validated ${written} pages and site.json (${summary}).`);
  console.log(`  loader, in process: ${times.map((time) => `${(time / 1000).toFixed(2)} s`).join(', ')} (best ${(best / 1000).toFixed(2)} s)`);

  const start = performance.now();
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/content/content-check.ts'), '--root', bench], {
      stdio: 'ignore',
    });
  } catch {
    // content:check exits with 1 when there are errors; the time still counts.
  }
  const wall = performance.now() - start;
  console.log(`  npm run content:check -- --root <dir>, whole process: ${(wall / 1000).toFixed(2)} s`);
  console.log(`Goal: the loader within ${GOAL_MS / 1000} s for ${pageCount} pages: ${best <= GOAL_MS ? 'met' : 'NOT met'}.`);
} finally {
  // rm does not follow the public/ link, so only the throwaway project goes.
  rmSync(bench, { recursive: true, force: true });
}
