/**
 * Serves the production build: static files (pre-compressed where possible),
 * pre-rendered pages in any letter case, on-request rendering for routes with
 * placeholders (such as /blogs/:slug), and 404.html for everything else. Every response carries the headers
 * and cache rules of scripts/lib/deploy/headers.ts, the same ones the shipped nginx configuration sends.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { decodePath, pathKey, routeMatchesPath } from '../src/lib/routing/path-keys.ts';
import { MOCK_SCENARIO_PARAM } from '../src/testing/mocks/mock-scenarios.ts';
import { DOCUMENT_CACHE, cacheControlFor, isPrivatePath, securityHeaders } from './lib/deploy/headers.ts';
import { composeHtml, readViteManifest } from './lib/html-page.ts';
import { prerenderedPages } from './lib/prerendered-pages.ts';
import { DIST_DIR, TEMPLATE_FILE, loadServerBundle } from './lib/server-bundle.ts';

const root = process.cwd();
const dist = join(root, DIST_DIR);
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(root, TEMPLATE_FILE))) {
  console.error('No production build found. Run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

const port = Number(process.env['PORT'] ?? 4173);
const host = process.env['HOST'] ?? '127.0.0.1';
const server = await loadServerBundle(root);
const template = readFileSync(join(root, TEMPLATE_FILE), 'utf8');
const manifest = readViteManifest(dist);
const dynamicPatterns = server.dynamicRoutePatterns();
const headersForEveryResponse = securityHeaders(server.externalOrigins);

/** pathKey → pre-rendered file, so /PLATFORM finds dist/Platform/index.html. */
const pages = new Map(prerenderedPages(dist).map((page) => [pathKey(page.urlPath), join(dist, page.file)]));

const staticFiles = sirv(dist, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: [],
  setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
});

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: Buffer | string, file?: string) {
  const accepts = req.headers['accept-encoding'] ?? '';
  let body: Buffer | string = html;
  if (file && accepts.includes('br') && existsSync(`${file}.br`)) {
    body = readFileSync(`${file}.br`);
    res.setHeader('Content-Encoding', 'br');
  } else if (file && accepts.includes('gzip') && existsSync(`${file}.gz`)) {
    body = readFileSync(`${file}.gz`);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE, Vary: 'Accept-Encoding' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function servePage(req: IncomingMessage, res: ServerResponse) {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  const prerendered = pages.get(pathKey(pathname));
  const isDynamic = dynamicPatterns.some((pattern) => routeMatchesPath(pattern, pathname));
  // QA's mock failure scenarios act in the browser, so the page must not arrive with its posts already in it.
  if (server.usesEmbeddedMocks && searchParams.has(MOCK_SCENARIO_PARAM) && (prerendered || isDynamic)) {
    const result = await server.renderWithPostsInBrowser(pathname);
    return sendHtml(req, res, result.status, composeHtml(template, result, manifest));
  }
  if (prerendered) return sendHtml(req, res, 200, readFileSync(prerendered), prerendered);
  if (isDynamic) {
    const result = await server.render(pathname);
    return sendHtml(req, res, result.status, composeHtml(template, result, manifest));
  }
  return sendNotFound(req, res);
}

function sendNotFound(req: IncomingMessage, res: ServerResponse) {
  const notFound = join(dist, '404.html');
  return sendHtml(req, res, 404, readFileSync(notFound), notFound);
}

createServer((req, res) => {
  for (const [name, value] of headersForEveryResponse) res.setHeader(name, value);
  // Build output for servers (dist/_deploy/, dist/_headers, dist/.vite/) is never sent, as with nginx.
  if (isPrivatePath(decodePath(new URL(req.url ?? '/', 'http://localhost').pathname))) return sendNotFound(req, res);
  staticFiles(req, res, () => {
    servePage(req, res).catch((error: unknown) => {
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });
}).listen(port, host, () => {
  console.log(`Satori XR is running at http://localhost:${port}/ (production build; press Ctrl+C to stop)`);
});
