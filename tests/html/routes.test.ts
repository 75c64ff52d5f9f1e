/**
 * Every address a visitor may use (routeCases: each page path and alias, the spellings the spec names and sample
 * posts) has a pre-rendered file that a crawler or a visitor without JavaScript reads in full: its one h1, its
 * head tags, its styles, its content in document order, and safe new-tab links. Which file a spelling such as
 * /ABOUT or %26 is served from is the servers' routing (tests/build/serve-requests.test.ts and the nginx suite);
 * here builtFileOf finds the file as they do. The sitemap and robots.txt are checked at the end.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pages, routeCases, site } from '../../testing/playwright/content.ts';
import { builtFileOf, builtPage, readBuiltFile } from '../../testing/vitest/built-site.ts';

const { DOMParser } = new JSDOM().window;

const documentByFile = new Map<string, Document>();

/** The parsed file an address is served from, parsed once however many spellings lead to it. */
function documentOf(address: string): Document {
  const file = builtFileOf(address);
  if (file === undefined) throw new Error(`The build has no file for ${address}.`);
  let document = documentByFile.get(file);
  if (document === undefined) {
    document = builtPage(address);
    documentByFile.set(file, document);
  }
  return document;
}

const attributesOf = (document: Document, selector: string, attribute: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

describe('every route, as its pre-rendered file', () => {
  for (const route of routeCases) {
    it(`${route.url} has its one h1, its canonical link, head tags and styles, and safe new-tab links`, () => {
      expect(builtFileOf(route.url), `a pre-rendered file for ${route.url}`).toBeDefined();
      const document = documentOf(route.url);
      expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([route.heading]);
      expect(attributesOf(document, 'link[rel="canonical"]', 'href')).toEqual([`${site.siteUrl}${route.canonicalPath}`]);
      expect(document.querySelector('head > title')?.textContent.length ?? 0, 'a title of 10 characters or more').toBeGreaterThanOrEqual(10);
      expect(attributesOf(document, 'meta[name="description"]', 'content')).toEqual([expect.stringMatching(/^.{50,}$/s)]);
      expect(attributesOf(document, 'meta[property="og:title"]', 'content')).toEqual([expect.stringMatching(/\S/)]);
      expect(attributesOf(document, 'meta[property="og:image"]', 'content')).toEqual([expect.stringMatching(/\S/)]);
      expect(document.querySelector('style[data-styled="true"]'), 'the styled-components styles, inlined').not.toBeNull();
      // Content is in document order, not hidden in nodes that only a script reveals (React's streaming leftovers).
      expect(document.querySelectorAll('div[hidden][id^="S:"]')).toHaveLength(0);
      expect(attributesOf(document, 'a[target="_blank"]', 'rel').filter((rel) => rel !== 'noopener noreferrer')).toEqual([]);
    });
  }
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every canonical page address and no alias or catalogue page, and robots.txt points to it', () => {
    const sitemap = readBuiltFile('sitemap.xml');
    const xml = new DOMParser().parseFromString(sitemap, 'application/xml');
    expect(xml.getElementsByTagName('parsererror'), 'sitemap.xml is well-formed XML').toHaveLength(0);
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(sitemap).toContain(`<loc>${site.siteUrl}/industries/Logistics&amp;SupplyChainIndustry</loc>`);
    expect(sitemap).toContain(`<loc>${site.siteUrl}/persona/manufacturingtwin</loc>`);
    expect(sitemap).not.toContain('/solutions/twinxrtreme<');
    expect(sitemap).not.toContain(':slug');
    const cataloguePaths = new Set(pages.filter((page) => page.catalogue !== undefined).map((page) => page.path));
    for (const route of routeCases.filter((candidate) => !cataloguePaths.has(candidate.canonicalPath)))
      expect(locs, route.url).toContain(`${site.siteUrl}${route.canonicalPath}`);
    for (const page of pages) {
      if (cataloguePaths.has(page.path)) expect(locs, `${page.path} is a catalogue page`).not.toContain(`${site.siteUrl}${page.path}`);
      for (const alias of page.aliases ?? []) expect(locs, `${alias} is an alias of ${page.path}`).not.toContain(`${site.siteUrl}${alias}`);
    }
    expect(new Set(locs).size, 'each address once').toBe(locs.length);
    expect(readBuiltFile('robots.txt')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
