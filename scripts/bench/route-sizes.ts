/**
 * Per pre-rendered route of a production build (dist/), the gzipped bytes a
 * first visit needs before the page can hydrate: the HTML (with its inlined
 * critical CSS), external CSS, JavaScript (the entry script, its static imports
 * and the chunks listed for loading after the first paint: application, page and
 * section code) and preloaded fonts.
 * Used by `npm run bench:size` and the byte budgets (tests/html/budgets.test.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES_ELEMENT_ID } from '../../src/app/shared/page-hydration.ts';

export interface RouteSize {
  /** The route as its file spells it: "/" for dist/index.html, "/404" for dist/404.html. */
  route: string;
  /** The HTML file, relative to dist/. */
  file: string;
  /** The whole HTML document, gzipped; it includes the inlined CSS. */
  html: number;
  /** Of `html`: the inlined <style> blocks, each gzipped on its own. */
  inlineCss: number;
  /** Linked stylesheets, gzipped. */
  css: number;
  /** The module script, its modulepreloads and the chunks loaded right after the first paint, gzipped. */
  js: number;
  /** What `js` is made of, largest first. */
  jsFiles: { href: string; bytes: number }[];
  /** Preloaded fonts (woff2, already compressed): their file size. */
  fonts: number;
}

/** The chunks the page loads right after its first paint (the `#page-modules` JSON list of src/app/shared/page-hydration.ts). */
export function readPageModulesList(html: string): string[] {
  const json = new RegExp(`<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : [];
}

const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/** Every HTML file under `dir`: pages, alias spellings, post shells and 404.html. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** Every pre-rendered HTML file in `dist` (pages, alias spellings and 404.html), sorted by route. */
export function measureRoutes(dist: string): RouteSize[] {
  const assetGzipBytes = new Map<string, number>();
  const assetBytes = (href: string) => {
    let bytes = assetGzipBytes.get(href);
    if (bytes === undefined) {
      bytes = gzipBytes(readFileSync(join(dist, href)));
      assetGzipBytes.set(href, bytes);
    }
    return bytes;
  };

  const rows = htmlFiles(dist).map((file): RouteSize => {
    const html = readFileSync(file, 'utf8');
    const path = relative(dist, file)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '');
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + gzipBytes(match[1] ?? ''), 0);
    const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
    const css = hrefs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g).reduce((sum, href) => sum + assetBytes(href), 0);
    const afterPaint = readPageModulesList(html).map((href) => href.replace(/^\//, ''));
    const scripts = new Set([...hrefs(/<script type="module"[^>]*src="([^"]+)"/g), ...hrefs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g), ...afterPaint]);
    const jsFiles = [...scripts].map((href) => ({ href, bytes: assetBytes(href) })).sort((a, b) => b.bytes - a.bytes);
    const js = jsFiles.reduce((sum, { bytes }) => sum + bytes, 0);
    const fonts = hrefs(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g).reduce((sum, href) => sum + statSync(join(dist, href)).size, 0);
    return { route: `/${path}`, file: relative(dist, file), html: gzipBytes(html), inlineCss, css, js, jsFiles, fonts };
  });
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

/** Kibibytes with one decimal, as the benchmarks and budgets print them. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
