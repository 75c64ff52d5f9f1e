import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroSection } from '@/content/generated/content-types.ts';
import { declarationsByMedia } from '../../../testing/vitest/media-rules.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import Hero from './hero.tsx';
import { OPENING_VISUAL_SIZES } from '@/lib/components/opening-layout.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

const hero: HeroSection = {
  type: 'hero',
  header: {
    eyebrow: 'Understanding complexity, delivered easily.',
    heading: 'Make every product story unforgettable with interactive 3D',
    intro: 'Turn product data into interactive 3D, AR and VR experiences.',
  },
  actions: [
    { label: 'Explore Platform', target: 'platformApp' },
    { label: 'Try Demo', target: 'scheduling' },
  ],
};

describe('Hero', () => {
  it('renders the page heading as the only h1, with the eyebrow line and paragraph', () => {
    renderWithProviders(<Hero {...hero} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.header.heading);
    expect(screen.getByText('Understanding complexity, delivered easily.')).toBeInTheDocument();
    expect(screen.getByText(hero.header.intro ?? '')).toBeInTheDocument();
  });

  it('opens the platform app and the scheduling page from site.json in new tabs, safely', () => {
    renderWithProviders(<Hero {...hero} />);
    const explore = screen.getByRole('link', { name: /Explore Platform/ });
    const demo = screen.getByRole('link', { name: /Try Demo/ });
    expect(explore).toHaveAttribute('href', testSite.externalLinks.platformApp);
    expect(demo).toHaveAttribute('href', testSite.externalLinks.scheduling);
    for (const link of [explore, demo]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(explore).toHaveAccessibleName(`Explore Platform ${testSite.accessibility.newTabHint}`);
  });

  it('links a path on this site in the same tab, through the router', () => {
    renderWithProviders(<Hero {...hero} actions={[{ label: 'See the platform', target: '/Platform' }]} />);
    const link = screen.getByRole('link', { name: 'See the platform' });
    expect(link).toHaveAttribute('href', '/Platform');
    expect(link).not.toHaveAttribute('target');
  });

  it('leaves out the eyebrow when there is none', () => {
    const { container } = renderWithProviders(<Hero {...hero} header={{ ...hero.header, eyebrow: undefined }} />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('puts a decorative looping video behind the text, with a pause button', () => {
    const { container } = renderWithProviders(<Hero {...hero} video="/media/videos/sales-demo" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).toHaveAttribute('poster', '/media/videos/sales-demo-poster.webp');
    expect(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.header.heading);
  });

  it('or a side visual: its still pre-rendered with high priority and the sizes of its half of the layout', () => {
    renderWithProviders(
      <Hero
        {...hero}
        visual={{ image: { src: '/media/images/home/hero', alt: 'A car on a studio floor under a holographic overlay' }, loop: '/media/videos/sales-demo' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'A car on a studio floor under a holographic overlay' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', OPENING_VISUAL_SIZES);
    // The loop waits for the load event; the pre-rendered hero has only the still.
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.header.heading);
  });

  it('puts its text beside the side visual from 768 px (SPEC 9), or from the width below which the content forces the phone layout', () => {
    const visual = { image: { src: '/media/images/home/hero', alt: 'A car on a studio floor under a holographic overlay' } };
    const { unmount } = renderWithProviders(<Hero {...hero} visual={visual} />);
    const columns = () =>
      declarationsByMedia(screen.getByRole('heading', { level: 1 }).closest('header > div > div') ?? document.body, 'grid-template-columns');
    expect(columns()).toEqual(expect.arrayContaining([{ media: '(min-width: 768px)', value: 'minmax(0, 1fr) minmax(0, 1.1fr)' }]));
    // Below 768 px the opening is one column by default: nothing to undo.
    expect(columns().filter(({ media }) => media.startsWith('(max-width'))).toEqual([]);
    unmount();
    renderWithProviders(<Hero {...hero} visual={visual} phoneLayoutBelow={1280} />);
    expect(columns()).toEqual(
      expect.arrayContaining([
        { media: '(min-width: 1280px)', value: 'minmax(0, 1fr) minmax(0, 1.1fr)' },
        { media: '(max-width: 1279.98px)', value: 'minmax(0, 1fr)' },
      ]),
    );
  });

  it('or a background image, loaded at once with its size reserved', () => {
    renderWithProviders(<Hero {...hero} image={{ src: '/media/images/home/hero', decorative: true }} />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '800');
  });
});
