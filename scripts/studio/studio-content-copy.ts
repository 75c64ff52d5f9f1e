/** The throwaway content tree the studio's end-to-end suite edits (see scripts/studio/studio-e2e-server.ts). */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONTENT_DIR, listSchemaFiles } from '../content/model/paths.ts';

export const studioE2eRoot = () => process.env['STUDIO_E2E_ROOT'] ?? join(tmpdir(), 'satori-studio-e2e');

/** The media manifest, as the project path it has in every root. */
const MEDIA_MANIFEST = join('public', 'media', 'media-manifest.json');

/**
 * Makes `root` a fresh copy of the project's content and schemas, with the project's public/ linked in entry by entry,
 * except the media manifest, which is the copy's own: a test rewrites it as an upload's media pipeline does.
 */
export function resetStudioContentCopy(projectRoot: string, root: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(join(projectRoot, CONTENT_DIR), join(root, CONTENT_DIR), { recursive: true });
  for (const file of listSchemaFiles(projectRoot)) cpSync(join(projectRoot, file), join(root, file), { recursive: true });
  for (const folder of ['public', join('public', 'media')]) {
    mkdirSync(join(root, folder));
    for (const entry of readdirSync(join(projectRoot, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (path === join('public', 'media') || path === MEDIA_MANIFEST) continue;
      symlinkSync(join(projectRoot, path), join(root, path), entry.isDirectory() ? 'dir' : 'file');
    }
  }
  cpSync(join(projectRoot, MEDIA_MANIFEST), join(root, MEDIA_MANIFEST));
  mkdirSync(join(root, 'media-src'));
  // A repository of its own, as a marketer's checkout is, so the studio lists and shares changes in the copy only.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Studio end-to-end');
  git('config', 'user.email', 'studio-e2e@satorixr.invalid');
  git('add', CONTENT_DIR, 'public/media');
  git('commit', '-q', '-m', 'The content as the tests start from it');
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(dir, path)).isFile());

/**
 * Puts the copy's content-json/ back as the project has it (between tests), leaving the server running. In place,
 * file by file, and only what differs: removing and copying the folder made the server's watcher start over on a new
 * folder, and a test's save that came before it was watching again reloaded nothing.
 */
export function restoreStudioContent(projectRoot: string, root: string): void {
  const manifest = readFileSync(join(projectRoot, MEDIA_MANIFEST));
  if (!readFileSync(join(root, MEDIA_MANIFEST)).equals(manifest)) writeFileSync(join(root, MEDIA_MANIFEST), manifest);
  const source = join(projectRoot, CONTENT_DIR);
  const target = join(root, CONTENT_DIR);
  const wanted = new Set(filesUnder(source));
  for (const file of filesUnder(target)) if (!wanted.has(file)) rmSync(join(target, file));
  for (const file of wanted) {
    const text = readFileSync(join(source, file));
    const copy = join(target, file);
    if (existsSync(copy) && readFileSync(copy).equals(text)) continue;
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, text);
  }
}

/**
 * Starts scripts/studio/studio-e2e-server.ts (the development server over a fresh copy in `root`) on `port` and waits until
 * the studio answers. `stop()` ends the server and its Vite process.
 */
export async function startStudioDevServer({ projectRoot, port, root }: { projectRoot: string; port: string; root: string }) {
  const server = spawn('npx', ['tsx', 'scripts/studio/studio-e2e-server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: port, STUDIO_E2E_ROOT: root },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    const answered = await fetch(`${origin}/__studio`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, stop };
    await new Promise((done) => setTimeout(done, 250));
  }
  stop();
  throw new Error(`The studio did not start on ${origin}/__studio within a minute.`);
}
