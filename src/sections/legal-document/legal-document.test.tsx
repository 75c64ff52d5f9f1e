import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalDocumentSection } from '@/content/generated/content-types.ts';
import { DemotedPageHeadings } from '@/lib/components/page-heading-rank.tsx';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import LegalDocument from './legal-document.tsx';

type LegalPage = 'terms' | 'privacy' | 'corporate-info' | 'impressum';

/** The legal-document section of a real page, with the schema's default filled in as the content loader does. */
function legalDocumentOf(page: LegalPage): LegalDocumentSection {
  const file = join(process.cwd(), 'content-json/pages/legal', `${page}.json`);
  const document = JSON.parse(readFileSync(file, 'utf8')) as { sections: { type: string }[] };
  const section = document.sections.find((candidate) => candidate.type === 'legal-document') as
    (Omit<LegalDocumentSection, 'numbered'> & { numbered?: boolean }) | undefined;
  if (!section) throw new Error(`${page}.json has no legal-document section`);
  return { ...section, numbered: section.numbered ?? true };
}

const terms = legalDocumentOf('terms');
const privacy = legalDocumentOf('privacy');
const corporateInfo = legalDocumentOf('corporate-info');
const impressum = legalDocumentOf('impressum');

const article = () => screen.getByRole('article');
const contents = (name: string) => screen.getByRole('navigation', { name });
const sectionHeadings = () =>
  within(article())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('LegalDocument', () => {
  it('shows the title as the only h1, named the article after it, and the last-updated date in words with its ISO date', () => {
    renderWithProviders(<LegalDocument {...terms} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
    expect(article()).toHaveAccessibleName('Terms & Conditions');
    const time = article().querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-08-22');
    expect(time).toHaveTextContent(/^22 August 2025$/);
    expect(time?.parentElement).toHaveTextContent(/^Last updated 22 August 2025$/);
    // The site chrome stays English: no lang of its own on an English document.
    expect(article()).not.toHaveAttribute('lang');
  });

  it('numbers the Terms’ eight sections in the order SPEC 2.9 gives, and states the 18+ rule plainly', () => {
    renderWithProviders(<LegalDocument {...terms} />);
    expect(sectionHeadings()).toEqual([
      '1. Introduction',
      '2. Eligibility',
      '3. Use of the website',
      '4. Intellectual property',
      '5. Purchases and payments',
      '6. Limitation of liability',
      '7. Governing law',
      '8. Contact',
    ]);
    const eligibility = article().querySelector('#eligibility');
    expect(eligibility).toHaveTextContent('You must be at least 18 years old');
    expect(article().querySelector('#governing-law')).toHaveTextContent(/laws of India.*courts at Chennai/);
  });

  it('links each table-of-contents entry to its section by the id the content gives, with the same words as the heading', () => {
    renderWithProviders(<LegalDocument {...terms} />);
    const links = within(contents('Contents')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(terms.sections.map((section) => `#${section.id}`));
    expect(links.map((link) => link.textContent)).toEqual(sectionHeadings());
    for (const section of terms.sections) {
      const target = document.getElementById(section.id);
      expect(target, section.id).not.toBeNull();
      expect(target?.querySelector('h2')).toHaveTextContent(section.heading);
    }
    // An ordered list, which keeps its list semantics without markers.
    expect(within(contents('Contents')).getByRole('list').tagName).toBe('OL');
    expect(within(contents('Contents')).getAllByRole('listitem')).toHaveLength(8);
  });

  it('explains in the Privacy Policy’s seven sections what the site really stores and who processes the contact form', () => {
    renderWithProviders(<LegalDocument {...privacy} />);
    expect(sectionHeadings()).toEqual([
      '1. Information we collect',
      '2. How we use information',
      '3. Cookies',
      '4. Data sharing',
      '5. Security',
      '6. Your rights',
      '7. Changes to this policy',
    ]);
    const cookies = article().querySelector('#cookies');
    expect(cookies).toHaveTextContent('sets no cookies');
    expect(cookies).toHaveTextContent('localStorage');
    expect(cookies).toHaveTextContent('"cookie-consent"');
    expect(cookies).toHaveTextContent(/"accepted" or "declined"/);
    expect(article().querySelector('#data-sharing')).toHaveTextContent(/Formspree, Inc\..*name, e-mail address, phone number and message/);
    expect(article().querySelector('#your-rights')).toHaveTextContent(/Digital Personal Data Protection Act, 2023.*GDPR/);
    // Subheadings sit one level under their section's heading.
    expect(within(article()).getByRole('heading', { level: 3, name: 'In the European Union' })).toBeInTheDocument();
  });

  it('renders links inside running text through the site’s link rules: router paths, mailto:, tel: and new-tab https', () => {
    renderWithProviders(
      <LegalDocument
        {...terms}
        sections={[
          {
            id: 'links',
            heading: 'Links',
            blocks: [
              {
                type: 'paragraph',
                text: ['See the ', { label: 'Privacy Policy', target: '/privacy' }, ' or ', { label: 'our app', target: 'https://app.satorixr.com/' }, '.'],
              },
              { type: 'list', items: [[{ label: 'legal@satorixr.com', target: 'mailto:legal@satorixr.com' }], 'Plain item'] },
            ],
          },
        ]}
      />,
    );
    const paragraph = screen.getByText(/^See the/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.textContent).toBe(`See the Privacy Policy or our app ${testSite.accessibility.newTabHint}.`);
    expect(within(paragraph).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const external = within(paragraph).getByRole('link', { name: `our app ${testSite.accessibility.newTabHint}` });
    expect(external).toHaveAttribute('href', 'https://app.satorixr.com/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const list = within(article())
      .getAllByRole('list')
      .find((candidate) => candidate.tagName === 'UL');
    expect(within(list ?? article()).getByRole('link', { name: 'legal@satorixr.com' })).toHaveAttribute('href', 'mailto:legal@satorixr.com');
    expect(
      within(list ?? article())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['legal@satorixr.com', 'Plain item']);
  });

  it('lists corporate facts as terms and values, and the registered office as an address with one line each', () => {
    renderWithProviders(<LegalDocument {...corporateInfo} />);
    const facts = article().querySelector('#company dl');
    expect(facts).not.toBeNull();
    const pairs = [...(facts?.querySelectorAll('dt') ?? [])].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Company name', 'Satori XR Private Limited'],
      ['Legal form', 'Private limited company, incorporated under the Companies Act, 2013 (India)'],
      ['Registered with', 'Registrar of Companies, Chennai'],
      ['Managing Director', 'Jonathan Mercer'],
    ]);
    const address = article().querySelector('#registered-office address');
    expect(address?.innerHTML.split('<br>')).toEqual([
      'Satori XR Private Limited',
      'Module 7, Phase II, IIT Madras Research Park',
      'Kanagam Road, Taramani',
      'Chennai 600113, Tamil Nadu',
      'India',
    ]);
    const phone = within(article().querySelector<HTMLElement>('#contact') ?? article()).getByRole('link', { name: '+91 44 4000 1200' });
    expect(phone).toHaveAttribute('href', 'tel:+914440001200');
    // Unnumbered, and without a date: the corporate details carry none.
    expect(sectionHeadings()[0]).toBe('Company');
    expect(article().querySelector('time')).toBeNull();
  });

  it('marks the Impressum German with the usual unnumbered headings, and dates follow the document’s language', () => {
    renderWithProviders(<LegalDocument {...impressum} lastUpdated={{ label: 'Stand:', date: '2025-08-22' }} />);
    expect(article()).toHaveAttribute('lang', 'de');
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining(['Angaben gemäß § 5 DDG', 'Vertreten durch', 'Kontakt', 'Haftung für Inhalte', 'Haftung für Links']),
    );
    expect(contents('Inhalt')).toBeInTheDocument();
    expect(article().querySelector('#angaben-gemaess-5-ddg')).toHaveTextContent(/Registrar of Companies, Chennai/);
    expect(article().querySelector('time')).toHaveTextContent(/^22\. August 2025$/);
    const telefon = [...article().querySelectorAll('dt')].find((term) => term.textContent === 'Telefon');
    expect(telefon?.nextElementSibling?.querySelector('a')).toHaveAttribute('href', 'tel:+914440001200');
  });

  it('shows a date that names no real day as written rather than as a different day', () => {
    renderWithProviders(<LegalDocument {...terms} lastUpdated={{ label: 'Last updated', date: '2025-02-30' }} />);
    expect(article().querySelector('time')).toHaveTextContent(/^2025-02-30$/);
  });

  it('moves every heading one level down inside a section catalogue, which has its own h1', () => {
    renderWithProviders(
      <DemotedPageHeadings>
        <LegalDocument {...privacy} />
      </DemotedPageHeadings>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Privacy Policy');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 4, name: 'In India' })).toBeInTheDocument();
  });
});

describe('the legal pages’ content', () => {
  it.each(['terms', 'privacy', 'corporate-info', 'impressum'] as const)('%s gives every section a unique anchor', (page) => {
    const ids = legalDocumentOf(page).sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('dates the Terms and the Privacy Policy 22 August 2025', () => {
    expect(terms.lastUpdated?.date).toBe('2025-08-22');
    expect(privacy.lastUpdated?.date).toBe('2025-08-22');
  });
});
