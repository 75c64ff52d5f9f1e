/**
 * `npm run bench:rendered -- <rev> [--no-build]`: what a change did to the pages visitors get, for a refactor that
 * must change none of them. Builds the demo site at <rev> (such as the commit before the refactor) in a throwaway git
 * worktree, and the working tree as it is (with --no-build, the existing dist/), then compares every pre-rendered page
 * of the two builds:
 * - what a visitor and a screen reader meet first, read in Chromium with scripts off (the pre-rendered HTML with its
 *   CSS): the accessibility tree (Playwright's ariaSnapshot), the visible text, every link (address, rel, target,
 *   name) and the head tags. React's generated ids and the share cards' content hashes are left out;
 * - each route's first-render JavaScript (gzip), as `npm run bench:size` measures it.
 * Prints each page that differs with its first differing lines, then the routes whose JavaScript grew or shrank.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { DIST_DIR } from '../content/model/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { kb, measureRoutes } from './route-sizes.ts';

const root = process.cwd();
const revision = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
if (!revision) throw new Error('Name the commit to compare with, as in `npm run bench:rendered -- main~3` (add --no-build to reuse dist/).');

const ORIGIN = 'http://pages.test';
const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
/** What a page shows, as strings: the browser evaluates it (the scripts' TypeScript project has no DOM types). */
const PAGE_FACTS = `(() => {
  const squash = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  return {
    head: [...document.head.querySelectorAll('title, meta, link[rel="canonical"]')].map((element) => element.outerHTML),
    text: squash(document.body.innerText),
    links: [...document.querySelectorAll('a')].map((a) =>
      [a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target'), a.getAttribute('aria-label'), squash(a.textContent)].join(' | '),
    ),
  };
})()`;
/** React's useId values change with the shape of the component tree; what they connect shows in the tree itself. */
const normalise = (text: string) => text.replace(/_R_[A-Za-z0-9]+_/g, '_R_id_').replace(/\/media\/share\/[0-9a-f]+/g, '/media/share/…');

function buildRevision(rev: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'bench-rendered-'));
  execFileSync('git', ['worktree', 'add', '--detach', folder, rev], { stdio: 'inherit' });
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
  execFileSync('npm', ['run', '-s', 'build:demo'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  return folder;
}

/** Every pre-rendered page of a build, as the address it is served at. */
function pageAddresses(dist: string, folder = dist): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return ['assets', 'media', '_deploy'].includes(name) && folder === dist ? [] : pageAddresses(dist, path);
    if (name === 'index.html') return [`/${relative(dist, folder)}`.replace(/\/$/, '') || '/'];
    return name === '404.html' && folder === dist ? ['/404.html'] : [];
  });
}

async function readPages(context: BrowserContext, dist: string, addresses: readonly string[]): Promise<Map<string, string>> {
  await context.unrouteAll();
  await context.route(`${ORIGIN}/**`, async (route) => {
    let file = join(dist, decodeURIComponent(new URL(route.request().url()).pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ body: readFileSync(file), contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
  });
  const page = await context.newPage();
  const pages = new Map<string, string>();
  for (const address of addresses) {
    await page.goto(ORIGIN + address.split('/').map(encodeURIComponent).join('/'));
    const facts = await page.evaluate<{ head: string[]; text: string; links: string[] }>(PAGE_FACTS);
    const tree = await page.locator('body').ariaSnapshot();
    pages.set(address, normalise([tree, ...facts.head, facts.text, ...facts.links].join('\n')));
  }
  await page.close();
  return pages;
}

const baseFolder = buildRevision(revision);
try {
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', '-s', 'build:demo'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const [before, after] = [join(baseFolder, DIST_DIR), join(root, DIST_DIR)];
  const addresses = [...new Set([...pageAddresses(before), ...pageAddresses(after)])].sort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const [pagesBefore, pagesAfter] = [await readPages(context, before, addresses), await readPages(context, after, addresses)];
  await browser.close();

  let differing = 0;
  for (const address of addresses) {
    const [a, b] = [pagesBefore.get(address) ?? '(no such page)', pagesAfter.get(address) ?? '(no such page)'];
    if (a === b) continue;
    differing += 1;
    const [linesA, linesB] = [a.split('\n'), b.split('\n')];
    const removed = linesA.filter((line) => !linesB.includes(line)).slice(0, 3);
    const added = linesB.filter((line) => !linesA.includes(line)).slice(0, 3);
    console.log(`\n${address}`);
    for (const line of removed) console.log(`  - ${line.slice(0, 200)}`);
    for (const line of added) console.log(`  + ${line.slice(0, 200)}`);
  }
  console.log(`\n${String(differing)} of ${String(addresses.length)} pages differ from ${revision} (accessibility tree, visible text, links, head tags).`);

  const sizesBefore = new Map(measureRoutes(before).map((row) => [row.route, row.js]));
  const changes = measureRoutes(after).flatMap((row) => {
    const old = sizesBefore.get(row.route);
    return old === undefined || old === row.js ? [] : [{ route: row.route, old, now: row.js }];
  });
  for (const { route, old, now } of changes) console.log(`${now > old ? 'larger ' : 'smaller'}  ${route}: ${kb(old)} → ${kb(now)} KB`);
  const larger = changes.filter((change) => change.now > change.old).length;
  console.log(`First-render JavaScript (gzip): ${String(larger)} routes larger, ${String(changes.length - larger)} smaller, the rest the same.`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', baseFolder]);
}
