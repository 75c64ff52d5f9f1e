import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import CtaBand from './cta-band.tsx';

describe('CtaBand', () => {
  it('falls back to the site-wide heading and Request a Demo button, opening the scheduling page in a new tab, safely', () => {
    renderWithProviders(<CtaBand type="cta-band" />);
    expect(screen.getByRole('region', { name: testSite.ctaBand.header.heading })).toBeInTheDocument();
    expect(testSite.ctaBand.header.heading).toBe("Let's Build the Future Together");
    const link = screen.getByRole('link', { name: /Request a Demo/ });
    expect(link).toHaveAttribute('href', testSite.externalLinks.scheduling);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`Request a Demo ${testSite.accessibility.newTabHint}`);
  });

  it("shows the page's own heading, supporting text and button instead", () => {
    renderWithProviders(
      <CtaBand
        type="cta-band"
        header={{ heading: 'See it live', intro: 'Book a 30-minute walkthrough.' }}
        action={{ label: 'Talk to us', target: '/Contact/Contactus' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'See it live' })).toBeInTheDocument();
    expect(screen.getByText('Book a 30-minute walkthrough.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/Contact/Contactus');
  });
});
