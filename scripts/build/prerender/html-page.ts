/** A page's HTML from what the build made: the server bundle's render of it, put into the HTML template that Vite built. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_DIST_DIR } from '../../content/model/paths.ts';
import { initialRouteScript, pageModulesScript } from '../../../src/app/shared/page-hydration.ts';
import { styleHashSource } from '../deploy/headers.ts';
import type { ServerBundle, ServerRenderResult } from '../../../src/app/server/contract.ts';

/** Loads the server bundle built by `npm run build:server` (src/app/server/entry-server.tsx; its contract: contract.ts). */
export async function loadServerBundle(root: string): Promise<ServerBundle> {
  return (await import(pathToFileURL(join(root, SERVER_DIST_DIR, 'entry-server.js')).href)) as ServerBundle;
}

/** The application code that entry-client.ts loads after the first paint (a dynamic import, so not one of the entry's static imports). */
export const CLIENT_START_MODULE = 'src/app/client/start-client.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/**
 * Inter subset to the content's characters (scripts/build/fonts/inter-subset.ts), preloaded so that it usually
 * arrives with the document; with font-display: optional, a page whose font is late keeps the metric-matched fallback
 * instead of swapping and shifting text (src/lib/theme/font-faces.ts).
 */
const PRELOADED_FONT = /^assets\/inter-subset-[^/]+\.woff2$/;

export function preloadedFonts(manifest: ViteManifest): string[] {
  const assets = new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []));
  return [...assets].filter((asset) => PRELOADED_FONT.test(asset));
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The chunk files a set of source modules need, following static imports, minus what the entry already loads. */
export function chunkFilesFor(manifest: ViteManifest, moduleIds: readonly string[]): { js: string[]; css: string[] } {
  const entryFiles = new Set<string>();
  const collectEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    for (const file of chunk.css ?? []) entryFiles.add(file);
    chunk.imports?.forEach(collectEntry);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectEntry(key);

  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file) || entryFiles.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) if (!entryFiles.has(file)) css.add(file);
    chunk.imports?.forEach(visit);
  };
  moduleIds.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The page's document chunk for the browser, which hydrates without the route table (none for 404.html). */
function initialRouteTag({ pageModuleId }: ServerRenderResult, manifest: ViteManifest): string[] {
  if (!pageModuleId) return [];
  const chunk = manifest[pageModuleId];
  if (!chunk) throw new Error(`The build's manifest has no chunk for ${pageModuleId}.`);
  return [initialRouteScript(`/${chunk.file}`)];
}

/**
 * The page: head tags, the page's stylesheets and the list of chunks to fetch after the first
 * paint (`#page-modules`, page-hydration.ts), and its structured data after the app. Nothing but the document, its CSS
 * and the font is fetched before that paint.
 */
export function composeHtml(template: string, result: ServerRenderResult, manifest: ViteManifest): string {
  // A module the manifest does not know is skipped by chunkFilesFor: the application code would then go unlisted.
  if (!manifest[CLIENT_START_MODULE]) throw new Error(`The build's manifest has no chunk for ${CLIENT_START_MODULE}; has it moved?`);
  const { js, css } = chunkFilesFor(manifest, [CLIENT_START_MODULE, ...result.moduleIds]);
  const head = [
    result.headTags,
    ...preloadedFonts(manifest).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
    ...css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    pageModulesScript(js.map((file) => `/${file}`)),
    ...initialRouteTag(result, manifest),
  ];
  return template
    .replace('<!--app-head-->', head.join('\n    '))
    .replace('<!--app-html-->', () => result.html)
    .replace('</body>', () => (result.structuredData ? `  ${result.structuredData}\n  </body>` : '</body>'));
}

/**
 * The Content-Security-Policy hash sources of a page's inline <style> blocks (styled-components' server sheet,
 * with the font faces in it), in document order. The text between the tags is what the browser hashes.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text = '']) => styleHashSource(text)))];
}

/**
 * Every HTML file the build wrote (pages, 404.html, post shells), by its path under dist/ as a server's $uri
 * holds it ("/about/index.html"), with its inline style hashes. Vite's own folder (.vite/) holds no page.
 */
export function pageStyleHashes(distDir: string): Map<string, string[]> {
  const hashesByFile = new Map<string, string[]>();
  (function collect(dir: string, urlPath: string) {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const file = join(dir, name);
      if (statSync(file).isDirectory()) collect(file, `${urlPath}/${name}`);
      else if (name.endsWith('.html')) hashesByFile.set(`${urlPath}/${name}`, inlineStyleHashes(readFileSync(file, 'utf8')));
    }
  })(distDir, '');
  return hashesByFile;
}
