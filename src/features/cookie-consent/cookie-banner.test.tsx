import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { browserStorage, createConsentStore, siteConsentStore, type ConsentStore } from './consent-store.ts';
import { CookieBanner } from './cookie-banner.tsx';

beforeEach(() => {
  window.localStorage.clear();
});

const banner = () => screen.queryByRole('region', { name: testSite.cookieBanner.label });
/** Each test its own store on the page's localStorage, so no choice carries over from the test before. */
const freshStore = (): ConsentStore => createConsentStore(browserStorage);

describe('CookieBanner', () => {
  it('shows while no choice is stored, with links to the privacy policy and terms', () => {
    renderWithProviders(<CookieBanner store={freshStore()} />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testSite.cookieBanner.privacyLink.label })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: testSite.cookieBanner.termsLink.label })).toHaveAttribute('href', '/terms');
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('%s stores "%s" and hides the banner', async (label, stored) => {
    renderWithProviders(<CookieBanner store={freshStore()} />);
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(window.localStorage.getItem('cookie-consent')).toBe(stored);
    expect(banner()).toBeNull();
  });

  it('stays hidden when a choice is already stored', () => {
    window.localStorage.setItem('cookie-consent', 'declined');
    renderWithProviders(<CookieBanner store={freshStore()} />);
    expect(banner()).toBeNull();
  });

  it('shows when storage holds garbage', () => {
    window.localStorage.setItem('cookie-consent', 'maybe-later');
    renderWithProviders(<CookieBanner store={freshStore()} />);
    expect(banner()).toBeInTheDocument();
  });

  it('shows, and still hides on a choice, when storage throws', async () => {
    const broken = () => ({
      getItem: (): string | null => {
        throw new Error('storage disabled');
      },
      setItem: () => {
        throw new Error('storage disabled');
      },
    });
    renderWithProviders(<CookieBanner store={createConsentStore(broken)} />);
    expect(banner()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
  });

  it("records the choice in the page's consent store, which the video players in posts follow", async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(siteConsentStore.getSnapshot()).toBe('accepted');
    expect(banner()).toBeNull();
  });
});
