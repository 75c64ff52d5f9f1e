/**
 * The content plugin reloads every open page when a content file changes, so that the site's own tabs show it. The
 * studio made that change itself, or will hear of it when it saves (a changed file is refused, never overwritten), so
 * it keeps its state (the open page, undo history, selection) and its preview: Vite's client reloads for an .html
 * path only the page at that path, and this gives the content reload a path that no page has.
 */
const CONTENT_FILE = /[\\/](content-json|schemas)[\\/]/;

export function keepOpenOnContentChange(hot: ViteHotContext | undefined): void {
  hot?.on('vite:beforeFullReload', (payload: { path?: string; triggeredBy?: string }) => {
    if (payload.triggeredBy !== undefined && CONTENT_FILE.test(payload.triggeredBy)) payload.path = '/__studio/content-changed.html';
  });
}

type ViteHotContext = NonNullable<ImportMeta['hot']>;
