/**
 * `npm run bench:lcp-bytes`: the bytes a phone downloads before a page's largest paint (issue 36: at most 90 KB),
 * read from the build in dist/ (run `npm run build:demo` first; `--dist <dir>` reads another build): the HTML
 * (gzipped, with its inlined CSS), linked stylesheets (gzipped), the preloaded font, the other preloads (React's
 * preload of the splash logo, gzipped) and the opening image a 412 px phone at 1.75 DPR picks in Chromium
 * (scripts/bench/opening-image.ts; AVIF). Routes default to the five of issue 36's tables; name others as arguments.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from '../content/model/paths.ts';
import { kb, measureRoutes } from './route-sizes.ts';
import { openingImageOf, phoneChoices } from './opening-image.ts';

const DEFAULT_ROUTES = ['/', '/about', '/persona/automotivesales', '/industries/ManufacturingIndustry', '/Contact/Contactus'];

const args = process.argv.slice(2);
const distIndex = args.indexOf('--dist');
const dist = distIndex === -1 ? join(process.cwd(), DIST_DIR) : resolve(args[distIndex + 1] ?? '');
const routes = args.filter((arg, index) => !arg.startsWith('--') && index !== distIndex + 1);
if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build:demo first.`);

const sizes = new Map(measureRoutes(dist).map((row) => [row.route.toLowerCase(), row]));
const fileBytes = (href: string) => statSync(join(dist, href.replace(/^\//, ''))).size;
const gzipBytes = (href: string) => gzipSync(readFileSync(join(dist, href.replace(/^\//, ''))), { level: 9 }).length;

const header = ['route', 'HTML gz', 'CSS', 'font', 'other preloads', 'opening image (phone)', 'image', 'total'];
const rows = (routes.length > 0 ? routes : DEFAULT_ROUTES).map((route) => {
  const size = sizes.get(route.toLowerCase());
  if (!size) throw new Error(`The build has no page at ${route}.`);
  const html = readFileSync(join(dist, size.file), 'utf8');
  const otherPreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*href="([^"]+)"/g)].reduce((sum, [, href = '']) => sum + gzipBytes(href), 0);
  const image = openingImageOf(html);
  const pick = image ? phoneChoices(image)[0]?.chromium : undefined;
  const imageBytes = pick ? fileBytes(pick.url) : 0;
  const total = size.html + size.css + size.fonts + otherPreloads + imageBytes;
  return [
    route,
    kb(size.html),
    kb(size.css),
    kb(size.fonts),
    kb(otherPreloads),
    pick ? `${image?.sectionType}: ${pick.url}` : '(none: text)',
    kb(imageBytes),
    kb(total),
  ];
});

console.log(`\nBytes before the largest paint on a phone (KB), from ${dist}.\n`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
