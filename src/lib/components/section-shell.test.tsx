import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionShell } from './section-shell.tsx';

const header = { eyebrow: 'Why Satori', heading: 'Built for the shop floor', intro: 'Three reasons.' };

describe('SectionShell', () => {
  it('is a region named by its header’s h2, with the content after the header', () => {
    render(
      <SectionShell header={header}>
        <p>Content</p>
      </SectionShell>,
    );
    const region = screen.getByRole('region', { name: header.heading });
    const heading = screen.getByRole('heading', { level: 2, name: header.heading });
    expect(region).toContainElement(heading);
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading.compareDocumentPosition(screen.getByText('Content')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the page-opening section its h1', () => {
    render(
      <SectionShell header={header} headingLevel={1}>
        <p>Content</p>
      </SectionShell>,
    );
    expect(screen.getByRole('region', { name: header.heading })).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('hands the heading id to content that places the heading itself, or names another region by it', () => {
    const { container } = render(
      <SectionShell surface="bleed" named={false}>
        {(headingId) => (
          <div role="region" aria-labelledby={headingId}>
            <h2 id={headingId}>Slides</h2>
          </div>
        )}
      </SectionShell>,
    );
    // One landmark of that name, not two: the section stays unnamed, and with surface="bleed" holds no column.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const section = container.querySelector('section');
    expect(section).not.toHaveAttribute('aria-labelledby');
    expect(section?.firstElementChild).toBe(screen.getByRole('region', { name: 'Slides' }));
  });
});
