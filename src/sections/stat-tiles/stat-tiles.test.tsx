import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatTilesSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import StatTiles from './stat-tiles.tsx';

const block: StatTilesSection = {
  type: 'stat-tiles',
  header: { heading: 'Turn product interest into signed orders', intro: 'Interactive 3D demos let buyers explore every option on their own device.' },
  stat: { value: '6X', label: 'increase in sales conversion' },
  disclaimer: false,
  tiles: ['One 3D model powers the configurator, the kiosk and the tablet.', 'Demo any product anywhere, without shipping samples.'],
};

describe('StatTiles', () => {
  it('shows four tiles: the heading and introduction, the figure with what it measures, and the two statements, as a region named by its h2', () => {
    renderWithProviders(<StatTiles {...block} />);
    const region = screen.getByRole('region', { name: block.header.heading });
    expect(within(region).getByRole('heading', { level: 2, name: block.header.heading })).toBeInTheDocument();
    expect(region).toHaveTextContent(block.header.intro ?? '');
    const stat = region.querySelector('[data-tile="stat"]');
    expect(stat).toHaveTextContent('6X increase in sales conversion');
    expect(within(region).getByText('6X')).toBeInTheDocument();
    expect([...region.querySelectorAll('[data-tile="text"]')].map((tile) => tile.textContent)).toEqual(block.tiles);
    expect([...region.querySelectorAll('[data-tile]')].map((tile) => tile.getAttribute('data-tile'))).toEqual(['intro', 'stat', 'text', 'text']);
    expect(region.querySelector('[data-tile="intro"]')).toHaveTextContent(block.header.intro ?? '');
    expect(region).not.toHaveTextContent(testSite.disclaimer);
  });

  it('shows a statement alone, large, in place of a figure', () => {
    renderWithProviders(<StatTiles {...block} stat={undefined} statement="One build for every device your teams use" />);
    const stat = screen.getByRole('region', { name: block.header.heading }).querySelector<HTMLElement>('[data-tile="stat"]');
    expect(stat).not.toBeNull();
    if (!stat) return;
    // One paragraph holding only the text: no empty figure element before it.
    expect(stat.children).toHaveLength(1);
    expect(stat.firstElementChild?.tagName).toBe('P');
    expect(stat.firstElementChild?.children).toHaveLength(0);
    expect(stat).toHaveTextContent(/^One build for every device your teams use$/);
  });

  it("shows the site's disclaimer when the content asks for it", () => {
    renderWithProviders(<StatTiles {...block} disclaimer />);
    expect(screen.getByRole('region', { name: block.header.heading })).toHaveTextContent(testSite.disclaimer);
  });
});
