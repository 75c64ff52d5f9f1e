import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareCardSection } from '@/content/generated/content-types.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import ShareCard from './share-card.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

/** The home page's share card, as marketers ship it (its words are the spec's). */
const props: ShareCardSection = pageSection('/', 'share-card');

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubLocation() {
  const location = { href: 'https://www.satorixr.com/' };
  vi.stubGlobal('location', location);
  return location;
}

describe('ShareCard', () => {
  it.each(['', 'boss.example.com'])('shows the spec message inline, word for word, for %j and goes nowhere', async (email) => {
    const location = stubLocation();
    renderWithProviders(<ShareCard {...props} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Priya');
    if (email) await userEvent.type(screen.getByLabelText('Email Address'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid email address\.$/);
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(location.href).toBe('https://www.satorixr.com/');
    // The visitor's input is kept.
    expect(screen.getByLabelText('Name')).toHaveValue('Priya');
  });

  it('opens the mail program with the message addressed to the entered e-mail', async () => {
    const location = stubLocation();
    renderWithProviders(<ShareCard {...props} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Priya');
    await userEvent.type(screen.getByLabelText('Email Address'), 'boss@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(location.href).toBe(
      `mailto:boss@example.com?subject=${encodeURIComponent(`Check out ${testSite.brand.name}`)}&body=${encodeURIComponent('Hi,\r\n\r\nPriya thought you would like to see how Satori XR turns products, processes and factories into interactive 3D:\r\nhttps://www.satorixr.com/')}`,
    );
  });

  it('links the badge to the app store in a new tab', () => {
    renderWithProviders(<ShareCard {...props} />);
    const link = screen.getByRole('link', { name: new RegExp(`^${props.app.link.label}`) });
    expect(link).toHaveAttribute('href', testSite.externalLinks.appStore);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: props.app.link.label })).toHaveAttribute('width', '180');
  });

  it('shows no star rating: the badge is the only image and nothing claims a score', () => {
    renderWithProviders(<ShareCard {...props} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText(/rated|stars?\b|out of 5/i)).toBeNull();
    expect(screen.queryByRole('img', { name: /rated|star/i })).toBeNull();
  });
});
