/**
 * The legal and company pages as built (issue 16, SPEC 2.9): each page's title, date and numbered sections with a
 * table of contents pointing at them, the 18+ rule, what the Privacy Policy says the site stores, and the German
 * Impressum marked lang="de". The contents jump, the real storage and the print stylesheet are in
 * e2e/legal-pages.spec.ts; axe on every page in the page sweep.
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { LegalDocumentSection } from '../../src/content/generated/content-types.ts';
import { pages } from '../../testing/playwright/content.ts';
import { builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

function legalDocumentAt(path: string): LegalDocumentSection {
  const section = pages
    .find((page) => page.path === path)
    ?.sections.find((candidate): candidate is LegalDocumentSection => candidate.type === 'legal-document');
  if (!section) throw new Error(`${path} has no legal-document section`);
  return section;
}

/** Each page, its h1, its date as visitors read it (where it has one) and, where SPEC 2.9 fixes it, its section count. */
const LEGAL_PAGES = [
  { path: '/terms', title: 'Terms & Conditions', date: '22 August 2025', sectionCount: 8 },
  { path: '/privacy', title: 'Privacy Policy', date: '22 August 2025', sectionCount: 7 },
  { path: '/corporate-info', title: 'Corporate Information', date: undefined, sectionCount: legalDocumentAt('/corporate-info').sections.length },
  { path: '/impressum', title: 'Impressum', date: undefined, sectionCount: legalDocumentAt('/impressum').sections.length },
] as const;

const IMPRESSUM_HEADINGS = ['Angaben gemäß § 5 DDG', 'Vertreten durch', 'Kontakt', 'Haftung für Inhalte', 'Haftung für Links'];

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The built page, its legal article and the article's section headings. */
function legalPage(path: string) {
  const document = builtPage(path);
  // Role queries read no styles here (jsdom's cascade only slows them): the markup says what is hidden.
  for (const style of document.querySelectorAll('style')) style.remove();
  const article = document.querySelector('main [data-section-type="legal-document"] article');
  if (!article) throw new Error(`${path} has no legal article`);
  const sectionHeadings = within(article as HTMLElement)
    .getAllByRole('heading', { level: 2 })
    .map(text);
  return { document, article, sectionHeadings, section: (id: string) => article.querySelector(`[id="${id}"]`) };
}

/** Each page parsed once, when the file loads. */
const builtLegalPages = new Map(LEGAL_PAGES.map(({ path }) => [path, legalPage(path)]));
function builtLegalPage(path: (typeof LEGAL_PAGES)[number]['path']) {
  const built = builtLegalPages.get(path);
  if (!built) throw new Error(`${path} was not parsed`);
  return built;
}

describe('legal and company pages as built', () => {
  for (const { path, title, date, sectionCount } of LEGAL_PAGES) {
    it(`${path} shows its title, its date where it has one and its ${sectionCount} sections, each listed in the table of contents`, () => {
      const legalDocument = legalDocumentAt(path);
      const { document, article, sectionHeadings } = builtLegalPage(path);
      expect(sectionTypesOf(document)).toContain('legal-document');
      expect([...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].map(text)).toEqual([title]);
      const times = article.querySelectorAll('time');
      if (date) {
        expect([...times].map((time) => [text(time), time.getAttribute('datetime')])).toEqual([[date, legalDocument.lastUpdated?.date ?? '']]);
      } else {
        expect(times).toHaveLength(0);
      }
      expect(sectionHeadings).toHaveLength(sectionCount);
      if (legalDocument.numbered) {
        expect(sectionHeadings).toEqual(legalDocument.sections.map((section, index) => `${index + 1}. ${section.heading}`));
      }
      const links = within(within(article as HTMLElement).getByRole('navigation', { name: legalDocument.contentsLabel })).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(legalDocument.sections.map((section) => `#${section.id}`));
      expect(links).toHaveLength(sectionCount);
      for (const section of legalDocument.sections) expect(article.querySelectorAll(`[id="${section.id}"]`), section.id).toHaveLength(1);
    });
  }

  it('the Terms state the 18+ rule and Indian law with the courts at Chennai', () => {
    const { section } = builtLegalPage('/terms');
    const eligibility = section('eligibility');
    expect(text(eligibility?.querySelector('h2'))).toBe('2. Eligibility');
    expect(text(eligibility)).toContain('at least 18 years old');
    expect(text(section('governing-law'))).toContain('laws of India');
    expect(text(section('governing-law'))).toContain('courts at Chennai');
  });

  it('the Privacy Policy says what the site stores: the cookie choice in localStorage, no cookies, and who receives form data', () => {
    // That the site does what it says (the choice under that key, no cookie) is in e2e/cookie-banner.spec.ts.
    const { section } = builtLegalPage('/privacy');
    const cookies = section('cookies');
    expect(text(cookies?.querySelector('h2'))).toBe('3. Cookies');
    expect(text(cookies)).toContain('localStorage');
    expect(text(cookies)).toContain('"cookie-consent"');
    expect(text(cookies)).toContain('sets no cookies');
    expect(text(section('data-sharing'))).toContain('Formspree, Inc.');
  });

  it('the Impressum is German, marked lang="de" inside an English page, with the usual headings', () => {
    const { document, article, sectionHeadings, section } = builtLegalPage('/impressum');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(article.getAttribute('lang')).toBe('de');
    expect(within(article as HTMLElement).getByRole('navigation', { name: 'Inhalt' })).toBeDefined();
    expect(sectionHeadings).toEqual(expect.arrayContaining(IMPRESSUM_HEADINGS));
    expect(text(section('angaben-gemaess-5-ddg'))).toContain('Chennai 600113');
    expect(text(section('vertreten-durch'))).toContain('Jonathan Mercer');
  });
});
