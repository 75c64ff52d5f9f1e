/**
 * The studio's end-to-end suite edits and saves real files, so it runs the development server on a throwaway copy
 * of the content (content-json/ and schemas/ copied; public/ linked, read only) under STUDIO_E2E_ROOT, never on the
 * repository's own files. `npx tsx scripts/studio-e2e-server.ts` makes the copy and serves the site and /__studio.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { resetStudioContentCopy, studioE2eRoot } from './lib/studio-content-copy.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const root = studioE2eRoot();
resetStudioContentCopy(projectRoot, root);
const port = process.env['PORT'] ?? '4340';
const vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, SATORI_CONTENT_ROOT: root },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
