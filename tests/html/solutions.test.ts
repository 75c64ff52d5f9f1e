/**
 * The four solution pages as built (SPEC 2.8): the hero with its h1, the site's Request a Demo button and the claim
 * each page must state, every section's headings and cards, every video's attributes, and the call-to-action band,
 * read from dist/solutions/<name>/index.html. The booking page's month is added when a visitor clicks
 * (e2e/booking-link.spec.ts, src/lib/components/content-link.test.tsx); the looping video's playback is in
 * e2e/media.spec.ts and src/lib/media/looping-video.test.tsx; what shows at each width and the phone's swipeable row
 * are in e2e/solutions.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../src/content/generated/content-types.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtPage } from '../../testing/vitest/built-site.ts';

/** The four solution pages (SPEC 2.8) and the marketing claim each must state, as a figure and in a sentence. */
const solutionPages = [
  { path: '/solutions/salesxrtreme', figure: '6X', sentence: 'up to 6X sales conversion' },
  { path: '/solutions/engagexrtreme', figure: '50%', sentence: '50% faster learning cycles' },
  { path: '/solutions/TwinXrtreme', figure: '30%', sentence: 'cut factory setup costs by up to 30%' },
  { path: '/solutions/professionalservices', figure: undefined, sentence: undefined },
].map((entry) => {
  const document = pages.find((page) => page.path === entry.path);
  if (!document) throw new Error(`No page file has the path ${entry.path}`);
  return { ...entry, document };
});

const scheduling = site.externalLinks.scheduling;

const sectionsOf = <Type extends Section['type']>(document: PageDocument, type: Type) =>
  document.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type);

/** The page's videos in order, as the content gives them: a card's, or a section's own. */
const videosOf = (document: PageDocument) =>
  document.sections.flatMap((section) => [
    ...(section.type === 'solution-cards' ? section.cards.flatMap((card) => (card.video ? [card.video] : [])) : []),
    // A hero's background loop is its path alone; every other video carries its description.
    ...('video' in section && section.video ? [typeof section.video === 'string' ? { src: section.video } : section.video] : []),
  ]);

/** Text as a reader gets it: whitespace collapsed, as Playwright's toHaveText compares it. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** In the accessibility tree: not under aria-hidden or the hidden attribute. */
const exposed = (element: Element) => element.closest('[aria-hidden="true"], [hidden]') === null;
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].filter(exposed);
/** Leaves itself and what it holds out of a name. */
const hides = (element: Element) => element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden');

/** An element's accessible name: aria-labelledby, aria-label, an image's alt, or its exposed text. */
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

/** The one link whose name starts with `label`, to another site in a new tab. */
function expectNewTabLink(root: Element, label: string, href: string) {
  const links = all(root, 'a').filter((link) => nameOf(link).startsWith(label));
  expect(links, `one link "${label}…"`).toHaveLength(1);
  expect(links[0]?.getAttribute('href')).toBe(href);
  expect(links[0]?.getAttribute('target')).toBe('_blank');
  expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
}

describe('the solution pages', () => {
  it('the sales and engagement pages show each of their four solutions as a video (SPEC 2.8)', () => {
    for (const { path, document } of solutionPages.slice(0, 2)) {
      const cards = sectionsOf(document, 'solution-cards').flatMap((section) => section.cards);
      expect(
        cards.map((card) => card.title),
        path,
      ).toHaveLength(4);
      expect(
        cards.filter((card) => !card.video).map((card) => card.title),
        `${path}: cards without a video`,
      ).toEqual([]);
    }
  });

  // Parsed while the file is collected: each test reads its page.
  for (const { path, figure, sentence, document, page } of solutionPages.map((entry) => ({ ...entry, page: builtPage(entry.path) }))) {
    const main = page.querySelector('main');
    if (!main) throw new Error(`${path} has no main`);

    it(`${path} is built with its hero, every section's headings and cards, its claim and the demo links`, () => {
      // One h1, in the opening block, with the site's Request a Demo button beside the opening's own content.
      expect(all(main, 'h1')).toHaveLength(1);
      const opening = document.sections[0];
      if (opening?.type !== 'page-intro' && opening?.type !== 'frame-hero') throw new Error(`${path} must open with a page-intro or frame-hero`);
      const hero = [...main.querySelectorAll('header, section')].find((block) => block.querySelector('h1'));
      if (!hero) throw new Error(`${path} has no opening block with the h1`);
      expect(all(hero, 'h1').map(text)).toEqual([opening.header.heading]);
      expectNewTabLink(hero, site.heroAction.label, scheduling);

      if (opening.type === 'frame-hero') {
        expect(opening.sequence).toBe('car_frames');
        expect(opening.variant).toBe('autoplay');
        expect(opening.cutoff).toBe(13);
        const frames = hero.querySelectorAll('[data-sequence="car_frames"] img');
        expect(frames).toHaveLength(1);
        expect(frames[0]?.getAttribute('alt')).toBe(opening.alt);
        const action = all(hero, 'a').filter((link) => nameOf(link) === opening.action.label);
        expect(action).toHaveLength(1);
        expect(action[0]?.getAttribute('href')).toBe(opening.action.target);
      }

      if (figure && sentence) {
        expect(exactly(hero, figure), figure).toHaveLength(1);
        expect(text(hero)).toContain(sentence);
      }

      for (const section of sectionsOf(document, 'solution-cards')) {
        const cards = region(main, section.header.heading);
        const items = all(cards, 'li');
        expect(items).toHaveLength(section.cards.length);
        expect(all(cards, 'h3').map(text)).toEqual(section.cards.map((card) => card.title));
        for (const card of section.cards) {
          const [item, ...more] = items.filter((candidate) => all(candidate, 'h3').some((heading) => text(heading) === card.title));
          if (!item || more.length > 0) throw new Error(`${path}: one card titled ${card.title}`);
          expect(text(item)).toContain(card.description);
          expect(holding(item, site.disclaimer), `${card.title}: the disclaimer`).toHaveLength(card.disclaimer ? 1 : 0);
          if (card.video) {
            const videos = item.querySelectorAll('video');
            expect(videos).toHaveLength(1);
            expect(videos[0]?.getAttribute('aria-label')).toBe(card.video.label);
          }
          if (card.image) {
            const images = all(item, 'img').filter((image) => nameOf(image) === card.image?.alt);
            expect(images, `${card.title}: the image`).toHaveLength(1);
            expect(images[0]?.getAttribute('loading')).toBe('lazy');
          }
        }
      }

      for (const section of sectionsOf(document, 'feature-grid')) {
        const grid = region(main, section.header.heading);
        expect(all(grid, 'h3').map(text)).toEqual(section.items.map((item) => item.title));
        for (const item of section.items) expect(text(grid)).toContain(item.description);
        if (section.numbered) {
          expect(grid.querySelectorAll('ol > li')).toHaveLength(section.items.length);
          expect([...grid.querySelectorAll('ol > li [aria-hidden="true"]')].map(text)).toEqual(
            section.items.map((_, index) => String(index + 1).padStart(2, '0')),
          );
        }
        for (const label of section.items.flatMap((item) => (item.label ? [item.label] : []))) expect(exactly(grid, label), label).toHaveLength(1);
      }

      for (const section of sectionsOf(document, 'why-slider')) {
        const slider = region(main, section.header.heading);
        expect(all(slider, 'h3').length).toBeGreaterThan(0);
        for (const slide of section.slides) expect(text(slider)).toContain(slide.title);
      }

      for (const section of sectionsOf(document, 'media-text')) {
        const block = region(main, section.header.heading);
        for (const paragraph of section.paragraphs ?? []) expect(text(block)).toContain(paragraph);
      }

      const [band, ...moreBands] = sectionsOf(document, 'cta-band');
      expect(band, `${path} ends with a call-to-action band`).toBeDefined();
      expect(moreBands).toHaveLength(0);
      expectNewTabLink(region(main, (band?.header ?? site.ctaBand.header).heading), (band?.action ?? site.ctaBand.action).label, scheduling);
    });

    const videos = videosOf(document);
    if (videos.length === 0) continue;

    it(`${path}: every video (${String(videos.length)}) is a muted, inline loop that preloads nothing, with its poster, sources, label and fallback text`, () => {
      const built = [...main.querySelectorAll('video')];
      expect(built).toHaveLength(videos.length);
      expect(new Set(built.map((video) => video.querySelector('source')?.getAttribute('src'))).size, 'no video is used twice on the page').toBe(videos.length);
      for (const [index, video] of built.entries()) {
        const expected = videos[index];
        if (!expected) throw new Error(`${path}: no content for video ${String(index + 1)}`);
        for (const attribute of ['muted', 'loop', 'playsinline']) expect(video.hasAttribute(attribute), `${expected.src}: ${attribute}`).toBe(true);
        expect(video.getAttribute('preload')).toBe('none');
        expect(video.getAttribute('poster')).toBe(`${expected.src}-poster.webp`);
        expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([
          [`${expected.src}.webm`, 'video/webm'],
          [`${expected.src}.mp4`, 'video/mp4'],
        ]);
        if ('label' in expected) expect(video.getAttribute('aria-label')).toBe(expected.label);
        expect(text(video)).toContain(site.accessibility.videoUnsupported);
      }
    });
  }
});
