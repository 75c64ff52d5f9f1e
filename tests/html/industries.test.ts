/**
 * The industry pages, the industries selector and the case studies as built (issues 14 and 34, SPEC 2.8 and 4): each
 * page's sections in order and its h1, the selector's tabs and panels as pre-rendered, the aerospace case-study card
 * and the case study's figure, stages, video and disclaimer, read from dist/. Where each case study is linked from is
 * in tests/html/case-study-links.test.ts. The tabs with the mouse and the keyboard,
 * the links followed, the tablet showcase at each width and what is on screen are in e2e/industries.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../src/content/generated/content-types.ts';
import { headingOf, pages, site } from '../../testing/playwright/content.ts';
import { builtFileOf, builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const SELECTOR = '/industries/industries';
const AEROSPACE = '/industries/AerospaceIndustry';
const CASE_STUDY = '/casestudy/Aerospacejetengine';

/** A case study's sections: the story (challenge, solution, results), then where to read on. */
const CASE_STUDY_SECTIONS: Section['type'][] = ['page-intro', 'media-text', 'media-text', 'feature-grid', 'link-cards', 'cta-band'];

/** Each route and the section types it must show, in order. */
const ROUTES: [string, Section['type'][]][] = [
  [SELECTOR, ['page-intro', 'industry-tabs', 'solution-cards', 'link-cards', 'cta-band']],
  [AEROSPACE, ['page-intro', 'solution-cards', 'tablet-showcase', 'media-text', 'cta-band']],
  ['/industries/ManufacturingIndustry', ['page-intro', 'solution-cards', 'cta-band']],
  ['/industries/Logistics&SupplyChainIndustry', ['page-intro', 'solution-cards', 'cta-band']],
  // The aerospace story lets the reader turn the engine itself, after the solution (issue 37).
  [CASE_STUDY, ['page-intro', 'media-text', 'media-text', 'model-viewer', 'feature-grid', 'link-cards', 'cta-band']],
  ['/casestudy/Automotive3dconfigurator', CASE_STUDY_SECTIONS],
  ['/casestudy/Smartfactorydigitaltwin', CASE_STUDY_SECTIONS],
  ['/casestudy/Warehousevrtraining', CASE_STUDY_SECTIONS],
  ['/casestudy/Tradefair3dkiosk', CASE_STUDY_SECTIONS],
];

function documentAt(path: string): PageDocument {
  const found = pages.find((page) => page.path === path);
  if (!found) throw new Error(`No page file has the path ${path}`);
  return found;
}

function sectionOf<Type extends Section['type']>(path: string, type: Type): Extract<Section, { type: Type }> {
  const found = documentAt(path).sections.find((section): section is Extract<Section, { type: Type }> => section.type === type);
  if (!found) throw new Error(`${path} has no ${type} section`);
  return found;
}

const industryTabs = sectionOf(SELECTOR, 'industry-tabs');
const showcase = sectionOf(AEROSPACE, 'tablet-showcase');
const caseStudyCard = sectionOf(AEROSPACE, 'media-text');

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
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Parsed while the file is collected: each test reads its page.
const built = new Map(ROUTES.map(([path]) => [path, builtPage(path)]));
function mainOf(path: string): Element {
  const main = built.get(path)?.querySelector('main');
  if (!main) throw new Error(`${path} has no main`);
  return main;
}

describe('the industry pages and the aerospace case study', () => {
  it('the content gives the selector three industries and the showcase four steps sharing one video', () => {
    expect(industryTabs.tabs.map((tab) => tab.label)).toEqual(['Automotive', 'Manufacturing', 'Logistics & Supply Chain']);
    expect(showcase.steps).toHaveLength(4);
    expect(showcase.video.src).toBe('/media/videos/aerospace-jet-engine');
    expect(caseStudyCard.action?.target).toBe(CASE_STUDY);
  });

  for (const [path, types] of ROUTES) {
    it(`${path} is built with its sections in order under its h1`, () => {
      expect(builtFileOf(path)).toBeDefined();
      expect(documentAt(path).sections.map((section) => section.type)).toEqual(types);
      const page = built.get(path);
      if (!page) throw new Error(`${path} is not built`);
      expect(sectionTypesOf(page)).toEqual(types);
      expect(all(mainOf(path), 'h1').map(text)).toEqual([headingOf(documentAt(path))]);
      // No section left out: each slot holds its section, and none is the failure placeholder.
      expect(page.querySelectorAll('[data-failed-section]')).toHaveLength(0);
      expect([...page.querySelectorAll('main [data-section-type]')].filter((slot) => slot.childElementCount === 0)).toEqual([]);
    });
  }

  it('the industries selector is pre-rendered with Automotive selected: its panel shown, the others in the page, hidden', () => {
    const selector = region(mainOf(SELECTOR), industryTabs.header.heading);
    const tabs = all(selector, '[role="tab"]');
    expect(tabs.map(text)).toEqual(industryTabs.tabs.map((tab) => tab.label));
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map(text)).toEqual(['Automotive']);
    // Only the selected tab is in the Tab order.
    expect(tabs.filter((tab) => tab.getAttribute('tabindex') === '0').map(text)).toEqual(['Automotive']);
    const panels = [...selector.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(industryTabs.tabs.length);
    expect(all(selector, '[role="tabpanel"]')).toHaveLength(1);
    expect(selector.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(industryTabs.tabs.length - 1);

    // Every industry's panel is in the page: named by its tab, its three cards, its image, its case-study link.
    for (const [index, tab] of industryTabs.tabs.entries()) {
      const panel = panels[index];
      if (!panel) throw new Error(`no panel for ${tab.label}`);
      expect(nameOf(panel)).toBe(tab.label);
      expect([...panel.querySelectorAll('h3')].map(text)).toEqual([tab.overview.title, tab.application.title, tab.caseStudy.title]);
      expect([...panel.querySelectorAll('img')].filter((image) => image.getAttribute('alt') === tab.application.image.alt)).toHaveLength(1);
      const links = panel.querySelectorAll('a');
      expect(links).toHaveLength(1);
      // The visible words first, then the card's title for screen readers (the hidden text may bring a space before its colon).
      expect(nameOf(links[0] as Element)).toMatch(new RegExp(`^${escapeRegExp(tab.caseStudy.cta.label)}\\s?: ${escapeRegExp(tab.caseStudy.title)}$`));
      expect(links[0]?.getAttribute('href')).toBe(tab.caseStudy.cta.target);
    }
  });

  it('the aerospace case-study card shows its image and links to /casestudy/Aerospacejetengine', () => {
    const card = region(mainOf(AEROSPACE), caseStudyCard.header.heading);
    expect(all(card, 'img').filter((image) => nameOf(image) === caseStudyCard.image?.alt)).toHaveLength(1);
    const links = all(card, 'a').filter((link) => nameOf(link) === caseStudyCard.action?.accessibleLabel);
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(CASE_STUDY);
  });

  it('the case study states the 40% training-cost reduction, the challenge, the solution and the results, with its video and the disclaimer', () => {
    const main = mainOf(CASE_STUDY);
    expect(exactly(main, '40%')).toHaveLength(1);
    expect(exactly(main, 'lower training costs')).toHaveLength(1);
    for (const eyebrow of ['The challenge', 'The solution', 'The results']) expect(exactly(main, eyebrow), eyebrow).toHaveLength(1);
    expect(main.querySelectorAll('video source[src="/media/videos/aerospace-jet-engine.webm"]')).toHaveLength(1);
    expect(holding(main, site.disclaimer)).toHaveLength(1);
  });
});
