import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBundle } from '../../../src/app/server/contract.ts';

export const DIST_DIR = 'dist';
export const SERVER_DIST_DIR = 'dist-ssr';
export const TEMPLATE_FILE = `${SERVER_DIST_DIR}/template.html`;

/** Loads the server bundle built by `npm run build:server` (src/app/server/entry-server.tsx; its contract: contract.ts). */
export async function loadServerBundle(root: string): Promise<ServerBundle> {
  return (await import(pathToFileURL(join(root, SERVER_DIST_DIR, 'entry-server.js')).href)) as ServerBundle;
}
