/**
 * The content plugin reloads every open page when a content file or the media manifest changes, so that the site's
 * own tabs show it. The studio keeps its state (the open page, unsaved edits, undo history, selection) through such a
 * change: it made the change itself (a save, an upload that rewrote the manifest) or will hear of it when it saves (a
 * file changed elsewhere is refused, never overwritten). Vite's client reloads, for an .html path, only the page at
 * that path; giving the reload a path that no page has keeps the page open.
 */
// A section's schema sits in its folder beside the component: the schema is content, the component code.
const CONTENT_FILE = /[\\/](content-json|schemas)[\\/]|[\\/]src[\\/]sections[\\/][^\\/]+[\\/][^\\/]+\.schema\.json$/;
const MEDIA_MANIFEST = /[\\/]public[\\/]media[\\/]media-manifest\.json$/;

/** Which changes a studio page stays open through: the editor through all of them; the preview only through content. */
export type KeptThrough = 'content' | 'content-and-media';

/** Whether a full reload triggered by `file` leaves the page open. */
export function staysOpenThrough(file: string | undefined, kept: KeptThrough): boolean {
  if (file === undefined) return false;
  return CONTENT_FILE.test(file) || (kept === 'content-and-media' && MEDIA_MANIFEST.test(file));
}

/**
 * The preview reloads for a media change instead: the media it draws with come from a module the change replaces,
 * and its state is only the last render, which the studio sends again once the preview says it is ready.
 */
export function keepOpenOnContentChange(hot: ViteHotContext | undefined, kept: KeptThrough, onKept?: (file: string) => void): void {
  hot?.on('vite:beforeFullReload', (payload: { path?: string; triggeredBy?: string }) => {
    if (!staysOpenThrough(payload.triggeredBy, kept)) return;
    payload.path = '/__studio/content-changed.html';
    if (payload.triggeredBy !== undefined) onKept?.(payload.triggeredBy);
  });
}

type ViteHotContext = NonNullable<ImportMeta['hot']>;
