/**
 * `npm run media:generate [name ...]`: renders the procedural brand media into
 * media-src/ (3D scenes via render-jobs.ts, vector art via svg/*.ts). With
 * names, only the jobs whose key, name, path or scene contains one of them run.
 * `--list` prints the selected jobs and vector generators without rendering.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MediaJob } from './scene-api.ts';
import { GENERATOR_SOURCE_DIR, REPO_ROOT } from './paths.ts';
import { renderJobs } from './render-jobs.ts';

const root = REPO_ROOT;
const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const filters = args.filter((arg) => arg !== '--list');
const matches = (...names: string[]) => filters.length === 0 || filters.some((filter) => names.some((name) => name.includes(filter)));

const here = GENERATOR_SOURCE_DIR;
const jobs: MediaJob[] = [];
for (const file of readdirSync(join(here, 'jobs'))
  .filter((name) => name.endsWith('.jobs.ts'))
  .sort()) {
  const module = (await import(pathToFileURL(join(here, 'jobs', file)).href)) as { default: MediaJob[] };
  jobs.push(...module.default);
}
/** What a job writes, as names to select it by: `models/<name>` selects one model, `models/` every model; `environments/` likewise. */
function jobName(job: MediaJob): string {
  switch (job.kind) {
    case 'sequence':
      return job.key;
    case 'video':
      return job.name;
    case 'model':
      return `models/${job.name}`;
    case 'environment':
      return `environments/${job.name}`;
    case 'image':
      return job.path;
  }
}
function sourceOf(job: MediaJob): string {
  if (job.kind === 'model') return `model ${job.model}`;
  if (job.kind === 'environment') return `environment room ${job.style}, ${String(job.width)}x${String(job.height)}`;
  return `scene ${job.scene}, ${String(job.width)}x${String(job.height)}`;
}
const selected = jobs.filter((job) => matches(job.kind === 'model' ? job.model : job.kind === 'environment' ? job.style : job.scene, jobName(job)));

const svgDir = join(here, 'svg');
const vectorFiles = (existsSync(svgDir) ? readdirSync(svgDir) : []).filter((name) => name.endsWith('.svg.ts') && matches(name.replace('.svg.ts', ''))).sort();

if (listOnly) {
  for (const file of vectorFiles) console.log(`vector ${file}`);
  for (const job of selected) console.log(`${job.kind} ${jobName(job)} (${sourceOf(job)})`);
  console.log(`${String(vectorFiles.length)} vector generator(s), ${String(selected.length)} rendered job(s); nothing written.`);
  process.exit(0);
}

for (const file of vectorFiles) {
  const module = (await import(pathToFileURL(join(svgDir, file)).href)) as { default: (root: string) => string[] | Promise<string[]> };
  const written = await module.default(root);
  console.log(`vector ${file}: ${written.length} files`);
}

await renderJobs(root, selected);
console.log(`Generated ${selected.length} rendered job(s) into media-src/.`);
