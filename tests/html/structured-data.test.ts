/**
 * The structured data (JSON-LD, src/app/server/structured-data.ts) of every pre-rendered page, read as search engines read
 * it: one script per page, parsed, with the properties each type needs, matching what the page shows: the home
 * page's organisation and the footer, each inner page's breadcrumb trail and its canonical address, each post's and
 * case study's headline and its h1. One pass over the built files; the builders' rules (names, escaping, defaults)
 * are unit-tested in src/app/server/structured-data.test.ts.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pathKey } from '../../src/lib/routing/path-keys.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtFileOf, builtHtml, builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const LD_JSON = /<script type="application\/ld\+json">([^]*?)<\/script>/g;

/** The page's JSON-LD graph: exactly one script, escaped so that its text holds no "<", ">" or "&". */
function graphOf(html: string, address: string): Json[] {
  const scripts = [...html.matchAll(LD_JSON)].map((match) => match[1] ?? '');
  expect(scripts, `${address}: one JSON-LD script`).toHaveLength(1);
  const text = scripts[0] ?? '';
  expect(text, `${address}: escaped JSON`).not.toMatch(/[<>&\u2028\u2029]/);
  const data: unknown = JSON.parse(text);
  if (!isJson(data) || data['@context'] !== 'https://schema.org' || !Array.isArray(data['@graph'])) throw new Error(`${address}: no schema.org graph`);
  return data['@graph'].filter(isJson);
}

/**
 * The page parsed without its inline style sheets: this test reads text, links and head tags, never styles, and
 * jsdom's parsing of the CSS is most of the cost of a page.
 */
const parsed = (html: string) => new JSDOM(html.replace(/<style\b[^>]*>[^]*?<\/style>/g, '')).window.document;

const ofType = (graph: readonly Json[], type: string) => graph.filter((thing) => thing['@type'] === type);
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const metaContent = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
/** A date or a moment in ISO 8601, as the builders write them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z?)?$/;

const home = `${site.siteUrl}/`;
const inner = builtPages.filter((page) => page.urlPath !== '/');
/** The content's own addresses: every other built page is a post, pre-rendered from WordPress. */
const pageKeys = new Set(pages.flatMap((page) => [page.path, ...(page.aliases ?? [])]).map(pathKey));

describe('structured data as built', () => {
  it('the home page names the organisation as its footer does (address, phone, e-mail, social profiles) and the website', () => {
    const html = builtHtml('/');
    const document = parsed(html);
    const graph = graphOf(html, '/');
    const [organization, ...more] = ofType(graph, 'Organization');
    expect(more).toEqual([]);
    expect(ofType(graph, 'WebSite')).toEqual([{ '@type': 'WebSite', name: site.brand.name, url: home }]);
    const footer = document.querySelector('footer address');
    const addressLines = [...(footer?.querySelector('p + p')?.childNodes ?? [])]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => text(node as Element));
    const socialLinks = [...document.querySelectorAll('footer a[target="_blank"]')].filter((link) => !link.closest('address'));
    expect(organization).toEqual({
      '@type': 'Organization',
      name: site.brand.name,
      url: home,
      logo: new URL(document.querySelector('header img')?.getAttribute('src') ?? '', home).href,
      address: addressLines.join(', '),
      telephone: footer?.querySelector('a[href^="tel:"]')?.getAttribute('href')?.slice('tel:'.length),
      email: footer?.querySelector('a[href^="mailto:"]')?.getAttribute('href')?.slice('mailto:'.length),
      sameAs: socialLinks.map((link) => link.getAttribute('href')),
    });
    expect(addressLines).toHaveLength(site.footer.contact.details.addressLines.length);
    expect(socialLinks).toHaveLength(site.footer.social.profiles.length);
  });

  it('the 404 page and the post shells carry none', () => {
    expect(readBuiltFile('404.html')).not.toMatch(LD_JSON);
    for (const shell of ['_post-shells/blogs/index.html', '_post-shells/CaseStudy/index.html']) expect(readBuiltFile(shell)).not.toMatch(LD_JSON);
  });

  // One pass: each inner page read and parsed once, every check on it in its own test.
  for (const { urlPath } of inner) {
    it(`${urlPath}: a breadcrumb trail from home to its canonical address, and an article's facts where it is one`, () => {
      // The address a visitor types: the file's decoded path, each segment encoded (launch%2d2026 → launch%252d2026).
      const address = urlPath.split('/').map(encodeURIComponent).join('/');
      const html = builtHtml(address);
      const graph = graphOf(html, urlPath);
      const document = parsed(html);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      const h1 = text(document.querySelector('h1'));

      const [breadcrumbs, ...moreTrails] = ofType(graph, 'BreadcrumbList');
      expect(moreTrails).toEqual([]);
      const items = Array.isArray(breadcrumbs?.['itemListElement']) ? breadcrumbs['itemListElement'].filter(isJson) : [];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.map((item) => item['position'])).toEqual(items.map((_, index) => index + 1));
      expect(items[0]).toMatchObject({ '@type': 'ListItem', item: home });
      expect(items.at(-1)?.['item'], 'the last item is the page, at its canonical address').toBe(canonical);
      for (const item of items) {
        expect(item['name'], JSON.stringify(item)).toMatch(/\S/);
        // Every step of the trail is a page of the build.
        expect(builtFileOf(new URL(String(item['item'])).pathname), JSON.stringify(item)).toBeDefined();
      }

      // A listing's further page (/blogs/page/2) is a page of the listing, not a post.
      const isListingPage = /\/page\/\d+$/.test(urlPath);
      const isPost = !pageKeys.has(pathKey(address)) && !isListingPage;
      const isOwnCaseStudy = !isPost && !isListingPage && pathKey(urlPath).startsWith('/casestudy/');
      const expectedType = isPost && pathKey(urlPath).startsWith('/blogs/') ? 'BlogPosting' : isPost || isOwnCaseStudy ? 'Article' : undefined;
      const articles = [...ofType(graph, 'BlogPosting'), ...ofType(graph, 'Article')];
      if (expectedType === undefined) {
        expect(articles).toEqual([]);
        // A page is named by its title's first part.
        expect(items.at(-1)?.['name']).toBe(document.title.split(' | ')[0]);
        return;
      }
      expect(articles).toHaveLength(1);
      const [article] = articles;
      expect(article?.['@type']).toBe(expectedType);
      expect(article?.['headline'], 'the headline is the h1').toBe(h1);
      expect(items.at(-1)?.['name'], 'the trail ends with the headline').toBe(h1);
      expect(article?.['image'], 'its image is the share image').toBe(metaContent(document, 'meta[property="og:image"]'));
      const published = String(article?.['datePublished']);
      const modified = String(article?.['dateModified']);
      expect(published).toMatch(ISO_DATE);
      expect(modified).toMatch(ISO_DATE);
      expect(modified >= published, `${modified} is not before ${published}`).toBe(true);
      const author = isJson(article?.['author']) ? article['author'] : {};
      if (author['@type'] === 'Person') {
        // A post names the person its byline shows.
        expect(isPost).toBe(true);
        expect(text(document.querySelector('main header'))).toContain(String(author['name']));
      } else {
        expect(author).toEqual({ '@type': 'Organization', name: site.brand.name, url: home });
      }
    });
  }
});
