import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareCardSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import ShareCard from './share-card.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const props: ShareCardSection = {
  type: 'share-card',
  header: { heading: 'Tell your Boss', intro: 'Send this page to the person who signs off on your next launch.' },
  nameLabel: 'Name',
  emailLabel: 'Email Address',
  submitLabel: 'Send',
  invalidEmailMessage: 'Please enter a valid email address.',
  mail: { subject: 'Check out {product}', greeting: 'Hi,', fromLine: '{name} thought you would like this:', anonymousLine: 'I thought you would like this:' },
  app: {
    header: { heading: 'Take Satori XR with you', intro: 'Review and present immersive experiences on the go.' },
    link: { label: 'Download the Satori XR app', target: 'appStore' },
    badge: '/media/images/ui/app-store-badge.svg',
  },
};

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
      `mailto:boss@example.com?subject=${encodeURIComponent(`Check out ${testSite.brand.name}`)}&body=${encodeURIComponent('Hi,\r\n\r\nPriya thought you would like this:\r\nhttps://www.satorixr.com/')}`,
    );
  });

  it('links the badge to the app store in a new tab', () => {
    renderWithProviders(<ShareCard {...props} />);
    const link = screen.getByRole('link', { name: /Download the Satori XR app/ });
    expect(link).toHaveAttribute('href', testSite.externalLinks.appStore);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: 'Download the Satori XR app' })).toHaveAttribute('width', '180');
  });

  it('shows no star rating: the badge is the only image and nothing claims a score', () => {
    renderWithProviders(<ShareCard {...props} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText(/rated|stars?\b|out of 5/i)).toBeNull();
    expect(screen.queryByRole('img', { name: /rated|star/i })).toBeNull();
  });
});
