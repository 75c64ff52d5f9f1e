import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { resolveLinkTarget, withBookingMonth } from '@/lib/links/link-target.ts';
import { ContentLink } from './content-link.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('resolveLinkTarget', () => {
  it('tells internal paths, named destinations, https addresses and mail or phone links apart', () => {
    expect(resolveLinkTarget('/about', testSite.externalLinks)).toEqual({ kind: 'internal', path: '/about' });
    expect(resolveLinkTarget('linkedin', testSite.externalLinks)).toEqual({ kind: 'external', href: testSite.externalLinks.linkedin, name: 'linkedin' });
    expect(resolveLinkTarget('https://docs.satorixr.com/', testSite.externalLinks)).toEqual({ kind: 'external', href: 'https://docs.satorixr.com/' });
    expect(resolveLinkTarget('mailto:hello@satorixr.com', testSite.externalLinks)).toEqual({ kind: 'contact', href: 'mailto:hello@satorixr.com' });
    expect(resolveLinkTarget('tel:+914440001200', testSite.externalLinks)).toEqual({ kind: 'contact', href: 'tel:+914440001200' });
  });
});

describe('withBookingMonth', () => {
  it('adds the month of the given moment as YYYY-MM and keeps other parameters', () => {
    expect(withBookingMonth('https://calendly.com/satori-xr/30min-marketing', new Date(2027, 0, 31))).toBe(
      'https://calendly.com/satori-xr/30min-marketing?month=2027-01',
    );
    expect(withBookingMonth('https://calendly.com/x?utm=site&month=2020-05', new Date(2026, 11, 1))).toBe('https://calendly.com/x?utm=site&month=2026-12');
  });
});

describe('ContentLink', () => {
  it('routes an internal path in the same tab', () => {
    renderWithProviders(<ContentLink link={{ label: 'About us', target: '/about' }} />);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a named destination from site.json in a new tab, safely, and says so to screen readers', () => {
    renderWithProviders(<ContentLink link={{ label: 'Explore Platform', target: 'platformApp' }} />);
    const link = screen.getByRole('link', { name: `Explore Platform ${testSite.accessibility.newTabHint}` });
    expect(link).toHaveAttribute('href', testSite.externalLinks.platformApp);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the new-tab hint when an accessible label replaces the words', () => {
    renderWithProviders(<ContentLink link={{ label: 'Follow', target: 'linkedin', accessibleLabel: 'Follow Satori XR on LinkedIn' }} />);
    expect(screen.getByRole('link', { name: `Follow Satori XR on LinkedIn ${testSite.accessibility.newTabHint}` })).toBeInTheDocument();
  });

  it('opens mail and phone links in the visitor’s own program, without a new tab', () => {
    renderWithProviders(<ContentLink link={{ label: 'Write to us', target: 'mailto:hello@satorixr.com' }} />);
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:hello@satorixr.com');
    expect(link).not.toHaveAttribute('target');
  });

  it('pre-renders the booking page without a month and adds the current month when the visitor opens it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 15, 10));
    renderWithProviders(<ContentLink link={{ label: 'Request a Demo', target: 'scheduling' }} />);
    const link = screen.getByRole('link', { name: /Request a Demo/ });
    expect(link).toHaveAttribute('href', testSite.externalLinks.scheduling);
    expect(new URL(testSite.externalLinks.scheduling).searchParams.has('month')).toBe(false);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('month')).toBe('2027-03');
  });
});
