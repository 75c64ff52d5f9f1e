/**
 * `npm run bench:size`: builds the site, then prints per route the gzipped
 * bytes a first visit needs before the page can hydrate: the HTML (with its
 * inlined critical CSS), external CSS, and JavaScript (entry chunk, its static
 * imports and the route's modulepreloaded page and section chunks).
 * Pass --no-build to measure an existing build.
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
if (!process.argv.includes('--no-build')) execSync('npm run -s build', { stdio: 'inherit' });

const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
const fileGzipBytes = new Map<string, number>();
const assetBytes = (href: string) => {
  const cached = fileGzipBytes.get(href);
  if (cached !== undefined) return cached;
  const bytes = gzipBytes(readFileSync(join(dist, href)));
  fileGzipBytes.set(href, bytes);
  return bytes;
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

interface Row {
  route: string;
  html: number;
  inlineCss: number;
  css: number;
  js: number;
  fonts: number;
}

const rows: Row[] = htmlFiles(dist).map((file) => {
  const html = readFileSync(file, 'utf8');
  const path = relative(dist, file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + gzipBytes(match[1] ?? ''), 0);
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  const css = hrefs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g).reduce((sum, href) => sum + assetBytes(href), 0);
  const js = [...new Set([...hrefs(/<script type="module"[^>]*src="([^"]+)"/g), ...hrefs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)])].reduce(
    (sum, href) => sum + assetBytes(href),
    0,
  );
  // Preloaded fonts are already compressed (woff2), so their file size is what travels.
  const fonts = hrefs(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g).reduce((sum, href) => sum + statSync(join(dist, href)).size, 0);
  return { route: `/${path}`, html: gzipBytes(html), inlineCss, css, js, fonts };
});

rows.sort((a, b) => a.route.localeCompare(b.route));
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`\nFirst-render bytes per route, gzipped (KB). "HTML" includes the inlined styled-components CSS shown in "of it CSS".\n`);
console.log(`${'route'.padEnd(width)}  ${'HTML'.padStart(7)}  ${'of it CSS'.padStart(9)}  ${'CSS files'.padStart(9)}  ${'JS'.padStart(7)}  ${'fonts'.padStart(7)}  ${'total'.padStart(7)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.html)}  ${kb(row.inlineCss).padStart(9)}  ${kb(row.css).padStart(9)}  ${kb(row.js)}  ${kb(row.fonts)}  ${kb(row.html + row.css + row.js + row.fonts)}`,
  );
}
const home = rows.find((row) => row.route === '/');
if (home) {
  console.log(`\nHome: ${kb(home.js).trim()} KB of JavaScript (gzip) and ${kb(home.html + home.css + home.js + home.fonts).trim()} KB in all for the first render.`);
}
