import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkCardsSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import LinkCards from './link-cards.tsx';

const section: LinkCardsSection = {
  type: 'link-cards',
  header: { eyebrow: 'Automotive', heading: 'Choose your role', intro: 'One page for each automotive team.' },
  cards: [
    {
      eyebrow: 'Sales',
      title: 'Automotive sales',
      description: 'Let buyers configure every trim in 3D.',
      link: { label: 'Explore automotive sales', target: '/persona/automotivesales' },
      image: { src: '/media/images/case-studies/automotive-configurator', alt: 'A car configurator on a large screen' },
    },
    {
      title: 'Aerospace jet engine',
      description: 'How VR maintenance training cut costs.',
      link: { label: 'Read more', target: '/casestudy/Aerospacejetengine', accessibleLabel: 'Read more about the aerospace jet engine' },
    },
    {
      title: 'Try the platform',
      description: 'Open the Satori XR platform in a new tab.',
      link: { label: 'Open the platform', target: 'platformApp' },
    },
  ],
};

describe('LinkCards', () => {
  it('names the section by its h2 and gives every card an h3, in order', () => {
    renderWithProviders(<LinkCards {...section} />);
    const region = screen.getByRole('region', { name: 'Choose your role' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Choose your role');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Automotive sales', 'Aerospace jet engine', 'Try the platform']);
    expect(screen.getByText('One page for each automotive team.')).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });

  it('puts exactly one link in each card, named by its words (or its fuller name), without the decorative arrow', () => {
    renderWithProviders(<LinkCards {...section} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(cards.map((card) => within(card).getByRole('link'))).toEqual([
      screen.getByRole('link', { name: 'Explore automotive sales' }),
      screen.getByRole('link', { name: 'Read more about the aerospace jet engine' }),
      screen.getByRole('link', { name: `Open the platform ${testSite.accessibility.newTabHint}` }),
    ]);
  });

  it('keeps internal links in the same tab and opens other sites in a new tab, saying so', () => {
    renderWithProviders(<LinkCards {...section} />);
    const internal = screen.getByRole('link', { name: 'Explore automotive sales' });
    expect(internal).toHaveAttribute('href', '/persona/automotivesales');
    expect(internal).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: `Open the platform ${testSite.accessibility.newTabHint}` });
    expect(external).toHaveAttribute('href', testSite.externalLinks.platformApp);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads card images lazily with their size reserved, and only where a card has one', () => {
    renderWithProviders(<LinkCards {...section} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    const image = screen.getByRole('img', { name: 'A car configurator on a large screen' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });
});
