/**
 * A throwaway project for the studio's tests: links to this project's schemas/ and public/ (read only),
 * a copy of its content-json/ (which the tests change), and the studio middleware on a real HTTP server.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStudioApi } from '../../scripts/studio/studio-api.ts';

export const projectRoot = process.cwd();

const throwaways: string[] = [];

/** Removes every copy made so far; rmSync removes the links without following them. */
export function removeProjectCopies(): void {
  for (const dir of throwaways.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'satori-studio-'));
  throwaways.push(copy);
  for (const dir of ['schemas', 'src', 'public']) symlinkSync(join(projectRoot, dir), join(copy, dir));
  cpSync(join(projectRoot, 'content-json'), join(copy, 'content-json'), { recursive: true });
  return copy;
}

export interface StudioServer {
  root: string;
  /** "http://127.0.0.1:<port>" */
  origin: string;
  /** Files the middleware reported as written. */
  written: string[];
  /** Sends a request to the server; `path` starts with "/". */
  request(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startStudio(root: string): Promise<StudioServer> {
  const written: string[] = [];
  const api = createStudioApi({ root, onContentWritten: (file) => written.push(file) });
  const server: Server = createServer((req, res) =>
    api(req, res, () => {
      res.statusCode = 418;
      res.end('not the studio');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no port.');
  const { port } = address;
  return {
    root,
    origin: `http://127.0.0.1:${port}`,
    written,
    async request(path, init) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the test sees the text.
      }
      return { status: response.status, body };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export const jsonRequest = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record at `body`, failing the test when it is not one. */
export function recordOf(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw new Error(`Expected a JSON object, got ${JSON.stringify(body)}`);
  return body;
}
