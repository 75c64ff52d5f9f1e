/**
 * The About page as built (SPEC 2.4, 4, 9; issue 13): the hero with its rotating word, the origin story, the Golden
 * Circle, five leaders, eighteen partner logos and the call-to-action band, read from dist/about/index.html.
 * The word's rotation, the pause button and the layout at each width are in e2e/about.spec.ts.
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../src/content/generated/content-types.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const about = pages.find((page) => page.path === '/about');
if (!about) throw new Error('No /about page');
function sectionOf<Type extends Section['type']>(type: Type): Extract<Section, { type: Type }> {
  const found = about?.sections.find((section): section is Extract<Section, { type: Type }> => section.type === type);
  if (!found) throw new Error(`about.json needs a ${type} section`);
  return found;
}
const hero = sectionOf('rotating-word-hero');
const origin = sectionOf('media-text');
const goldenCircle = sectionOf('feature-grid');
const leadership = sectionOf('leadership');
const partners = sectionOf('partner-logos');
const labels = site.accessibility;

const document = builtPage('/about');
// Role queries read no styles here: what is hidden is said by the markup (hidden, aria-hidden), and jsdom's style
// cascade would only make every query slow. What shows at a width is tested in the browser.
for (const style of document.querySelectorAll('style')) style.remove();
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const escapeRegExp = (value: string) => value.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link's accessible name starts with its visible words; a link to another site adds "(opens in a new tab)". */
const startingWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);
/** The region named `heading`: the one <section> of main labelled by an element with that text. */
function regionElement(heading: string): HTMLElement {
  const named = [...document.querySelectorAll<HTMLElement>('main section[aria-labelledby]')].filter(
    (section) => text(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) === heading,
  );
  expect(named, `regions named "${heading}"`).toHaveLength(1);
  return named[0] ?? document.body;
}
const region = (heading: string) => within(regionElement(heading));

function expectNewTab(link: HTMLElement, href: string) {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
}

describe('/about as built', () => {
  it('has its sections in the order of its content file', () => {
    expect(sectionTypesOf(document)).toEqual(about.sections.map((section) => section.type));
  });

  it('the hero: one stable h1, the first word shown in the visible heading, the intro, the pause button and Request a Demo to the scheduling page in a new tab', () => {
    const heroHeader = document.querySelector('main header:has(h1)');
    if (!heroHeader) throw new Error('no hero header with the h1');
    expect([...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].map(text)).toEqual([hero.spokenHeading]);
    // The eye reads the heading with the word; screen readers hear the stable h1 only.
    const visibleHeading = heroHeader.querySelector('[aria-hidden="true"]:has([data-current="true"])');
    expect(text(visibleHeading)).toContain(hero.header.heading);
    expect(heroHeader.querySelectorAll('[data-current="true"]')).toHaveLength(1);
    expect(text(heroHeader)).toContain(hero.header.intro ?? '');
    const header = within(heroHeader as HTMLElement);
    expectNewTab(header.getByRole('link', { name: startingWith(site.heroAction.label) }), site.externalLinks.scheduling);
    expect(header.getByRole('button', { name: labels.pauseWordRotationLabel })).toBeDefined();
  });

  it('is pre-rendered showing the first word, standing still', () => {
    const shown = [...document.querySelectorAll('[data-current="true"]')];
    expect(shown.map((word) => [word.textContent, word.getAttribute('data-phase')])).toEqual([[hero.words[0], 'hold']]);
  });

  it('the origin story with its banner, and the Golden Circle with Why, How and What', () => {
    const story = region(origin.header.heading);
    const storyText = text(regionElement(origin.header.heading));
    expect(storyText).toContain('Japanese');
    expect(storyText).toContain('enlightenment');
    expect(story.getByRole('img', { name: origin.image?.alt ?? '' })).toBeDefined();

    const circle = region(goldenCircle.header.heading);
    expect(goldenCircle.items.map((item) => item.label)).toEqual(['Why', 'How', 'What']);
    for (const item of goldenCircle.items) {
      expect(circle.getByText(item.label ?? '', { exact: true })).toBeDefined();
      expect(circle.getByRole('heading', { level: 3, name: item.title })).toBeDefined();
    }
  });

  it('exactly five leaders, each with portrait, role, bio and a LinkedIn link in a new tab named for screen readers', () => {
    const team = region(leadership.header.heading);
    const cards = team.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(team.getAllByRole('heading', { level: 3 }).map(text)).toEqual(leadership.people.map((person) => person.name));
    for (const person of leadership.people) {
      const card = cards.find((item) => within(item).queryByRole('heading', { name: person.name }));
      if (!card) throw new Error(`no card for ${person.name}`);
      const inCard = within(card);
      expect(inCard.getByRole('img', { name: person.photo.alt ?? '' })).toBeDefined();
      expect(inCard.getByText(person.title, { exact: true })).toBeDefined();
      expect(inCard.getByText(person.bio)).toBeDefined();
      expectNewTab(inCard.getByRole('link', { name: startingWith(`${person.name} on LinkedIn`) }), person.linkedIn.target);
      expect(person.linkedIn.target).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+$/);
    }
    const [ceo, cto] = leadership.people;
    expect(ceo?.title).toBe('Chief Executive Officer');
    expect(ceo?.bio).toContain('26 years in product design and technology');
    expect(cto?.title).toBe('Chief Technology Officer');
    expect(cto?.bio).toContain('26 years in software product development');
  });

  it('exactly 18 partner logos, each an image named by its alt text alone', () => {
    const logos = region('Trusted Partners').getAllByRole('img');
    expect(logos).toHaveLength(18);
    expect(logos.map(text)).toEqual(Array.from({ length: 18 }, () => ''));
    expect(logos.map((image) => image.getAttribute('alt'))).toEqual(partners.logos.map((logo) => logo.alt));
  });

  it("the call-to-action band: 'Let's Build the Future Together' and Request a Demo to the scheduling page in a new tab", () => {
    expectNewTab(region("Let's Build the Future Together").getByRole('link', { name: startingWith('Request a Demo') }), site.externalLinks.scheduling);
  });
});
