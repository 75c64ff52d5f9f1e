import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../../tests/support/render-with-providers.tsx';
import CtaBand from './cta-band.tsx';

describe('CtaBand', () => {
  it('shows its heading and opens the scheduling page in a new tab, safely', () => {
    renderWithProviders(<CtaBand type="cta-band" heading="Let's Build the Future Together" buttonLabel="Request a Demo" />);
    const band = screen.getByRole('region', { name: "Let's Build the Future Together" });
    expect(band).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Request a Demo/ });
    expect(link).toHaveAttribute('href', testSite.externalLinks.scheduling);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`Request a Demo ${testSite.accessibility.newTabHint}`);
  });

  it('shows the optional supporting text', () => {
    renderWithProviders(<CtaBand type="cta-band" heading="See it live" text="Book a 30-minute walkthrough." buttonLabel="Request a Demo" />);
    expect(screen.getByText('Book a 30-minute walkthrough.')).toBeInTheDocument();
  });

  it('points at the scheduling page with its month query', () => {
    expect(new URL(testSite.externalLinks.scheduling).searchParams.get('month')).toMatch(/^\d{4}-\d{2}$/);
  });
});
