/**
 * `npm run bench:size`: builds the site, then prints per route the gzipped
 * bytes a first visit needs before the page can hydrate: the HTML (with its
 * inlined critical CSS), external CSS, and JavaScript (entry chunk, its static
 * imports and the chunks it loads after the first paint: application, page and section code).
 * Pass --no-build to measure an existing build.
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST_DIR } from '../content/model/paths.ts';
import { kb as kilobytes, measureRoutes } from './route-sizes.ts';

const dist = join(process.cwd(), DIST_DIR);
if (!process.argv.includes('--no-build')) execSync('npm run -s build:demo', { stdio: 'inherit' });

const rows = measureRoutes(dist);
const kb = (bytes: number) => kilobytes(bytes).padStart(7);
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`\nFirst-render bytes per route, gzipped (KB). "HTML" includes the inlined styled-components CSS shown in "of it CSS".\n`);
console.log(
  `${'route'.padEnd(width)}  ${'HTML'.padStart(7)}  ${'of it CSS'.padStart(9)}  ${'CSS files'.padStart(9)}  ${'JS'.padStart(7)}  ${'fonts'.padStart(7)}  ${'total'.padStart(7)}`,
);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.html)}  ${kb(row.inlineCss).padStart(9)}  ${kb(row.css).padStart(9)}  ${kb(row.js)}  ${kb(row.fonts)}  ${kb(row.html + row.css + row.js + row.fonts)}`,
  );
}
const home = rows.find((row) => row.route === '/');
if (home) {
  console.log(
    `\nHome: ${kb(home.js).trim()} KB of JavaScript (gzip) and ${kb(home.html + home.css + home.js + home.fonts).trim()} KB in all for the first render.`,
  );
}
