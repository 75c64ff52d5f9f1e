/**
 * The nine persona pages as built (SPEC 2.5, 3): one per industry and group, each a banner, a frame hero, capability
 * cards, a stat, the group's four roles as feature rows, a why-choose carousel, link cards and the call-to-action band,
 * read from dist/persona/<industry><group>/index.html. The feature rows' layout at each width, the carousel's
 * buttons, keys and touch scrolling are in e2e/personas.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../src/content/generated/content-types.ts';
import { specRoleTable } from '../../src/sections/industry-role-selector/spec-role-table.fixture.ts';
import { pages } from '../../testing/playwright/content.ts';
import { builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const industries = ['automotive', 'logistics', 'manufacturing'] as const;
const groups = ['sales', 'training', 'twin'] as const;

/** SPEC 2.5's order: banner, hero, capability cards, stat, feature rows, why-choose carousel, then the common sections. */
const SECTION_ORDER = ['page-intro', 'frame-hero', 'solution-cards', 'stat-tiles', 'feature-grid', 'why-carousel', 'link-cards', 'cta-band'];

/** Where each group's pages lead on: its 'How it helps' page, its solution and its frame sequence (SPEC 2.5, 3). */
const groupLinks = {
  sales: { helps: '/how-it-helps/sales', solution: '/solutions/salesxrtreme', sequence: 'car_frames' },
  training: { helps: '/how-it-helps/training', solution: '/solutions/engagexrtreme', sequence: 'robohand' },
  twin: { helps: '/how-it-helps/industrial-metaverse', solution: '/solutions/TwinXrtreme', sequence: 'fueloil' },
} as const;

const personas = industries.flatMap((industry) =>
  groups.map((group) => {
    const path = `/persona/${industry}${group}`;
    const document = pages.find((page) => page.path === path);
    if (!document) throw new Error(`No page file has the path ${path}`);
    const roles = specRoleTable.find((entry) => entry.industry.toLowerCase() === industry)?.roles[group];
    if (!roles) throw new Error(`SPEC 3 has no ${group} roles for ${industry}`);
    return { industry, group, path, document, roles };
  }),
);

const only = <Type extends Section['type']>(document: PageDocument, type: Type) => {
  const section = document.sections.find((candidate): candidate is Extract<Section, { type: Type }> => candidate.type === type);
  if (!section) throw new Error(`${document.path} has no ${type} section`);
  return section;
};

/** Text as a reader gets it: whitespace collapsed, as Playwright's toHaveText compares it. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** In the accessibility tree: not under aria-hidden or the hidden attribute. */
const exposed = (element: Element) => element.closest('[aria-hidden="true"], [hidden]') === null;
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].filter(exposed);

/** The accessible name from aria-labelledby or aria-label (the names these sections and slides have). */
function labelOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(element.ownerDocument.getElementById(id)))
      .join(' ');
  return element.getAttribute('aria-label') ?? '';
}

/** The one element of `role` (a landmark section or an ARIA role) named `name`. */
function named(root: ParentNode, role: 'region' | 'group', name: string): Element {
  const selector = role === 'region' ? 'section, [role="region"]' : '[role="group"]';
  const found = all(root, selector).filter((element) => labelOf(element) === name);
  expect(found, `one ${role} named "${name}"`).toHaveLength(1);
  return found[0] as Element;
}

describe('the persona pages', () => {
  it('every persona page speaks to its own four roles from SPEC 3 and says something of its own', () => {
    const seen = new Set<string>();
    for (const { path, document, roles } of personas) {
      const rows = only(document, 'feature-grid');
      expect(rows.layout, path).toBe('rows');
      expect(
        rows.items.map((item) => item.title),
        `${path}: feature rows`,
      ).toEqual(roles);
      for (const heading of [
        only(document, 'page-intro').header.heading,
        only(document, 'frame-hero').header.heading,
        only(document, 'why-carousel').header.heading,
      ]) {
        expect(seen.has(heading), `${path} repeats "${heading}"`).toBe(false);
        seen.add(heading);
      }
      // Each video at most once on a page.
      const videos = only(document, 'solution-cards').cards.flatMap((card) => (card.video ? [card.video.src] : []));
      expect(new Set(videos).size, `${path}: videos`).toBe(videos.length);
    }
  });

  // Parsed while the file is collected: each test reads its page.
  for (const { path, group, document, page } of personas.map((persona) => ({ ...persona, page: builtPage(persona.path) }))) {
    it(`${path} is built with its sections in order and leads on to its solution, 'How it helps' page and a case study`, () => {
      const main = page.querySelector('main');
      if (!main) throw new Error(`${path} has no main`);
      expect(sectionTypesOf(page)).toEqual(SECTION_ORDER);
      const slot = (type: string) => {
        const found = main.querySelector(`[data-section-type="${type}"]`);
        if (!found) throw new Error(`${path} has no ${type} section`);
        return found;
      };

      // The banner holds the page's one h1; the hero is an h2 below it, animating its group's frames.
      expect(main.querySelectorAll('h1')).toHaveLength(1);
      expect([...slot('page-intro').querySelectorAll('h1')].map(text)).toEqual([only(document, 'page-intro').header.heading]);
      expect([...slot('frame-hero').querySelectorAll('h2')].map(text)).toEqual([only(document, 'frame-hero').header.heading]);
      expect(slot('frame-hero').querySelector(`[data-sequence="${groupLinks[group].sequence}"]`)).not.toBeNull();

      // Feature rows: the main title, then one h3 per role.
      const rows = slot('feature-grid');
      expect(all(rows, 'h2').map(text)).toEqual([only(document, 'feature-grid').header.heading]);
      expect(all(rows, 'h3').map(text)).toEqual(only(document, 'feature-grid').items.map((item) => item.title));

      // The carousel, its slides labelled "n of count".
      const slides = only(document, 'why-carousel').slides;
      const region = named(main, 'region', only(document, 'why-carousel').header.heading);
      expect(region.getAttribute('aria-roledescription')).toBe('carousel');
      named(region, 'group', `1 of ${slides.length}`);
      expect(all(region, 'h3').map(text)).toEqual(slides.map((slide) => slide.title));

      const hrefs = [...slot('link-cards').querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
      expect(hrefs).toContain(groupLinks[group].helps);
      expect(hrefs).toContain(groupLinks[group].solution);
      expect(hrefs.some((href) => href === '/CaseStudy' || href === '/casestudy/Aerospacejetengine')).toBe(true);
      // The band's heading, exposed (e2e/personas.spec.ts sees it on screen at both widths).
      const bandHeadings = all(slot('cta-band'), 'h2');
      expect(bandHeadings).toHaveLength(1);
      expect(text(bandHeadings[0])).not.toBe('');
    });
  }
});
