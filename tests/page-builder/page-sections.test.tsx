import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Section } from '../../src/content/generated/content-types.ts';
import { PageSections } from '../../src/page-builder/page-sections.tsx';
import { PageContent, loadPage } from '../../src/page-builder/page-content.tsx';
import type { ResolvedSection } from '../../src/page-builder/page-sections.tsx';
import type { SectionRegistry } from '../../src/page-builder/section-contract.ts';
import { sectionRegistry } from '../../src/page-builder/section-registry.ts';
import { renderWithProviders } from '../../testing/vitest/render-with-providers.tsx';

function ThrowingSection(): never {
  throw new Error('The section blew up');
}

const sections: ResolvedSection[] = [
  { type: 'page-intro', index: 0, element: <h1>First section</h1> },
  { type: 'cta-band', index: 1, element: <ThrowingSection /> },
  { type: 'cta-band', index: 2, element: <p>Third section</p> },
];

beforeEach(() => {
  // React reports errors caught by boundaries to the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('section error boundaries', () => {
  it('in production, omit the broken section, keep the rest and report the failure with its type and index', () => {
    const reportError = vi.fn();
    renderWithProviders(<PageSections sections={sections} />, { sectionRendering: { revealErrors: false, reportError } });
    expect(screen.getByRole('heading', { name: 'First section' })).toBeInTheDocument();
    expect(screen.getByText('Third section')).toBeInTheDocument();
    expect(screen.queryByText(/cta-band \(section 2\)/)).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The section blew up' }), { type: 'cta-band', index: 1 });
  });

  it('in development, show a visible placeholder naming the section', () => {
    renderWithProviders(<PageSections sections={sections} />, { sectionRendering: { revealErrors: true, reportError: vi.fn() } });
    expect(screen.getByText('Third section')).toBeInTheDocument();
    const placeholder = screen.getByText(/cta-band \(section 2\)/).closest('[data-failed-section]');
    expect(placeholder).toHaveAttribute('data-failed-section', 'cta-band');
    expect(placeholder).toHaveTextContent('The section blew up');
  });

  it('the default reporter logs the section type and index to the console', async () => {
    const { defaultSectionRenderingOptions } = await import('../../src/page-builder/page-sections.tsx');
    const error = new Error('boom');
    defaultSectionRenderingOptions.reportError(error, { type: 'cta-band', index: 3 });
    expect(console.error).toHaveBeenCalledWith('Section "cta-band" at index 3 failed to render and was left out.', error);
  });

  it('a section whose code fails to load fails alone', async () => {
    const registry: SectionRegistry = {
      ...sectionRegistry,
      'cta-band': () => Promise.reject(new Error('Chunk failed to load')),
    };
    const page: Section[] = [
      { type: 'page-intro', header: { heading: 'Still here', intro: 'The intro renders.' }, align: 'start', demoButton: false },
      { type: 'cta-band', header: { heading: 'Gone' } },
    ];
    const reportError = vi.fn();
    renderWithProviders(<PageContent page={await loadPage({ sections: page }, registry)} />, { sectionRendering: { reportError } });
    expect(screen.getByRole('heading', { level: 1, name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gone' })).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Chunk failed to load' }), { type: 'cta-band', index: 1 });
  });
});
