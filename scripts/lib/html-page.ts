/** Puts a server render into the HTML template that Vite built. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerRenderResult } from './server-bundle.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/** The Latin subset of Inter covers every page's copy; preloading it avoids a late font swap that would shift text. */
const PRELOADED_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

export function preloadedFonts(manifest: ViteManifest): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((asset) => PRELOADED_FONT.test(`/${asset}`));
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

export function composeHtml(template: string, result: ServerRenderResult, manifest: ViteManifest): string {
  const { js, css } = chunkFilesFor(manifest, result.moduleIds);
  const preloads = [
    ...preloadedFonts(manifest).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
    ...css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
  return template.replace('<!--app-head-->', [result.headTags, ...preloads].join('\n    ')).replace('<!--app-html-->', () => result.html);
}
