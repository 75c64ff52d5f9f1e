/**
 * Serves the production build as the shipped nginx configuration does: static files (pre-compressed where
 * possible), pre-rendered pages in any letter case, the post shell for any other address of a post route (such as
 * a post published after the build; scripts/build/prerender/post-shells.ts), and 404.html for everything else. Every response
 * carries the headers and cache rules of scripts/build/deploy/headers.ts, the same ones nginx sends.
 *
 * It is reachable by anyone who can reach the port, so a request it cannot understand is a 400, never a crash:
 * malformed request lines, targets that are not a path ("GET http://[ HTTP/1.1") and over-long addresses. The
 * limits on time and header size are explicit (SERVER_LIMITS).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import { decodePath, decodedPathKey, pathKey } from '../../src/lib/routing/path-keys.ts';
import { MOCK_SCENARIO_PARAM } from '../../testing/mocks/mock-scenarios.ts';
import {
  DOCUMENT_CACHE,
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeFor,
  isPrivatePath,
  readPolicySettings,
  securityHeaders,
} from '../build/deploy/headers.ts';
import { BUILD_WORDS, builtSiteKind } from './built-site-kind.ts';
import { composeHtml, inlineStyleHashes, loadServerBundle, pageStyleHashes, readViteManifest } from '../build/prerender/html-page.ts';
import { postShellFor, postShellsFor } from '../build/prerender/post-shells.ts';
import { prerenderedPages } from '../build/prerender/prerendered-pages.ts';
import { SERVER_LIMITS, originFormTarget } from './request-target.ts';
import { DIST_DIR, TEMPLATE_FILE } from '../content/model/paths.ts';

const root = process.cwd();
const dist = join(root, DIST_DIR);
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(root, TEMPLATE_FILE))) {
  console.error(
    'No build found in dist/. Run `npm run build` (production) or `npm run build:demo` first, or `npm start`, which builds the demo and serves it.',
  );
  process.exit(1);
}

const port = Number(process.env['PORT'] ?? 4173);
const host = process.env['HOST'] ?? '127.0.0.1';
const server = await loadServerBundle(root);
const template = readFileSync(join(root, TEMPLATE_FILE), 'utf8');
const manifest = readViteManifest(dist);
const policySettings = readPolicySettings(dist);
const headersForEveryResponse = securityHeaders(server.externalOrigins, policySettings);
/** Each page's policy allows its own inline style blocks by hash, as nginx's map does. */
const policyOfHtml = (html: Buffer | string) => contentSecurityPolicy(server.externalOrigins, policySettings, inlineStyleHashes(html.toString()));
const policyByHtmlFile = new Map(
  [...pageStyleHashes(dist)].map(([file, hashes]) => [file, contentSecurityPolicy(server.externalOrigins, policySettings, hashes)]),
);

/** Page key → pre-rendered file, so /PLATFORM finds dist/Platform/index.html (file paths are decoded already: decodedPathKey). */
const pages = new Map(prerenderedPages(dist).map((page) => [decodedPathKey(page.urlPath), join(dist, page.file)]));
/** The post shells this build wrote; a route without one answers 404 for the addresses it did not pre-render. */
const postShells = postShellsFor(server.dynamicRoutePatterns()).filter((shell) => existsSync(join(dist, shell.file)));

const staticFiles = sirv(dist, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: [],
  setHeaders: (res, pathname) => {
    // The type nginx sends (headers.ts, FILE_TYPES), not sirv's own table's.
    res.setHeader('Content-Type', contentTypeFor(pathname));
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    const policy = policyByHtmlFile.get(pathname);
    if (policy) res.setHeader('Content-Security-Policy', policy);
  },
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
  res.writeHead(status, {
    'Content-Type': contentTypeFor('/index.html'),
    'Cache-Control': DOCUMENT_CACHE,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': policyOfHtml(html),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function servePage(req: IncomingMessage, res: ServerResponse, { pathname, searchParams }: URL) {
  const prerendered = pages.get(pathKey(pathname));
  const shell = postShellFor(postShells, pathname);
  // QA's mock failure scenarios act in the browser, so the page must not arrive with its posts already in it.
  if (server.usesEmbeddedMocks && searchParams.has(MOCK_SCENARIO_PARAM) && (prerendered || shell)) {
    const result = await server.renderWithPostsInBrowser(pathname);
    return sendHtml(req, res, result.status, composeHtml(template, result, manifest));
  }
  if (prerendered) return sendHtml(req, res, 200, readFileSync(prerendered), prerendered);
  if (shell) {
    const file = join(dist, shell.file);
    return sendHtml(req, res, 200, readFileSync(file), file);
  }
  return sendNotFound(req, res);
}

function sendNotFound(req: IncomingMessage, res: ServerResponse) {
  const notFound = join(dist, '404.html');
  return sendHtml(req, res, 404, readFileSync(notFound), notFound);
}

function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

function sendServerError(res: ServerResponse, error: unknown) {
  console.error(error);
  if (res.headersSent) res.destroy();
  else sendPlain(res, 500, 'Internal server error');
}

function handleRequest(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of headersForEveryResponse) res.setHeader(name, value);
  const target = originFormTarget(req.url);
  // The connection closes after a 400: what follows a request we could not read cannot be trusted either.
  if (!target) return sendPlain(res, 400, 'Bad request', { Connection: 'close' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendPlain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  // Build output for servers (dist/_deploy/, dist/_headers, the post shells, dist/.vite/) is never sent, as with nginx.
  if (isPrivatePath(decodePath(target.pathname))) return sendNotFound(req, res);
  staticFiles(req, res, () => {
    servePage(req, res, target).catch((error: unknown) => sendServerError(res, error));
  });
}

/** Node's parser rejected the request (malformed line or headers, headers over maxHeaderSize) or it took too long. */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, reason] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
  const body = `${reason}\n`;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}

const httpServer = createServer({ maxHeaderSize: SERVER_LIMITS.maxHeaderSize }, (req, res) => {
  try {
    handleRequest(req, res);
  } catch (error) {
    sendServerError(res, error);
  }
});
httpServer.headersTimeout = SERVER_LIMITS.headersTimeoutMs;
httpServer.requestTimeout = SERVER_LIMITS.requestTimeoutMs;
httpServer.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeoutMs;
httpServer.on('clientError', answerClientError);
httpServer.listen(port, host, () => {
  console.log(`Satori XR is running at http://localhost:${port}/ (${BUILD_WORDS[builtSiteKind(dist)]}; press Ctrl+C to stop)`);
});
