/**
 * The studio's end-to-end suite edits and saves real files, so it runs the development server on a throwaway copy
 * of the content (content-json/, the schemas, the media manifest copied; the rest of public/ linked, read only) under
 * STUDIO_E2E_ROOT, never on the repository's own files. `npx tsx scripts/studio/studio-e2e-server.ts` makes the copy and serves the site and /__studio
 * as `npm run dev` does (the project's vite.config.ts), with its dependency cache in the copy: it starts cold like a
 * clean checkout, and no other development server (another checkout sharing node_modules/) rewrites the cache under
 * this one, which the browser would see as "504 Outdated Optimize Dep" and two copies of React.
 */
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { resetStudioContentCopy, studioE2eRoot } from './studio-content-copy.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const root = studioE2eRoot();
resetStudioContentCopy(projectRoot, root);
// vite.config.ts hands it to the content and studio plugins.
process.env['SATORI_CONTENT_ROOT'] = root;
const port = Number(process.env['PORT'] ?? '4340');

const server = await createServer({
  root: projectRoot,
  cacheDir: join(root, '.vite'),
  clearScreen: false,
  server: { host: '127.0.0.1', port, strictPort: true },
});
await server.listen();
server.printUrls();
const stop = () => {
  void server.close().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
