import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type ServerBundle = typeof import('../../src/app/entry-server.tsx');

export const DIST_DIR = 'dist';
export const SERVER_DIST_DIR = 'dist-ssr';
export const TEMPLATE_FILE = `${SERVER_DIST_DIR}/template.html`;

/** Loads the server bundle built by `npm run build:server`. */
export async function loadServerBundle(root: string): Promise<ServerBundle> {
  const bundle: ServerBundle = await import(pathToFileURL(join(root, SERVER_DIST_DIR, 'entry-server.js')).href);
  return bundle;
}
