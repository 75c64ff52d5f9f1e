/**
 * `npm run media:generate [name ...]`: renders the procedural brand media into
 * media-src/ (3D scenes via render-jobs.ts, vector art via svg/*.ts). With
 * names, only the jobs whose key, name, path or scene contains one of them run.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MediaJob } from './scene-api.ts';
import { renderJobs } from './render-jobs.ts';

const root = process.cwd();
const filters = process.argv.slice(2);
const matches = (...names: string[]) => filters.length === 0 || filters.some((filter) => names.some((name) => name.includes(filter)));

const here = join(root, 'scripts/media/generate');
const jobs: MediaJob[] = [];
for (const file of readdirSync(join(here, 'jobs')).filter((name) => name.endsWith('.jobs.ts')).sort()) {
  const module = (await import(pathToFileURL(join(here, 'jobs', file)).href)) as { default: MediaJob[] };
  jobs.push(...module.default);
}
const selected = jobs.filter((job) => matches(job.scene, job.kind === 'sequence' ? job.key : job.kind === 'video' ? job.name : job.path));

const svgDir = join(here, 'svg');
for (const file of (existsSync(svgDir) ? readdirSync(svgDir) : []).filter((name) => name.endsWith('.svg.ts')).sort()) {
  if (!matches(file.replace('.svg.ts', ''))) continue;
  const module = (await import(pathToFileURL(join(svgDir, file)).href)) as { default: (root: string) => string[] | Promise<string[]> };
  const written = await module.default(root);
  console.log(`vector ${file}: ${written.length} files`);
}

await renderJobs(root, selected);
console.log(`Generated ${selected.length} rendered job(s) into media-src/.`);
