/**
 * The messages between the studio and its preview frame (same origin only). The studio sends the page as the
 * content loader validated it (schema defaults filled in) and the site content; the preview answers with the
 * section a visitor-style click picked, and with the revision it has painted (the keystroke-to-preview figure).
 */
import type { PageDocument, SiteContent } from '@/content/generated/content-types.ts';

export type StudioToPreview =
  | { kind: 'studio:render'; revision: number; page: PageDocument; site: SiteContent; selected: number | null }
  | { kind: 'studio:select'; selected: number | null };

export type PreviewToStudio =
  | { kind: 'preview:ready' }
  /** A click on a section: which one, and the words or picture under the pointer (the studio finds their field). */
  | { kind: 'preview:select'; index: number; text?: string; image?: string }
  | { kind: 'preview:rendered'; revision: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isStudioToPreview(value: unknown): value is StudioToPreview {
  return isRecord(value) && (value['kind'] === 'studio:render' || value['kind'] === 'studio:select');
}

export function isPreviewToStudio(value: unknown): value is PreviewToStudio {
  return isRecord(value) && typeof value['kind'] === 'string' && value['kind'].startsWith('preview:');
}
