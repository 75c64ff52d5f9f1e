/**
 * The Centre of Excellence page as built (/EDUCOE/EDUCOE): its blocks, headings, texts, pictures and links, read
 * from the pre-rendered file and compared with its content file. The layout at each width, the facility picture
 * loading and the research link's navigation are in e2e/centre-of-excellence.spec.ts; the research video's playback
 * (the same video) in e2e/media.spec.ts and src/lib/media/looping-video.test.tsx.
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type {
  CtaBandSection,
  DisciplineCardsSection,
  FeatureGridSection,
  MediaTextSection,
  PageIntroSection,
  Section,
} from '../../src/content/generated/content-types.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const PATH = '/EDUCOE/EDUCOE';
const coe = pages.find((page) => page.path === PATH);
if (!coe) throw new Error(`No page for ${PATH}`);

/** The page's sections of one type, in page order, so the test follows the content file. */
function sectionsOf<Type extends Section['type']>(type: Type): Extract<Section, { type: Type }>[] {
  return coe?.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type) ?? [];
}

const [intro] = sectionsOf('page-intro') as [PageIntroSection];
const [initiatives, industries] = sectionsOf('feature-grid') as [FeatureGridSection, FeatureGridSection];
const [facility, research] = sectionsOf('media-text') as [MediaTextSection, MediaTextSection];
const [disciplines] = sectionsOf('discipline-cards') as [DisciplineCardsSection];
const [getInvolved] = sectionsOf('cta-band') as [CtaBandSection];

const document = builtPage(PATH);
// Role queries read no styles here: what is hidden is said by the markup (hidden, aria-hidden), and jsdom's style
// cascade would only make every query slow. What shows at a width is tested in the browser.
for (const style of document.querySelectorAll('style')) style.remove();
const mainElement = document.querySelector('main');
if (!mainElement) throw new Error(`${PATH} has no main`);
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const escapeRegExp = (value: string) => value.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);
/** The region named by `header`'s heading: the one <section> of main labelled by an element with that text. */
function regionElement(header: { heading: string }): HTMLElement {
  const named = [...document.querySelectorAll<HTMLElement>('main section[aria-labelledby]')].filter(
    (section) => text(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) === header.heading,
  );
  expect(named, `regions named "${header.heading}"`).toHaveLength(1);
  return named[0] ?? document.body;
}
const region = (header: { heading: string }) => within(regionElement(header));

describe(`${PATH} as built`, () => {
  it('has the spec’s blocks in order: welcome, initiatives, facility, disciplines, industry applications, research, get involved', () => {
    const types = ['page-intro', 'feature-grid', 'media-text', 'discipline-cards', 'feature-grid', 'media-text', 'cta-band'];
    expect(coe.sections.map((section) => section.type)).toEqual(types);
    expect(sectionTypesOf(document)).toEqual(types);
    expect(initiatives.items.map((item) => item.label)).toEqual(['Consultancy', 'Research', 'Workshops']);
    expect(disciplines.cards.map((card) => card.title)).toEqual([
      'Computer Science Engineering',
      'Electrical Engineering',
      'Mechanical Engineering',
      'Civil Engineering',
    ]);
    expect(facility.image).toBeDefined();
    expect(research.video?.src).toBe('/media/videos/coe-research');
    // No picture appears twice on the page.
    const pictures = [intro.visual?.image.src, facility.image?.src, research.video?.src];
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('the welcome hero has the page heading, its introduction, its picture and the Request a Demo button to the scheduling page in a new tab', () => {
    expect([...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].map(text)).toEqual([intro.header.heading]);
    const welcome = mainElement.querySelector('header');
    if (!welcome) throw new Error('no welcome header');
    expect(text(welcome)).toContain(intro.header.intro ?? '');
    expect(within(welcome).getByRole('img', { name: intro.visual?.image.alt ?? '' })).toBeDefined();
    const demo = within(welcome).getByRole('link', { name: startingWith(site.heroAction.label) });
    expect(demo.getAttribute('href')).toBe(site.externalLinks.scheduling);
    expect(demo.getAttribute('target')).toBe('_blank');
  });

  it('three initiative cards and four industry applications, each with its title and description', () => {
    for (const grid of [initiatives, industries]) {
      expect(region(grid.header).getAllByRole('heading', { level: 3 }).map(text)).toEqual(grid.items.map((item) => item.title));
      for (const item of grid.items) expect(region(grid.header).getByText(item.description)).toBeDefined();
    }
  });

  it('four discipline cards, each with its applications and trends under their labels', () => {
    const cards = region(disciplines.header).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const [index, card] of disciplines.cards.entries()) {
      const item = within(cards[index] ?? mainElement);
      expect(text(item.getByRole('heading', { level: 3 }))).toBe(card.title);
      expect(item.getAllByRole('term').map(text)).toEqual([disciplines.applicationsLabel, disciplines.trendsLabel]);
      expect(item.getAllByRole('definition').map(text)).toEqual([card.description1, card.description2]);
    }
  });

  it('the facility block shows its text and a lazily loaded image', () => {
    const block = region(facility.header);
    for (const paragraph of facility.paragraphs ?? []) expect(block.getByText(paragraph)).toBeDefined();
    expect(block.getByRole('img', { name: facility.image?.alt ?? '' }).getAttribute('loading')).toBe('lazy');
  });

  it('the research block has its text, its labelled video with poster and fallback text, and a link to the contact page', () => {
    const block = region(research.header);
    for (const paragraph of research.paragraphs ?? []) expect(block.getByText(paragraph)).toBeDefined();
    const video = regionElement(research.header).querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe(research.video?.label);
    expect(text(video)).toBe(site.accessibility.videoUnsupported);
    expect(video?.getAttribute('poster')).toMatch(/coe-research-poster\.webp$/);
    // A muted loop that waits, paused, for the visitor to scroll to it (no autoplay attribute).
    expect(video?.hasAttribute('muted')).toBe(true);
    expect(video?.hasAttribute('loop')).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(block.getByRole('button', { name: site.accessibility.playVideoLabel })).toBeDefined();

    const action = block.getByRole('link', { name: research.action?.accessibleLabel ?? '' });
    expect(text(action)).toBe(research.action?.label);
    expect(action.getAttribute('href')).toBe('/Contact/Contactus');
  });

  it('the get-involved band has its own heading and intro, and Request a Demo to the scheduling page in a new tab', () => {
    const band = region(getInvolved.header ?? site.ctaBand.header);
    expect(band.getByText(getInvolved.header?.intro ?? '')).toBeDefined();
    const action = band.getByRole('link', { name: startingWith(site.ctaBand.action.label) });
    expect(action.getAttribute('href')).toBe(site.externalLinks.scheduling);
    expect(action.getAttribute('target')).toBe('_blank');
    expect(action.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
