/**
 * The five 'How it helps' pages as built (SPEC 2.8): banner, reveal video cards, stat tiles, call-to-action band,
 * read from dist/how-it-helps/<name>/index.html, and the solution pages' links to them. The cards' reveal on scroll
 * (a real IntersectionObserver), the tiles on screen at each width, the way there from a solution page, reduced
 * motion and no JavaScript are in e2e/how-it-helps.spec.ts; the looping video's playback is in e2e/media.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../src/content/generated/content-types.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtPage, readBuiltFile, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const routes = ['/how-it-helps/sales', '/how-it-helps/engagement', '/how-it-helps/industrial-metaverse', '/how-it-helps/training', '/how-it-helps/integration'];
const SECTION_ORDER = ['page-intro', 'reveal-video-cards', 'stat-tiles', 'cta-band'];

/** Which solution page links to which 'How it helps' pages. */
const solutionLinks = [
  { path: '/solutions/salesxrtreme', targets: ['/how-it-helps/sales'] },
  { path: '/solutions/engagexrtreme', targets: ['/how-it-helps/engagement', '/how-it-helps/training'] },
  { path: '/solutions/TwinXrtreme', targets: ['/how-it-helps/industrial-metaverse', '/how-it-helps/integration'] },
  { path: '/solutions/professionalservices', targets: ['/how-it-helps/integration'] },
];

const documentOf = (path: string): PageDocument => {
  const document = pages.find((page) => page.path === path);
  if (!document) throw new Error(`No page file has the path ${path}`);
  return document;
};

const only = <Type extends Section['type']>(document: PageDocument, type: Type) => {
  const [section, ...more] = document.sections.filter((candidate): candidate is Extract<Section, { type: Type }> => candidate.type === type);
  if (!section || more.length > 0) throw new Error(`${document.path} needs exactly one ${type} section`);
  return section;
};

const hostedBase = site.media.hostedVideoBaseUrl;

/** Text as a reader gets it: whitespace collapsed, as Playwright's toHaveText compares it. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** In the accessibility tree: not under aria-hidden or the hidden attribute. */
const exposed = (element: Element) => element.closest('[aria-hidden="true"], [hidden]') === null;
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].filter(exposed);
/** Leaves itself and what it holds out of a name. */
const hides = (element: Element) => element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden');

/** An element's accessible name: aria-labelledby, aria-label, or its exposed text. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(element.ownerDocument.getElementById(id)))
      .join(' ');
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const words = (node: Node): string => {
    if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== node.ELEMENT_NODE || hides(node as Element)) return '';
    return [...node.childNodes].map(words).join('');
  };
  return [...element.childNodes].map(words).join('').replace(/\s+/g, ' ').trim();
}

/** The one region (a landmark section) named `heading`. */
function region(root: ParentNode, heading: string): Element {
  const found = all(root, 'section, [role="region"]').filter((element) => nameOf(element) === heading);
  expect(found, `one region named "${heading}"`).toHaveLength(1);
  return found[0] as Element;
}

/** The elements whose whole text is `words`, innermost (Playwright's getByText with exact: it reads text, not the accessibility tree). */
const exactly = (root: ParentNode, words: string) =>
  [...root.querySelectorAll('*')].filter((element) => text(element) === words && ![...element.children].some((child) => text(child) === words));
/** The innermost elements holding `words` in their text (Playwright's getByText: it reads text, not the accessibility tree). */
const holding = (root: ParentNode, words: string) =>
  [...root.querySelectorAll('*')].filter((element) => text(element).includes(words) && ![...element.children].some((child) => text(child).includes(words)));

describe("the 'How it helps' pages", () => {
  it('are built as the spec says: three or four video cards and a four-tile stat block each', () => {
    for (const path of routes) {
      const document = documentOf(path);
      expect(
        document.sections.map((section) => section.type),
        path,
      ).toEqual(SECTION_ORDER);
      const cards = only(document, 'reveal-video-cards').cards;
      expect(cards.length, path).toBeGreaterThanOrEqual(3);
      expect(cards.length, path).toBeLessThanOrEqual(4);
      expect(new Set(cards.map((card) => card.video.name)).size, `${path}: no video used twice`).toBe(cards.length);
      expect(only(document, 'stat-tiles').tiles, path).toHaveLength(2);
    }
  });

  it('sitemap.xml lists the five pages', () => {
    const sitemap = readBuiltFile('sitemap.xml');
    for (const path of routes) expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
  });

  // Parsed while the file is collected: each test reads its page.
  for (const { path, page } of routes.map((route) => ({ path: route, page: builtPage(route) }))) {
    const document = documentOf(path);
    const intro = only(document, 'page-intro');
    const cardsSection = only(document, 'reveal-video-cards');
    const tiles = only(document, 'stat-tiles');

    it(`${path} is built with its sections in order, its video cards, its tiles and the band's demo link`, () => {
      const main = page.querySelector('main');
      if (!main) throw new Error(`${path} has no main`);
      expect(sectionTypesOf(page)).toEqual(SECTION_ORDER);
      expect(all(main, 'h1').map(text)).toEqual([intro.header.heading]);

      // The cards: each a list item with its h3, its description and its video from the media host.
      const cards = region(main, cardsSection.header.heading);
      const items = all(cards, 'li');
      expect(items).toHaveLength(cardsSection.cards.length);
      expect(all(cards, 'h3').map(text)).toEqual(cardsSection.cards.map((card) => card.title));
      // Pre-rendered shown: the reveal hides a part only once the browser says it is below the screen.
      const parts = [...cards.querySelectorAll('[data-reveal-part]')];
      expect(parts).toHaveLength(cardsSection.cards.length * 2);
      for (const part of parts) expect(part.getAttribute('data-reveal')).toBe('static');

      for (const [index, card] of cardsSection.cards.entries()) {
        const item = items[index];
        if (!item) throw new Error(`${path}: no card ${String(index + 1)}`);
        expect(text(item)).toContain(card.description);
        expect(holding(item, site.disclaimer), `${path}: ${card.title}'s disclaimer`).toHaveLength(card.disclaimer ? 1 : 0);
        const videos = item.querySelectorAll('video');
        expect(videos).toHaveLength(1);
        const [video] = videos;
        expect(video?.getAttribute('aria-label')).toBe(card.video.label);
        expect(video?.getAttribute('poster')).toBe(`${hostedBase}/${card.video.name}-poster.webp`);
        for (const attribute of ['muted', 'loop', 'playsinline']) expect(video?.hasAttribute(attribute), attribute).toBe(true);
        const sources = [...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src') ?? '');
        expect(sources).toEqual([`${hostedBase}/${card.video.name}.webm`, `${hostedBase}/${card.video.name}.mp4`]);
      }

      // The stat block: four tiles, the heading tile, the figure (or the text alone) and two statements.
      const block = region(main, tiles.header.heading);
      expect(block.querySelectorAll('[data-tile]')).toHaveLength(4);
      expect(all(block, 'h2').map(text)).toEqual([tiles.header.heading]);
      expect(text(block.querySelector('[data-tile="intro"]'))).toContain(tiles.header.intro);
      const stat = block.querySelectorAll('[data-tile="stat"]');
      expect(stat).toHaveLength(1);
      if (tiles.stat) expect(exactly(stat[0] as Element, tiles.stat.value)).toHaveLength(1);
      expect(text(stat[0])).toBe(tiles.stat ? `${tiles.stat.value} ${tiles.stat.label}` : tiles.statement);
      expect([...block.querySelectorAll('[data-tile="text"]')].map(text)).toEqual(tiles.tiles);

      const band = only(document, 'cta-band');
      const label = (band.action ?? site.ctaBand.action).label;
      const demo = all(region(main, (band.header ?? site.ctaBand.header).heading), 'a').filter((link) => nameOf(link).startsWith(label));
      expect(demo).toHaveLength(1);
      expect(demo[0]?.getAttribute('href')).toBe(site.externalLinks.scheduling);
    });
  }

  const solutionPages = solutionLinks.map((entry) => ({ ...entry, page: builtPage(entry.path) }));
  it('the solution pages link to their How it helps pages', () => {
    for (const { path, targets, page } of solutionPages) {
      const main = page.querySelector('main');
      for (const target of targets) expect(main?.querySelectorAll(`a[href="${target}"]`), `${path} → ${target}`).toHaveLength(1);
    }
  });
});
