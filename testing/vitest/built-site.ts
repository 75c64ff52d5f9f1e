/**
 * The demo build in dist/, read as files: what a visitor (or a crawler) gets before and without JavaScript.
 * The `html` vitest project (tests/html/) runs after `npm run build:demo` and checks the static facts of every
 * built page here: headings, text, links, attributes, head tags, section order, feeds and bytes. A browser is
 * only for what needs one (e2e/). jsdom parses each document without running its scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { prerenderedPages } from '../../scripts/build/prerender/prerendered-pages.ts';
import { DIST_DIR } from '../../scripts/content/model/paths.ts';
import { decodedPathKey, pathKey } from '../../src/lib/routing/path-keys.ts';

export const DIST = join(process.cwd(), DIST_DIR);

/** Fails the file loudly, naming the command, when there is no build to read. */
export function requireBuild(): void {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('No build in dist/: the html tests read the built pages. Run `npm run build:demo` first (npm test does).');
}

requireBuild();

/** Every pre-rendered page of the build: its decoded address and its file, as "/Platform/index.html". */
export const builtPages = prerenderedPages(DIST);

/** Address key → file, in any letter case and encoding, as scripts/dev/serve.ts and nginx find a page. */
const fileByKey = new Map(builtPages.map((page) => [decodedPathKey(page.urlPath), page.file]));

/** The file a visitor's address is served from (dist/-relative), or undefined when the build has no such page. */
export function builtFileOf(address: string): string | undefined {
  return fileByKey.get(pathKey(new URL(address, 'http://site').pathname));
}

/** The raw text of a file of the build (dist/-relative, as "feeds/blog.rss" or "/about/index.html"). */
export function readBuiltFile(file: string): string {
  return readFileSync(join(DIST, file), 'utf8');
}

const htmlCache = new Map<string, string>();

/** The pre-rendered HTML of the page at `address`, as served (the 404 page for "/404"). */
export function builtHtml(address: string): string {
  const file = address === '/404' ? '404.html' : builtFileOf(address);
  if (file === undefined) throw new Error(`The build has no page at ${address}.`);
  let html = htmlCache.get(file);
  if (html === undefined) {
    html = readBuiltFile(file);
    htmlCache.set(file, html);
  }
  return html;
}

const documentCache = new Map<string, Document>();

/**
 * The pre-rendered page at `address` as a document, parsed by jsdom with scripts off, at its real address (so
 * relative links resolve as in a browser). Testing Library's queries work on it: `within(builtPage('/').body)`.
 * Parsed once per test file and shared (parsing the inlined CSS is most of the cost: about a second for /sections),
 * so treat it as read-only.
 */
export function builtPage(address: string): Document {
  let document = documentCache.get(address);
  if (document === undefined) {
    document = new JSDOM(builtHtml(address), { url: new URL(address, 'https://satorixr.test').href }).window.document;
    documentCache.set(address, document);
  }
  return document;
}

/** The section types of a built page's main content, in order (`data-section-type` on each section's slot). */
export function sectionTypesOf(document: Document): string[] {
  return [...document.querySelectorAll('main [data-section-type]')].map((element) => element.getAttribute('data-section-type') ?? '');
}
