/**
 * Every link that stays on the site, on every pre-rendered page and the 404 page, leads to a page the build has
 * (found as the servers find it: any letter case, any encoding) or to a file it ships, and every #fragment to an
 * element with that id in the target's document.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, builtFileOf, builtPage, builtPages } from '../../testing/vitest/built-site.ts';

/** A page's address as a visitor types it: its decoded path, each segment encoded (launch%2d2026 → launch%252d2026). */
const addressOf = (urlPath: string) => urlPath.split('/').map(encodeURIComponent).join('/');

const sources = [...builtPages.map((page) => addressOf(page.urlPath)), '/404'];

const documentByFile = new Map<string, Document>();

/** The parsed page of a file of the build, parsed once for all the links that lead to it. */
function documentOf(address: string): Document {
  const file = address === '/404' ? '404.html' : (builtFileOf(address) ?? '');
  let document = documentByFile.get(file);
  if (document === undefined) {
    document = builtPage(address);
    documentByFile.set(file, document);
  }
  return document;
}

/** A file the build ships at that path (a feed, an image, a document), served as it is. */
function isShippedFile(pathname: string): boolean {
  const file = join(DIST, decodeURIComponent(pathname));
  return existsSync(file) && statSync(file).isFile();
}

/** Why the link `href` on the page at `source` is broken, or undefined when it is not. */
function problemOf(source: string, href: string): string | undefined {
  const url = new URL(href, `http://site${source}`);
  const samePage = url.pathname === new URL(source, 'http://site').pathname;
  const target = samePage ? source : builtFileOf(url.pathname) === undefined ? undefined : url.pathname;
  if (target === undefined) return isShippedFile(url.pathname) && !url.hash ? undefined : 'no page or file at that address';
  if (!url.hash) return undefined;
  const id = decodeURIComponent(url.hash.slice(1));
  return documentOf(target).getElementById(id) ? undefined : `no element with the id "${id}"`;
}

describe('internal links', () => {
  for (const source of sources) {
    it(`every internal link on ${source} leads to a page or file of the build, and every #fragment to its element`, () => {
      const hrefs = [...documentOf(source).querySelectorAll('a[href]')]
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') || href.startsWith('#'));
      expect(hrefs.length, 'internal links (the site navigation at least)').toBeGreaterThan(0);
      const broken = [...new Set(hrefs)].flatMap((href) => {
        const problem = problemOf(source, href);
        return problem === undefined ? [] : [`${href}: ${problem}`];
      });
      expect(broken).toEqual([]);
    });
  }
});
