/**
 * The studio's server side (issue 28): a connect-style middleware under /__studio/api/ that the studio's
 * Vite plugin mounts on the dev server. JSON in and out. Every check and save goes through the content
 * loader that `npm run content:check` uses, with the edited file's text put in place of the file on disk,
 * so the studio reports exactly what the build would. Files are named by project path, and `version` is
 * the sha256 of a file's text, so a save over a file changed elsewhere is refused, never merged.
 *
 *   GET  pages               { pages: [{ file, path, title, sectionTypes, errors }] } by path
 *   POST pages  {path,title} 201 { file, path } | 422 { message }   (with "dryRun": true, 200 and nothing written)
 *   POST pages/rename    {file,to,keepAlias}  { changes, opens }  every link to the old address follows
 *   POST pages/duplicate {file,to,title}      { changes, opens }
 *   POST pages/delete    {file}               { changes } | 409 { message } while other pages link to it
 *        (each with "dryRun": true answers the files it would change and writes nothing)
 *   GET  file?file=          { file, text, version, json, upgrade? }  (a file written for an older content version
 *                            comes upgraded in memory: json is the upgraded document, upgrade says from and to which
 *                            version, the migrations' summaries and the document on disk; a save writes the upgrade)
 *   POST check  {file,json}  { text, errors, warnings, document?, site? }  (text: what a save would write; warnings
 *                            include what only the edit shows, such as a replaced picture's old alternative text)
 *   PUT  file   {file,version,json}  200 { file, text, version } | 409 { conflict, text, version } | 422 { errors, warnings }
 *   GET  media               { images: [{ src, width, height, preview }], videos: [{ src, poster }], models: [{ src, bytes }] }
 *   POST media?name=  image  201 { src }
 *   GET  links               { pages: [{ path, title }], external: [{ name, href }] }
 *   GET  schemas             { page, site, sections: { [type]: { title, description, schema, examples } } }
 *   GET  changes             { branch, files: [{ file, status, diff }] } (content changed since the last commit) | { message }
 *   POST share  {message}    { branch, commit, files, next }: a commit on a new branch; nothing is pushed
 *
 * Refusals are { message } with 400 (bad request), 403 (a file the studio may not touch, or a host that is not this
 * computer), 404, 409, 413 or 415; anything unexpected is a 500 with plain words, its details only in the terminal.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { createContentLoader, type ContentLoader, type ContentTree } from '../content/model/load-content.ts';
import { MEDIA_MANIFEST_FILE } from '../media/media-manifest.ts';
import { SITE_FILE, listPageFiles, listSchemaFiles } from '../content/model/paths.ts';
import type { ContentProblem } from '../content/model/problems.ts';
import { writeFileAtomically } from '../content/json/atomic-write.ts';
import { browserSchemas } from './browser-schemas.ts';
import { resolveContentFile } from './content-path.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, listMedia, planUpload, removeUpload, runMediaPipeline, saveUpload, undecodableImage } from './media-library.ts';
import { staleAltWarnings } from './edit-warnings.ts';
import { applyMinimalEdits, projectPrintWidth } from '../content/json/minimal-edit.ts';
import { ContentMigrationError, contentFileKind, migrateText } from '../content/migrations/run-migrations.ts';
import { applyPlan, planDelete, planDuplicate, planRename } from './page-operations.ts';
import { changedFiles, shareForReview } from './review-changes.ts';
import { createNewPage, planNewPage } from '../content/model/new-page-file.ts';

export const STUDIO_API_PREFIX = '/__studio/api/';

export interface StudioApiOptions {
  /** The project root: content-json/, schemas/, public/ and media-src/ live here. */
  root: string;
  /** Called with the project path of each content file the studio wrote, so the dev server can reload it. */
  onContentWritten?: (file: string) => void;
}

export type StudioMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request's answer: status and JSON body. */
interface Reply {
  status: number;
  body: unknown;
}
const reply = (status: number, body: unknown): Reply => ({ status, body });
const refusal = (status: number, message: string): Reply => reply(status, { message });

/** Thrown while reading a request, answered with its status and message. */
class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A page on another site can send a plain POST to the dev server (no CORS preflight for a form-like request),
 * so requests that change files must come from the studio's own origin: browsers send Origin with them.
 */
function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site';
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * After DNS rebinding, a page on another site reaches the dev server under that site's name, with Origin and Host
 * both its own, so the same-origin rule above cannot tell. The studio answers only to this computer's own names.
 */
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;
export const isLoopbackHost = (host: string | undefined): boolean => host !== undefined && LOOPBACK_HOST.test(host);

/** Size and modification time of every schema and of the media manifest: what a loader reads once. */
function loaderInputsSignature(root: string): string {
  const files = [...listSchemaFiles(root).map((file) => join(root, file)), join(root, MEDIA_MANIFEST_FILE)];
  return files
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? `${file}:${stats.size}:${stats.mtimeMs}` : `${file}:-`;
    })
    .join('\n');
}

export const UNEXPECTED_FAILURE =
  'Something went wrong on the studio’s side, and nothing was changed. The terminal that runs `npm run studio` shows the details; try again, or ask a developer.';

const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON bodies are content files: a few hundred kilobytes at most. */
const MAX_JSON_BYTES = 5 * 1024 * 1024;

/**
 * The request's body, up to `limit` bytes. A larger one is read to its end and dropped, then refused with 413: closing
 * the connection mid-upload would leave the browser with "Failed to fetch" instead of the reason.
 */
function readBody(req: IncomingMessage, limit: number, tooLarge = `The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => {
      if (size > limit) reject(new RequestError(413, tooLarge));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

async function readJsonBody(req: IncomingMessage): Promise<JsonRecord> {
  const text = (await readBody(req, MAX_JSON_BYTES)).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.');
  }
  if (!isRecord(value)) throw new RequestError(400, 'The request body must be a JSON object.');
  return value;
}

/** The content file a request names, which must exist; throws the refusal otherwise. */
function existingContentFile(root: string, requested: unknown): { file: string; absolute: string } {
  if (typeof requested !== 'string') throw new RequestError(400, 'Name the file, as "file": "content-json/pages/about.json".');
  const resolved = resolveContentFile(root, requested);
  if (!resolved.ok) throw new RequestError(resolved.status, resolved.message);
  if (!existsSync(resolved.absolute)) throw new RequestError(404, `${resolved.file} does not exist.`);
  return resolved;
}

const problemKey = (problem: ContentProblem) => `${problem.severity}\0${problem.file}\0${problem.jsonPath}\0${problem.message}`;

interface CheckResult {
  text: string;
  tree: ContentTree;
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

export function createStudioApi(options: StudioApiOptions): StudioMiddleware {
  const { root } = options;
  // One loader while the schemas and the media manifest stay as they are: it remembers each file's result by
  // its text, so a check after a keystroke validates only the edited file. The loader compiles the schemas
  // and reads the manifest once, so a change to either (an edited schema, `npm run media`) starts a new one.
  let loader: ContentLoader | undefined;
  let loaderInputs = '';
  const contentLoader = (): ContentLoader => {
    const inputs = loaderInputsSignature(root);
    if (inputs !== loaderInputs) loader = undefined;
    loaderInputs = inputs;
    return (loader ??= createContentLoader(root));
  };
  const printWidth = projectPrintWidth(root);
  /**
   * A file's text upgraded to the current content version as `npm run content:migrate` would write it, or undefined
   * when it is current or cannot be upgraded (not JSON, or written for newer code: the check reports why).
   */
  const upgraded = (file: string, text: string) => {
    try {
      const migrated = migrateText(text, contentFileKind(file), { printWidth });
      return migrated.applied.length > 0 ? migrated : undefined;
    } catch (error) {
      if (error instanceof ContentMigrationError) return undefined;
      throw error;
    }
  };
  /**
   * What saving `json` over `onDisk` writes: the check shows exactly this text. A file behind is upgraded first, so
   * its new "version" line sits where the command puts it and the save's diff is the command's plus the edits.
   */
  const savedText = (file: string, onDisk: string, json: unknown) => applyMinimalEdits(upgraded(file, onDisk)?.text ?? onDisk, json, { printWidth });

  /**
   * The tree as it would be with `file` holding `text`: this file's errors and warnings, and errors in other
   * files that the change causes (a link elsewhere to an address this page gave up). Errors other files had
   * already are theirs to fix and do not block this file.
   */
  function check(file: string, text: string): CheckResult {
    const tree = contentLoader().load({ texts: new Map([[file, text]]) });
    const elsewhere = tree.errors.filter((problem) => problem.file !== file);
    // Only when other files have errors is the tree on disk loaded to tell old ones from new (that load
    // validates this file again, so the usual keystroke, with no errors elsewhere, skips it).
    const existing = elsewhere.length > 0 ? new Set(contentLoader().load().errors.map(problemKey)) : new Set<string>();
    return {
      text,
      tree,
      errors: tree.errors.filter((problem) => problem.file === file || !existing.has(problemKey(problem))),
      warnings: tree.warnings.filter((problem) => problem.file === file),
    };
  }

  function listPages(): Reply {
    const tree = contentLoader().load();
    const pages = listPageFiles(root).map((file) => {
      const value: unknown = parse(readFileSync(join(root, file), 'utf8'));
      const raw = isRecord(value) ? value : {};
      const meta = isRecord(raw['meta']) ? raw['meta'] : {};
      const sections: unknown[] = Array.isArray(raw['sections']) ? raw['sections'] : [];
      return {
        file,
        path: typeof raw['path'] === 'string' ? raw['path'] : '',
        title: typeof meta['title'] === 'string' ? meta['title'] : '',
        sectionTypes: sections.flatMap((section) => (isRecord(section) && typeof section['type'] === 'string' ? [section['type']] : [])),
        errors: tree.errors.filter((problem) => problem.file === file).length,
      };
    });
    pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.file.localeCompare(b.file)));
    return reply(200, { pages });
  }

  function readFile(url: URL): Reply {
    const { file, absolute } = existingContentFile(root, url.searchParams.get('file') ?? '');
    const text = readFileSync(absolute, 'utf8');
    const json: unknown = parse(text);
    const upgrade = upgraded(file, text);
    if (!upgrade) return reply(200, { file, text, version: versionOf(text), json });
    const { from, to, applied, document } = upgrade;
    const summaries = applied.map((migration) => migration.summary);
    return reply(200, { file, text, version: versionOf(text), json: document, upgrade: { from, to, summaries, onDisk: json } });
  }

  async function checkFile(req: IncomingMessage): Promise<Reply> {
    const body = await readJsonBody(req);
    const { file, absolute } = existingContentFile(root, body['file']);
    if (!('json' in body)) throw new RequestError(400, 'Send the edited content as "json".');
    const onDisk = readFileSync(absolute, 'utf8');
    const text = savedText(file, onDisk, body['json']);
    const { tree, errors, warnings: contentWarnings } = check(file, text);
    const warnings = [...contentWarnings, ...staleAltWarnings(file, parse(onDisk), text)];
    const document = file === SITE_FILE ? tree.site : tree.pages.find((page) => page.file === file)?.document;
    const site = tree.site ?? contentLoader().load().site;
    return reply(200, { text, errors, warnings, ...(document ? { document } : {}), ...(site ? { site } : {}) });
  }

  async function saveFile(req: IncomingMessage): Promise<Reply> {
    const body = await readJsonBody(req);
    const { file, absolute } = existingContentFile(root, body['file']);
    if (typeof body['version'] !== 'string') throw new RequestError(400, 'Send the "version" the file had when it was opened.');
    if (!('json' in body)) throw new RequestError(400, 'Send the edited content as "json".');
    const onDisk = readFileSync(absolute, 'utf8');
    if (versionOf(onDisk) !== body['version']) return reply(409, { conflict: true, text: onDisk, version: versionOf(onDisk) });
    const text = savedText(file, onDisk, body['json']);
    const { errors, warnings } = check(file, text);
    if (errors.length > 0) return reply(422, { errors, warnings });
    if (text !== onDisk) {
      // Checking took a moment: look once more, right before replacing, so a save made meanwhile is never lost.
      const now = readFileSync(absolute, 'utf8');
      if (now !== onDisk) return reply(409, { conflict: true, text: now, version: versionOf(now) });
      writeFileAtomically(absolute, text);
      options.onContentWritten?.(file);
    }
    return reply(200, { file, text, version: versionOf(text) });
  }

  async function newPage(req: IncomingMessage): Promise<Reply> {
    const body = await readJsonBody(req);
    if (body['dryRun'] === true) {
      const plan = planNewPage(root, contentLoader(), { path: body['path'], title: body['title'] });
      return plan.ok ? reply(200, { file: plan.file, path: plan.path }) : refusal(422, plan.message);
    }
    const created = createNewPage(root, contentLoader(), { path: body['path'], title: body['title'] });
    if (!created.ok) return refusal(422, created.message);
    options.onContentWritten?.(created.file);
    return reply(201, { file: created.file, path: created.path });
  }

  /** Rename, duplicate or delete a page: a dry run answers the files it would change; otherwise it writes them. */
  async function pageOperation(req: IncomingMessage, operation: 'rename' | 'duplicate' | 'delete'): Promise<Reply> {
    const body = await readJsonBody(req);
    const tree = { root, loader: contentLoader(), printWidth };
    const plan =
      operation === 'rename'
        ? planRename(tree, { file: body['file'], to: body['to'], keepAlias: body['keepAlias'] })
        : operation === 'duplicate'
          ? planDuplicate(tree, { file: body['file'], to: body['to'], title: body['title'] })
          : planDelete(tree, { file: body['file'] });
    if (!plan.ok) return refusal(plan.status, plan.message);
    if (body['dryRun'] !== true) {
      applyPlan(root, plan);
      for (const file of plan.texts.keys()) options.onContentWritten?.(file);
    }
    return reply(200, { changes: plan.changes, opens: plan.opens });
  }

  function links(): Reply {
    const pages = listPageFiles(root).flatMap((file) => {
      const value: unknown = parse(readFileSync(join(root, file), 'utf8'));
      if (!isRecord(value) || typeof value['path'] !== 'string' || value['path'].includes('/:')) return [];
      const meta = isRecord(value['meta']) ? value['meta'] : {};
      return [{ path: value['path'], title: typeof meta['title'] === 'string' ? meta['title'] : value['path'] }];
    });
    pages.sort((a, b) => a.path.localeCompare(b.path));
    const site: unknown = parse(readFileSync(join(root, SITE_FILE), 'utf8'));
    const externalLinks = isRecord(site) && isRecord(site['externalLinks']) ? site['externalLinks'] : {};
    const external = Object.entries(externalLinks).flatMap(([name, href]) => (typeof href === 'string' ? [{ name, href }] : []));
    return reply(200, { pages, external });
  }

  // One media pipeline at a time: two would write the same manifest.
  let pipelineQueue: Promise<unknown> = Promise.resolve();
  async function uploadMedia(req: IncomingMessage, url: URL): Promise<Reply> {
    const bytes = await readBody(req, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE);
    const plan = planUpload(root, url.searchParams.get('name') ?? '', bytes);
    if (!plan.ok) return refusal(plan.status, plan.message);
    // Decoded whole, in memory, before anything is written: a damaged file never reaches media-src/.
    const unreadable = await undecodableImage(bytes);
    if (unreadable) return refusal(415, unreadable);
    saveUpload(root, plan.sourceFile, bytes);
    const pipeline = pipelineQueue.then(() => runMediaPipeline(root));
    pipelineQueue = pipeline;
    const result = await pipeline;
    if (!result.ok) {
      // Left in place, the source would fail every later run of the pipeline, and so every later upload.
      removeUpload(root, plan.sourceFile);
      console.error(`Studio: \`npm run media\` failed on ${plan.sourceFile}, which was removed again:\n${result.output}`);
      return refusal(500, 'The image could not be prepared for the web, so it was not added. Try exporting it again as a JPEG or PNG.');
    }
    return reply(201, { src: plan.src });
  }

  async function handleRequest(req: IncomingMessage, url: URL): Promise<Reply> {
    if (!isLoopbackHost(req.headers.host))
      return refusal(403, 'The studio answers only on this computer: open it at http://localhost:5173/__studio (or 127.0.0.1).');
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOrigin(req))
      return refusal(403, 'The studio changes files only for pages it serves itself (this request came from another site).');
    const route = `${req.method ?? 'GET'} ${url.pathname.slice(STUDIO_API_PREFIX.length)}`;
    switch (route) {
      case 'GET pages':
        return listPages();
      case 'POST pages':
        return newPage(req);
      case 'POST pages/rename':
        return pageOperation(req, 'rename');
      case 'POST pages/duplicate':
        return pageOperation(req, 'duplicate');
      case 'POST pages/delete':
        return pageOperation(req, 'delete');
      case 'GET file':
        return readFile(url);
      case 'PUT file':
        return saveFile(req);
      case 'POST check':
        return checkFile(req);
      case 'GET media':
        return reply(200, listMedia(root));
      case 'POST media':
        return uploadMedia(req, url);
      case 'GET links':
        return links();
      case 'GET changes': {
        const answer = await changedFiles(root);
        return reply(200, answer.ok ? { branch: answer.branch, files: answer.files } : { message: answer.message });
      }
      case 'POST share': {
        const answer = await shareForReview(root, { message: (await readJsonBody(req))['message'] });
        return answer.ok ? reply(200, answer) : refusal(answer.status, answer.message);
      }
      case 'GET schemas':
        return reply(200, browserSchemas(root, contentLoader().validator));
      default:
        return refusal(404, `The studio has no ${route}.`);
    }
  }

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (!url.pathname.startsWith(STUDIO_API_PREFIX)) {
      next();
      return;
    }
    const send = ({ status, body }: Reply) => {
      if (res.headersSent) return;
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(body));
    };
    handleRequest(req, url).then(send, (error: unknown) => {
      if (error instanceof RequestError) {
        send(refusal(error.status, error.message));
        return;
      }
      // The details (a stack, this computer's paths) go to the terminal that runs the studio, never into an answer.
      console.error(`Studio: ${req.method ?? 'GET'} ${url.pathname} failed:`, error);
      send(refusal(500, UNEXPECTED_FAILURE));
    });
  };
}
