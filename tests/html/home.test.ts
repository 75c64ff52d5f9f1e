/**
 * The home page as built: what a visitor (or a crawler) gets from dist/index.html before and without JavaScript.
 * The browser suites (e2e/home-*.spec.ts, e2e/case-study-tabs.spec.ts) keep only what needs a browser: motion,
 * interaction, focus and layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FrameHeroSection, PageDocument } from '../../src/content/generated/content-types.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtHtml, builtPage } from '../../testing/vitest/built-site.ts';

type Section = PageDocument['sections'][number];
type SectionOf<Type extends Section['type']> = Extract<Section, { type: Type }>;

interface SequenceEntry {
  path: string;
  count: number;
  firstNumber: number;
  digits: number;
  desktop: { width: number; height: number };
  mobile: { width: number; height: number };
}

const home = pages.find((page) => page.path === '/');
if (!home) throw new Error('No home page');

function sectionOf<Type extends Section['type']>(type: Type): SectionOf<Type> {
  const found = home?.sections.find((section): section is SectionOf<Type> => section.type === type);
  if (!found) throw new Error(`home.json has no ${type} section`);
  return found;
}

/** As written in home.json: the fields with schema defaults may be left out. */
type DefaultedField = 'variant' | 'cutoff' | 'frameDelayMs' | 'mediaPosition';
type FrameHeroContent = Omit<FrameHeroSection, DefaultedField> & Partial<Pick<FrameHeroSection, DefaultedField>>;
const frameHeroes = home.sections.filter((section) => section.type === 'frame-hero') as FrameHeroContent[];
const sequences = (JSON.parse(readFileSync(join(process.cwd(), 'public/media/media-manifest.json'), 'utf8')) as { sequences: Record<string, SequenceEntry> })
  .sequences;

/**
 * Role queries here include elements the page hides: deciding what is hidden takes jsdom seconds of style parsing on a
 * built page, and the HTML's `hidden` attributes are checked where they matter. What shows is the browser's to test.
 */
const ALL = { hidden: true } as const;

const html = builtHtml('/');
const document = builtPage('/');

/**
 * The section landmark named by the heading it points at. (Testing Library's role queries over the whole page take
 * seconds in jsdom; they are used below inside one section at a time.)
 */
function regionNamed(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('section[aria-labelledby]')].filter(
    (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  if (found.length !== 1) throw new Error(`${found.length} sections named "${name}"`);
  return found[0] as HTMLElement;
}

/** Every link of the page whose text (its accessible name: these links have no aria-label) starts with `label`. */
const linksStartingWith = (label: string) => [...document.querySelectorAll('a')].filter((link) => link.textContent.startsWith(label));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the home page as built', () => {
  // Accessible names read computed styles; jsdom parses the page's style sheets on the first read, which on a busy
  // machine takes longer than one test's limit. Paid once, here.
  beforeAll(() => {
    document.defaultView?.getComputedStyle(document.body);
  }, 60_000);

  it('heads the page with the hero, whose buttons open the platform app and the scheduling page in new tabs, safely', () => {
    const hero = sectionOf('hero');
    expect(hero.actions.map((action) => [action.label, action.target])).toEqual([
      ['Explore Platform', 'platformApp'],
      ['Try Demo', 'scheduling'],
    ]);
    expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([hero.header.heading]);
    const header = document.querySelector('main header');
    const [explore, demo] = [linksStartingWith('Explore Platform'), linksStartingWith('Try Demo')].map((links) => {
      // One such link on the whole page, and it is the hero's.
      expect(links).toHaveLength(1);
      expect(header?.contains(links[0] ?? null)).toBe(true);
      return links[0] as HTMLAnchorElement;
    });
    expect(explore?.getAttribute('href')).toBe(site.externalLinks.platformApp);
    expect(demo?.getAttribute('href')).toBe(site.externalLinks.scheduling);
    for (const link of [explore, demo]) {
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('pre-renders the hero visual as its still with high priority, and leaves its loop out of the HTML', () => {
    const visual = sectionOf('hero').visual;
    if (!visual?.loop) throw new Error('The home hero has no visual with a loop');
    const still = new RegExp(
      `<img src="${escapeRegExp(visual.image.src)}-\\d+\\.webp" alt="${escapeRegExp(visual.image.alt ?? '')}"[^>]*fetchPriority="high"`,
      'i',
    );
    expect(html).toMatch(still);
    expect(html).not.toContain(`${visual.loop}.webm`);
  });

  it('pre-renders every frame hero’s first frame with its size, and offers the 720 px AVIF frames to small screens', () => {
    expect(frameHeroes).toHaveLength(3);
    for (const section of frameHeroes) {
      const sequence = sequences[section.sequence];
      if (!sequence) throw new Error(`No prepared sequence ${section.sequence}`);
      const first = `${sequence.path}/desktop/${String(sequence.firstNumber).padStart(sequence.digits, '0')}.webp`;
      const image = document.querySelector(`img[src="${first}"]`);
      expect(image?.getAttribute('alt'), first).toBe(section.alt);
      expect(image?.getAttribute('width')).toBe(String(sequence.desktop.width));
      expect(image?.getAttribute('height')).toBe(String(sequence.desktop.height));
      expect(html).toContain(`type="image/avif" srcSet="${sequence.path}/mobile/`);
    }
  });

  it('links the three frame heroes’ Explore buttons to the sales, engagement and twin solutions', () => {
    expect(frameHeroes.map((section) => section.action.target.toLowerCase())).toEqual([
      '/solutions/salesxrtreme',
      '/solutions/engagexrtreme',
      '/solutions/twinxrtreme',
    ]);
    for (const section of frameHeroes) {
      const link = within(regionNamed(section.header.heading)).getByRole('link', { ...ALL, name: section.action.label });
      expect(link.getAttribute('href')).toBe(section.action.target);
      expect(link.getAttribute('target')).toBeNull();
      expect(
        pages.some((page) => page.path.toLowerCase() === section.action.target.toLowerCase()),
        section.action.target,
      ).toBe(true);
    }
  });

  it('shows the selector and the capabilities teaser before any script runs, with nothing hidden by an inline style', () => {
    const selector = regionNamed(sectionOf('industry-role-selector').header.heading);
    expect(selector.getAttribute('data-reveal')).toBe('static');
    expect(html).toContain('Are you from -');
    expect(html).toContain('data-reveal="static"');
    for (const title of ['Augmented Reality', 'Virtual Reality', 'Web', 'Digital Twin']) expect(html).toContain(`>${title}</a>`);
    // The reveal rules in the CSS apply only to attributes set after hydration.
    expect(html).not.toMatch(/style="[^"]*opacity:\s*0[;"]/);
  });

  it('links the capabilities teaser’s heading row and its four cards to the capabilities page', () => {
    const teaser = within(regionNamed(sectionOf('capabilities-teaser').header.heading));
    expect(teaser.getAllByRole('link', { ...ALL, name: /^EXPLORE/i })[0]?.getAttribute('href')).toBe('/capabilities/capabilities');
    expect(teaser.getAllByRole('listitem', ALL)).toHaveLength(4);
    for (const title of ['Augmented Reality', 'Virtual Reality', 'Web', 'Digital Twin'])
      expect(teaser.getByRole('link', { ...ALL, name: title }).getAttribute('href')).toBe('/capabilities/capabilities');
  });

  it('pre-renders the case studies as tabs: the first selected and shown, each panel’s Learn More named by its title', () => {
    const section = sectionOf('case-study-tabs');
    const titles = section.tabs.map((tab) => tab.title);
    const region = regionNamed(section.header.heading);
    const caseStudies = within(region);
    const tabs = caseStudies.getAllByRole('tab', ALL);
    expect(tabs.map((tab) => tab.textContent)).toEqual(titles);
    expect(caseStudies.getAllByRole('tab', { ...ALL, selected: true }).map((tab) => tab.textContent)).toEqual([titles[0]]);
    // One panel shown; the others are in the HTML, hidden.
    const shownPanels = caseStudies.getAllByRole('tabpanel', ALL).filter((panel) => panel.closest('[hidden]') === null);
    expect(shownPanels).toHaveLength(1);
    const shown = caseStudies.getByRole('tabpanel', { ...ALL, name: titles[0] });
    expect(shownPanels[0]).toBe(shown);
    const learnMore = section.tabs[0]?.link.label ?? 'missing';
    expect(
      within(shown)
        .getByRole('link', { ...ALL, name: new RegExp(`^${escapeRegExp(learnMore)}\\s*: ${escapeRegExp(titles[0] ?? '')}$`) })
        .getAttribute('href'),
    ).toBe(section.tabs[0]?.link.target);
    const panels = [...region.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(titles.length);
    for (const [index, tab] of section.tabs.entries()) {
      const panel = panels[index];
      if (!panel) throw new Error(`No panel for ${tab.title}`);
      expect(panel.getAttribute('aria-labelledby')).toBe(tabs[index]?.id);
      // The visible words come first; the (visually hidden) ": title" tells the five links apart. A hidden panel's
      // link has no accessible name until it is shown, so its text is read.
      const links = [...panel.querySelectorAll('a')];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[`${tab.link.label}: ${tab.title}`, tab.link.target]]);
      // A figure shows as a stat where the copy states one, and nowhere else.
      const figures = within(panel as HTMLElement).queryAllByText(/^\d+(\.\d+)?(%|X)$/, { ignore: 'script, style' });
      expect(figures.map((figure) => figure.textContent)).toEqual(tab.stat ? [tab.stat.value] : []);
      if (tab.stat) expect(within(panel as HTMLElement).getByText(tab.stat.label, { exact: true })).toBeTruthy();
    }
    expect(
      section.tabs.some((tab) => tab.stat),
      'home.json shows at least one case-study figure',
    ).toBe(true);
  });

  it('links the share card’s app badge to the app store in a new tab, and shows no unsourced star rating', () => {
    const shareCard = sectionOf('share-card');
    const card = regionNamed(shareCard.header.heading);
    expect(shareCard.app.link.target).toBe('appStore');
    const download = within(card).getByRole('link', { ...ALL, name: new RegExp(shareCard.app.link.label) });
    expect(download.getAttribute('href')).toBe(site.externalLinks.appStore);
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('rel')).toBe('noopener noreferrer');
    // The badge image is the link's content; its alt text is the link's label.
    within(download).getByRole('img', { ...ALL, name: shareCard.app.link.label });
    // The badge is the card's only image: no star rating, which without a source a visitor can check reads as made up.
    expect(within(card).getAllByRole('img', ALL)).toHaveLength(1);
    expect(card.querySelectorAll('img[src*="rating"], img[alt*="star" i], img[alt*="rated" i]')).toHaveLength(0);
    expect(card.textContent).not.toMatch(/rated|\bstars?\b|out of 5/i);
  });
});
