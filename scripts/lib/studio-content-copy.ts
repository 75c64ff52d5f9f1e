/** The throwaway content tree the studio's end-to-end suite edits (see scripts/studio-e2e-server.ts). */
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_DIR, SCHEMAS_DIR } from './content/paths.ts';

export const studioE2eRoot = () => process.env['STUDIO_E2E_ROOT'] ?? join(tmpdir(), 'satori-studio-e2e');

/** Makes `root` a fresh copy of the project's content and schemas, with the project's public/ linked in. */
export function resetStudioContentCopy(projectRoot: string, root: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(join(projectRoot, CONTENT_DIR), join(root, CONTENT_DIR), { recursive: true });
  cpSync(join(projectRoot, SCHEMAS_DIR), join(root, SCHEMAS_DIR), { recursive: true });
  symlinkSync(join(projectRoot, 'public'), join(root, 'public'), 'dir');
  mkdirSync(join(root, 'media-src'));
}

/** Puts the copy's content-json/ back as the project has it (between tests), leaving the server running. */
export function restoreStudioContent(projectRoot: string, root: string): void {
  rmSync(join(root, CONTENT_DIR), { recursive: true, force: true });
  cpSync(join(projectRoot, CONTENT_DIR), join(root, CONTENT_DIR), { recursive: true });
}
