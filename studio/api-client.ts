/** The studio's client for the development server's endpoints (scripts/studio/studio-api.ts). */
import type { ChangesView } from './components/changes-panel.tsx';

/** The site-wide settings, the one content file that is not a page. */
export const SITE_FILE = 'content-json/site.json';

export interface StudioProblem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  jsonPath: string;
  message: string;
  /** A required field that is missing; `jsonPath` is the object that lacks it. */
  missingField?: string;
}

export interface PageSummary {
  file: string;
  path: string;
  title: string;
  sectionTypes: string[];
  errors: number;
}

export interface OpenedFile {
  file: string;
  text: string;
  version: string;
  /** The document, upgraded when the file was written for an older content version. */
  json: unknown;
  /** Present when the file was upgraded as it was opened: from and to which version, how, and the document on disk. */
  upgrade?: { from: number; to: number; summaries: string[]; onDisk: unknown };
}

export interface CheckResult {
  text: string;
  errors: StudioProblem[];
  warnings: StudioProblem[];
  document?: unknown;
  site?: unknown;
}

export type JsonSchema = Record<string, unknown>;

export interface SectionSchemaEntry {
  title: string;
  description: string;
  schema: JsonSchema;
  examples: unknown[];
  /** The examples with their schema defaults filled in, as a page holds them: what the picker draws live. */
  previews: unknown[];
}

export interface StudioSchemas {
  page: JsonSchema;
  site: JsonSchema;
  sections: Record<string, SectionSchemaEntry>;
}

export interface MediaImage {
  src: string;
  width: number;
  height: number;
  preview: string;
}

export interface MediaLibrary {
  images: MediaImage[];
  videos: { src: string; poster?: string }[];
  /** Prepared 3D models: `bytes` is the size of `${src}.glb`, the one thing the picker can show of a model. */
  models: { src: string; bytes: number }[];
}

export interface LinkTargets {
  pages: { path: string; title: string }[];
  external: { name: string; href: string }[];
}

/** A file a whole-page operation changes (scripts/studio/page-operations.ts). */
export interface PlannedChange {
  file: string;
  page?: string;
  change: 'renamed' | 'links updated' | 'created' | 'deleted';
  links: number;
  /** The file was written for an older content version: the operation writes it upgraded. */
  upgrade?: { from: number; to: number };
}

export type PageOperation =
  | { kind: 'rename'; file: string; to: string; keepAlias: boolean }
  | { kind: 'duplicate'; file: string; to: string; title: string }
  | { kind: 'delete'; file: string };

export type SaveResult =
  | { outcome: 'saved'; file: string; text: string; version: string }
  | { outcome: 'conflict'; text: string; version: string }
  | { outcome: 'invalid'; errors: StudioProblem[]; warnings: StudioProblem[] };

const API = '/__studio/api';

/** An answer the studio cannot use, with the server's own words when it gave any. */
export class StudioRequestError extends Error {}

async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `${response.status} ${response.statusText}`;
    throw new StudioRequestError(message);
  }
  // The development server's own answers, in the shapes of scripts/studio/studio-api.ts.
  return body as T;
}

const postJson = (path: string, body: unknown, method = 'POST') =>
  fetch(`${API}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const studioApi = {
  pages: async () => (await readJson<{ pages: PageSummary[] }>(await fetch(`${API}/pages`))).pages,
  schemas: async () => readJson<StudioSchemas>(await fetch(`${API}/schemas`)),
  /** The section picker's pictures that exist (`npm run studio:thumbnails` lists them), by file name such as "hero-0.webp". */
  thumbnails: async () => new Set((await readJson<{ file: string }[]>(await fetch('/studio/thumbnails/index.json'))).map((entry) => entry.file)),
  media: async () => readJson<MediaLibrary>(await fetch(`${API}/media`)),
  links: async () => readJson<LinkTargets>(await fetch(`${API}/links`)),
  open: async (file: string) => readJson<OpenedFile>(await fetch(`${API}/file?file=${encodeURIComponent(file)}`)),
  check: async (file: string, json: unknown, signal?: AbortSignal) =>
    readJson<CheckResult>(
      await fetch(`${API}/check`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file, json }),
        ...(signal ? { signal } : {}),
      }),
    ),
  async save(file: string, version: string, json: unknown): Promise<SaveResult> {
    const response = await postJson('/file', { file, version, json }, 'PUT');
    if (response.status === 409) return { outcome: 'conflict', ...((await response.json()) as { text: string; version: string }) };
    if (response.status === 422) return { outcome: 'invalid', ...((await response.json()) as { errors: StudioProblem[]; warnings: StudioProblem[] }) };
    return { outcome: 'saved', ...(await readJson<{ file: string; text: string; version: string }>(response)) };
  },
  createPage: async (path: string, title: string) => readJson<{ file: string; path: string }>(await postJson('/pages', { path, title })),
  /** Whether `createPage` would make this page (a refusal throws its reason); writes nothing. */
  checkNewPage: async (path: string, title: string) => readJson<{ file: string; path: string }>(await postJson('/pages', { path, title, dryRun: true })),
  /** Runs a whole-page operation, or only plans it (`dryRun`): the files it changes, and the file to open after. */
  pageOperation: async ({ kind, ...body }: PageOperation, dryRun: boolean) =>
    readJson<{ changes: PlannedChange[]; opens: string }>(await postJson(`/pages/${kind}`, { ...body, dryRun })),
  /** The content files changed since the last commit, or why they cannot be listed. */
  changes: async () => readJson<ChangesView>(await fetch(`${API}/changes`)),
  share: async (message: string) => readJson<{ branch: string; commit: string; files: string[]; next: string[] }>(await postJson('/share', { message })),
  async uploadMedia(file: File): Promise<{ src: string }> {
    const response = await fetch(`${API}/media?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file });
    return readJson<{ src: string }>(response);
  },
};
