/**
 * The last step of `npm run build`: writes the deploy configuration of this build into dist/, from
 * scripts/lib/deploy/headers.ts and the build's own external origins (docs/deployment.md):
 * - dist/_deploy/nginx/satori-xr.conf, the nginx server block (and its case-insensitive page map);
 * - dist/_headers, for static hosts that read one.
 * Both servers answer these two paths with 404, so visitors never see them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEPLOY_FILES, contentSecurityPolicy } from './lib/deploy/headers.ts';
import { headersFile } from './lib/deploy/headers-file.ts';
import { nginxConfig } from './lib/deploy/nginx-config.ts';
import { prerenderedPages } from './lib/prerendered-pages.ts';
import { DIST_DIR, loadServerBundle } from './lib/server-bundle.ts';

const root = process.cwd();
const dist = join(root, DIST_DIR);
const { externalOrigins } = await loadServerBundle(root);
const pages = prerenderedPages(dist);

const write = (relativePath: string, text: string) => {
  const file = join(dist, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
write(DEPLOY_FILES.nginx, nginxConfig({ origins: externalOrigins, pages }));
write(DEPLOY_FILES.headers, headersFile(externalOrigins));

console.log(`Wrote ${DIST_DIR}/${DEPLOY_FILES.nginx} (${pages.length} pages) and ${DIST_DIR}/${DEPLOY_FILES.headers}.`);
console.log(`Content-Security-Policy: ${contentSecurityPolicy(externalOrigins)}`);
