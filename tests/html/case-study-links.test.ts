/**
 * Every "case study" leads to a case study (issue 34), read from the build: each home tab's Learn More opens its own
 * case study, each industries tab's case-study card opens one, /CaseStudy lists them all above the WordPress posts,
 * and the aerospace industry page is linked from the industries page and from its case study, so that every industry
 * page and case study is within two clicks of home. A case study is a page of its own under /casestudy/ (content-json/pages/case-studies/);
 * each page's sections and h1 are checked in tests/html/industries.test.ts, its figures in tests/content/claims.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../src/content/generated/content-types.ts';
import { pages, staticPages } from '../../testing/playwright/content.ts';
import { builtFileOf, builtHtml, builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const SELECTOR = '/industries/industries';
const AEROSPACE = '/industries/AerospaceIndustry';
const AEROSPACE_STUDY = '/casestudy/Aerospacejetengine';

const caseStudies = staticPages.filter((page) => page.path.toLowerCase().startsWith('/casestudy/'));
const caseStudyPaths = caseStudies.map((page) => page.path).sort();

function documentAt(path: string): PageDocument {
  const found = pages.find((page) => page.path === path);
  if (!found) throw new Error(`No page file has the path ${path}`);
  return found;
}

/** The pre-rendered slot of a page's section of `type` (the first one). */
function slotOf(document: Document, type: string): Element {
  const slot = document.querySelector(`main [data-section-type="${type}"]`);
  if (!slot) throw new Error(`no ${type} section in the built page`);
  return slot;
}

const hrefsIn = (root: ParentNode) => [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');

/** The picture of a case study's opening, which its home tab shows too. */
function openingImageOf(page: PageDocument): string | undefined {
  const intro = page.sections[0];
  return intro?.type === 'page-intro' ? intro.visual?.image.src : undefined;
}

describe('the case studies', () => {
  it('are five pages of their own, the aerospace jet engine among them', () => {
    expect(caseStudyPaths).toHaveLength(5);
    expect(caseStudyPaths).toContain(AEROSPACE_STUDY);
    for (const path of caseStudyPaths) expect(builtFileOf(path), path).toBeDefined();
  });

  it('show each picture once on their page', () => {
    for (const page of caseStudies) {
      const sources = [...JSON.stringify(page.sections).matchAll(/"src":"([^"]+)"/g)].map((match) => match[1]);
      expect(sources.length, page.path).toBeGreaterThan(1);
      expect(new Set(sources).size, `${page.path} shows a picture twice: ${sources.join(', ')}`).toBe(sources.length);
    }
  });

  it('each have a home tab whose Learn More opens that case study, the one its picture shows', () => {
    const home = documentAt('/');
    const tabs = home.sections.find((section) => section.type === 'case-study-tabs');
    if (tabs?.type !== 'case-study-tabs') throw new Error('home.json has no case-study-tabs section');
    const panels = [...slotOf(builtPage('/'), 'case-study-tabs').querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => hrefsIn(panel))).toEqual(tabs.tabs.map((tab) => [tab.link.target]));
    expect(tabs.tabs.map((tab) => tab.link.target).sort()).toEqual(caseStudyPaths);
    for (const tab of tabs.tabs) expect(openingImageOf(documentAt(tab.link.target)), tab.title).toBe(tab.image.src);
  });

  it("are what the industries tabs' case-study cards open, a different one for each industry", () => {
    const panels = [...slotOf(builtPage(SELECTOR), 'industry-tabs').querySelectorAll('[role="tabpanel"]')];
    const targets = panels.flatMap((panel) => hrefsIn(panel));
    expect(targets).toHaveLength(panels.length);
    for (const target of targets) expect(caseStudyPaths).toContain(target);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('are all listed on /CaseStudy, each with its picture, in a section of their own above the WordPress posts', () => {
    const listing = builtPage('/CaseStudy');
    const types = sectionTypesOf(listing);
    expect(types.indexOf('link-cards')).toBeGreaterThan(-1);
    expect(types.indexOf('link-cards')).toBeLessThan(types.indexOf('latest-posts'));
    const cards = slotOf(listing, 'link-cards');
    expect(hrefsIn(cards).sort()).toEqual(caseStudyPaths);
    expect(cards.querySelectorAll('li img[alt]:not([alt=""])')).toHaveLength(caseStudyPaths.length);
    // Two headings that tell the sections apart.
    const headings = ['link-cards', 'latest-posts'].map((type) => slotOf(listing, type).querySelector('h2')?.textContent);
    expect(new Set(headings).size).toBe(2);
  });
});

describe('the aerospace industry page', () => {
  it('is linked from the industries page and from the aerospace case study', () => {
    for (const source of [SELECTOR, AEROSPACE_STUDY])
      expect(hrefsIn(builtPage(source).querySelector('main') ?? builtPage(source)), source).toContain(AEROSPACE);
  });
});

describe('every industry page and every case study', () => {
  /** The addresses a page's links lead to on this site (every <a>, those of tab panels and menus included). */
  const linksOf = (address: string) =>
    [...builtHtml(address).matchAll(/<a\s[^>]*?href="(\/[^"#?]*)/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

  it('is within two clicks of home', () => {
    const oneClick = new Set(linksOf('/').flatMap((address) => builtFileOf(address) ?? []));
    const twoClicks = new Set([
      ...oneClick,
      ...[...oneClick].flatMap((file) => {
        const page = staticPages.find((candidate) => builtFileOf(candidate.path) === file);
        return page ? linksOf(page.path).flatMap((address) => builtFileOf(address) ?? []) : [];
      }),
    ]);
    const wanted = staticPages.filter((page) => /^\/(industries|casestudy)\//i.test(page.path));
    expect(wanted.map((page) => page.path)).toEqual(expect.arrayContaining([SELECTOR, AEROSPACE, ...caseStudyPaths]));
    const farther = wanted.filter((page) => !twoClicks.has(builtFileOf(page.path) ?? ''));
    expect(farther.map((page) => page.path)).toEqual([]);
  });
});
