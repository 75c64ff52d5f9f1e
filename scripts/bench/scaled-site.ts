/**
 * A larger site than the committed one, for the benchmarks and the test that ask how something grows with the
 * number of pages (`npm run bench:content`, `npm run bench:pages-scale`, tests/html/pages-scale.test.ts).
 * Generated pages are copies of the committed ones under /copy<n>/ addresses, so they hold every kind of section,
 * alias and catalogue the real site does. They are only ever written into a throwaway directory, never into
 * content-json/.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { PrerenderTarget } from '../../src/app/server/contract.ts';
import { DIST_DIR, PAGES_DIR, listPageFiles } from '../content/model/paths.ts';

export interface PageFile {
  /** The project path, such as "content-json/pages/about.json". */
  file: string;
  text: string;
}

/** A generated page's address and the other spellings it is pre-rendered under. */
export interface GeneratedPage {
  path: string;
  aliases: string[];
}

export function readPageFiles(root: string): PageFile[] {
  return listPageFiles(root).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/**
 * Whether the page has a fixed address. A copy of a route with placeholders (/blogs/:slug) would pre-render every
 * mock post once more under its own address: more posts, not more pages, so a build's generated pages leave them out.
 */
export function hasFixedAddress(page: PageFile): boolean {
  return !(JSON.parse(page.text) as { path: string }).path.includes(':');
}

/** The longest page title the page schema allows. */
const TITLE_MAX_LENGTH = 70;

/**
 * A copy of a page under /copy<n>: its address, aliases and $schema adjusted, and its title numbered (two pages may
 * not share a title), everything else as committed.
 */
export function copyPage(text: string, copy: number): string {
  const page = JSON.parse(text) as { $schema: string; path: string; aliases?: string[]; meta: { title: string } };
  const prefix = (address: string) => `/copy${copy}${address === '/' ? '' : address}`;
  const title = `Copy ${copy}: ${page.meta.title}`.slice(0, TITLE_MAX_LENGTH);
  return JSON.stringify(
    {
      ...page,
      $schema: `../${page.$schema}`,
      path: prefix(page.path),
      ...(page.aliases ? { aliases: page.aliases.map(prefix) } : {}),
      meta: { ...page.meta, title },
    },
    null,
    2,
  );
}

/**
 * Writes `count` copies of `templates` into the project at `root`, under content-json/pages/copy<n>/, taking each
 * template in turn (the 47 committed pages, then copy 2 of each, and so on).
 */
export function writePageCopies(root: string, templates: readonly PageFile[], count: number): GeneratedPage[] {
  if (count > 0 && templates.length === 0) throw new Error('There are no pages to copy.');
  const generated: GeneratedPage[] = [];
  for (let copy = 1; generated.length < count; copy += 1) {
    for (const { file, text } of templates) {
      if (generated.length >= count) break;
      const target = join(root, PAGES_DIR, `copy${copy}`, file.slice(PAGES_DIR.length + 1));
      const page = copyPage(text, copy);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, page);
      const { path, aliases } = JSON.parse(page) as { path: string; aliases?: string[] };
      generated.push({ path, aliases: aliases ?? [] });
    }
  }
  return generated;
}

/**
 * What `npm run build:demo` reads from the project, the embedded mocks (testing/mocks/) included. The other tests
 * and their helpers, the e2e suites, docs and the media sources are left out;
 * public/ (33 MB of media), node_modules/ and tools/ (which tsconfig.json refers to, and Vite's transform
 * insists on finding) are linked rather than copied.
 */
const BUILD_INPUTS = ['index.html', 'package.json', 'vite.config.ts', 'src', 'testing/mocks', 'scripts', 'schemas', 'content-json'];
/** Vite takes compiler options from the tsconfig its files belong to (tsconfig.json and the per-area projects). */
const isTsconfig = (name: string) => /^tsconfig(\.[\w-]+)?\.json$/.test(name);
const LINKED_INPUTS = ['public', 'node_modules', 'tools'];

/**
 * A throwaway copy of the project at `root` that builds as the project does, with `generatedPages` copies of its
 * fixed-address pages added. Every tool the build runs takes the current directory as the project root, and the
 * styled-components ids and chunk names come from root-relative paths, so the copy builds the same files the
 * project would. The caller removes `dir` (rmSync does not follow the links into the project).
 */
export function createSiteCopy(root: string, generatedPages: number): { dir: string; generated: GeneratedPage[] } {
  const dir = mkdtempSync(join(tmpdir(), 'satori-scaled-site-'));
  for (const input of BUILD_INPUTS) cpSync(join(root, input), join(dir, input), { recursive: true });
  for (const name of readdirSync(root).filter(isTsconfig)) cpSync(join(root, name), join(dir, name));
  for (const input of LINKED_INPUTS) symlinkSync(join(root, input), join(dir, input));
  const generated = writePageCopies(dir, readPageFiles(root).filter(hasFixedAddress), generatedPages);
  return { dir, generated };
}

/**
 * The environment a build in a copy runs with: no NODE_ENV (under vitest it is "test", and Vite would then build
 * React's development code, which is not what a visitor downloads) and no VITEST variables.
 */
function buildEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
}

/** Runs `npm run build:demo` in `dir` and returns its dist/. Its output is kept and shown only when the build fails. */
export function buildDemoSite(dir: string): string {
  try {
    execFileSync('npm', ['run', '-s', 'build:demo'], { cwd: dir, env: buildEnvironment(), encoding: 'utf8', stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build:demo failed in ${dir}:\n${`${stdout}${stderr}`.slice(-8000)}`);
  }
  return join(dir, DIST_DIR);
}

const run = promisify(execFile);

/** Runs ES module `code` with Node in `dir` (where it imports the copy's linked node_modules); its output when it fails. */
async function runInCopy(dir: string, what: string, code: string): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', code], {
      cwd: dir,
      env: buildEnvironment(),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${what} failed in ${dir}:\n${`${stdout}${stderr}`.slice(-8000)}`);
  }
}

/**
 * Only the client half of `npm run build:demo` in `dir`: `vite build --mode demo` with the project's vite.config.ts,
 * without copying public/'s media into dist/. No server bundle, no pre-rendering, no compression: enough for the
 * chunks, their Vite manifest (dist/.vite/manifest.json) and the route table. Returns its dist/.
 */
export async function buildDemoClient(dir: string): Promise<string> {
  await runInCopy(
    dir,
    'vite build --mode demo (client only)',
    "const { build } = await import('vite'); await build({ mode: 'demo', logLevel: 'warn', build: { copyPublicDir: false } });",
  );
  return join(dir, DIST_DIR);
}

/**
 * The addresses `npm run prerender` would write for the project in `dir`: the server entry's own prerenderTargets()
 * (every fixed page path and alias in the route table), loaded by Vite's module runner on the copy's content
 * instead of a server build.
 */
export async function prerenderTargetsOf(dir: string): Promise<PrerenderTarget[]> {
  const stdout = await runInCopy(
    dir,
    'Loading the prerender targets',
    [
      "const { createServer } = await import('vite');",
      "const vite = await createServer({ mode: 'demo', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });",
      "try { const { prerenderTargets } = await vite.ssrLoadModule('/src/app/server/entry-server.tsx'); process.stdout.write(JSON.stringify(prerenderTargets())); }",
      'finally { await vite.close(); }',
    ].join('\n'),
  );
  return JSON.parse(stdout) as PrerenderTarget[];
}

/** The route table's chunk (virtual:page-manifest) in a build, gzipped: what every page carried before it left the first render. */
export function routeTableBytes(dist: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string } | undefined>;
  const chunk = manifest['virtual:page-manifest'];
  if (!chunk) throw new Error(`The build in ${dist} has no route table chunk (virtual:page-manifest) in its manifest.`);
  return gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length;
}
