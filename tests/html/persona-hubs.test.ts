/**
 * The five persona hubs as built (SPEC 2.5, issue 14): audience hubs at lower-case addresses under /persona/, also
 * built at their capitalised names, each a page-intro, link cards to the persona, solution, 'How it helps' and
 * case-study pages, and the call-to-action band. Read from dist/. The cards' layout at each width, the whole card
 * as a link, the focus ring and client-side navigation from a capitalised address are in e2e/persona-hubs.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { LinkCardsSection, PageDocument } from '../../src/content/generated/content-types.ts';
import { headingOf, pages, site } from '../../testing/playwright/content.ts';
import { builtFileOf, builtHtml, builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const HUBS = [
  { path: '/persona/automotive', specName: 'AutomotivePersonas' },
  { path: '/persona/marketing', specName: 'MarketingPersona' },
  { path: '/persona/industrial', specName: 'IndustrialPersona' },
  { path: '/persona/training', specName: 'TrainingPersona' },
  { path: '/persona/technology', specName: 'TechnologyPersona' },
].map((hub) => {
  const document = pages.find((page) => page.path === hub.path);
  if (!document) throw new Error(`No page file has the path ${hub.path}`);
  return { ...hub, document };
});

const linkCardsOf = (document: PageDocument) => document.sections.filter((section): section is LinkCardsSection => section.type === 'link-cards');

/** Text as a reader gets it: whitespace collapsed, as Playwright's toHaveText compares it. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** In the accessibility tree: not under aria-hidden or the hidden attribute. */
const exposed = (element: Element) => element.closest('[aria-hidden="true"], [hidden]') === null;
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].filter(exposed);
/** Leaves itself and what it holds out of a name. */
const hides = (element: Element) => element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden');

/** An element's accessible name: aria-labelledby, aria-label, an image's alt, or its exposed text (images by their alt). */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(element.ownerDocument.getElementById(id)))
      .join(' ');
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  if (element.localName === 'img') return element.getAttribute('alt') ?? '';
  const words = (node: Node): string => {
    if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== node.ELEMENT_NODE) return '';
    const child = node as Element;
    if (hides(child)) return '';
    if (child.localName === 'img') return child.getAttribute('alt') ?? '';
    return [...child.childNodes].map(words).join('');
  };
  return [...element.childNodes].map(words).join('').replace(/\s+/g, ' ').trim();
}

/** The one region (a landmark section) named exactly `heading`. */
function region(root: ParentNode, heading: string): Element {
  const found = all(root, 'section, [role="region"]').filter((element) => nameOf(element) === heading);
  expect(found, `one region named "${heading}"`).toHaveLength(1);
  return found[0] as Element;
}

describe('the persona hubs', () => {
  it('every hub links to persona pages, solutions, "How it helps" pages and case studies', () => {
    for (const { path, document } of HUBS) {
      const targets = linkCardsOf(document).flatMap((section) => section.cards.map((card) => card.link.target));
      expect(
        targets.filter((target) => /^\/persona\/[a-z]+(sales|training|twin)$/.test(target)),
        `${path}: persona pages`,
      ).not.toHaveLength(0);
      expect(
        targets.filter((target) => target.startsWith('/solutions/')),
        `${path}: solutions`,
      ).not.toHaveLength(0);
      expect(
        targets.filter((target) => target.startsWith('/how-it-helps/')),
        `${path}: how it helps`,
      ).not.toHaveLength(0);
      expect(
        targets.filter((target) => /^\/casestudy/i.test(target)),
        `${path}: case studies`,
      ).not.toHaveLength(0);
    }
  });

  // Parsed while the file is collected: each test reads its page.
  for (const { path, document, page } of HUBS.map((hub) => ({ ...hub, page: builtPage(hub.path) }))) {
    it(`${path} is built with its sections in order and every card as one link`, () => {
      const main = page.querySelector('main');
      if (!main) throw new Error(`${path} has no main`);
      expect(sectionTypesOf(page)).toEqual(document.sections.map((section) => section.type));
      expect(all(main, 'h1').map(text)).toEqual([headingOf(document)]);

      for (const section of linkCardsOf(document)) {
        const cards = region(main, section.header.heading);
        expect(all(cards, 'h3').map(text)).toEqual(section.cards.map((card) => card.title));
        const items = all(cards, 'li');
        expect(items).toHaveLength(section.cards.length);
        for (const [index, card] of section.cards.entries()) {
          const item = items[index];
          if (!item) throw new Error(`${path}: no card ${String(index + 1)}`);
          const links = all(item, 'a[href]');
          expect(links, `${path}: ${card.title} is one link`).toHaveLength(1);
          const [link] = links;
          expect(nameOf(link as Element)).toBe(card.link.accessibleLabel ?? card.link.label);
          expect(link?.getAttribute('href')).toBe(card.link.target);
          expect(link?.getAttribute('target')).not.toBe('_blank');
          if (card.image) {
            const images = all(item, 'img').filter((image) => nameOf(image) === card.image?.alt);
            expect(images, `${path}: ${card.title}'s image`).toHaveLength(1);
            expect(images[0]?.getAttribute('loading')).toBe('lazy');
          }
        }
      }
    });
  }

  for (const { path, specName, document } of HUBS) {
    // The server finds a page in any letter case (tests/build/serve-requests.test.ts); builtFileOf finds it as the servers do.
    it(`/${specName}, /persona/${specName} and /persona/${specName.toLowerCase()} are built with the hub's h1 and a canonical link to ${path}`, () => {
      for (const url of [`/${specName}`, `/persona/${specName}`, `/persona/${specName.toLowerCase()}`]) {
        expect(builtFileOf(url), url).toBeDefined();
        const html = builtHtml(url);
        expect(html, url).toContain(`<link rel="canonical" href="${site.siteUrl}${path}"`);
        expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1], url).toBe(headingOf(document));
      }
    });
  }
});
