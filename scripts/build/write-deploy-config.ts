/**
 * The last step of `npm run build`: writes the deploy configuration of this build into dist/, from
 * scripts/build/deploy/headers.ts and the build's own external origins (docs/deployment.md):
 * - dist/_deploy/nginx/satori-xr.conf, the nginx server block (and its case-insensitive page map);
 * - dist/_headers, for static hosts that read one;
 * - dist/_redirects, for static hosts that read one: the post shells (scripts/build/prerender/post-shells.ts).
 * Both servers answer these paths with 404, so visitors never see them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEPLOY_FILES, contentSecurityPolicy, policySettingsOfBuild } from './deploy/headers.ts';
import { headersFile } from './deploy/headers-file.ts';
import { nginxConfig } from './deploy/nginx-config.ts';
import { loadServerBundle, pageStyleHashes } from './prerender/html-page.ts';
import { REDIRECTS_FILE, postShellsFor, redirectsFile } from './prerender/post-shells.ts';
import { prerenderedPages } from './prerender/prerendered-pages.ts';
import { DIST_DIR } from '../content/model/paths.ts';

const root = process.cwd();
const dist = join(root, DIST_DIR);
const server = await loadServerBundle(root);
const { externalOrigins } = server;
const pages = prerenderedPages(dist);
// The shells the pre-renderer wrote; a route without one keeps answering 404 for addresses it did not pre-render.
const postShells = postShellsFor(server.dynamicRoutePatterns()).filter((shell) => existsSync(join(dist, shell.file)));

// The policy's settings (msw's worker, CSP_REPORT_URL) and each page's style hashes (docs/deployment.md).
const settings = policySettingsOfBuild(dist, process.env);
const styleHashesByFile = pageStyleHashes(dist);
const allStyleHashes = [...new Set([...styleHashesByFile.values()].flat())];

const write = (relativePath: string, text: string) => {
  const file = join(dist, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
write(DEPLOY_FILES.nginx, nginxConfig({ origins: externalOrigins, settings, pages, styleHashesByFile, postShells }));
write(DEPLOY_FILES.headers, headersFile(externalOrigins, settings, allStyleHashes));
write(DEPLOY_FILES.policy, `${JSON.stringify(settings, null, 2)}\n`);
write(REDIRECTS_FILE, redirectsFile(postShells));

console.log(
  `Wrote ${DIST_DIR}/${DEPLOY_FILES.nginx} (${pages.length} pages, ${postShells.length} post shells), ${DIST_DIR}/${DEPLOY_FILES.headers} and ${DIST_DIR}/${REDIRECTS_FILE}.`,
);
console.log(
  `Content-Security-Policy (each page adds its ${allStyleHashes.length > 0 ? 'own' : 'no'} style hashes): ${contentSecurityPolicy(externalOrigins, settings)}`,
);
