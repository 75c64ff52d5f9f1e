import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { SolutionCardsSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import SolutionCards from './solution-cards.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const props: SolutionCardsSection = {
  type: 'solution-cards',
  header: { eyebrow: 'SalesXRtreme', heading: 'Four ways to sell in 3D' },
  cards: [
    {
      title: '3D product demos',
      description: 'Buyers spin, open and configure the product in the browser.',
      disclaimer: true,
      video: { src: '/media/videos/sales-demo', label: 'A coupé turning on a lit turntable' },
    },
    {
      title: 'Trade-fair kiosks',
      description: 'A touch-screen configurator on your stand.',
      disclaimer: false,
      image: { src: '/media/images/case-studies/trade-fair-kiosk', alt: 'A coupé on a stand beside a kiosk' },
    },
    {
      title: '3D web hero',
      description: 'The product turns at the top of your home page.',
      disclaimer: false,
      video: { src: '/media/videos/web-3d', label: 'A headset product page with a turning 3D model' },
    },
  ],
};

const observers: { callback: (entries: { isIntersecting: boolean; target: Element }[]) => void; targets: Element[] }[] = [];
let play: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.targets = [];
      }
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Tells the observers watching `target` whether it is on screen. */
function report(target: Element, isIntersecting: boolean) {
  act(() => {
    for (const observer of observers) if (observer.targets.includes(target)) observer.callback([{ isIntersecting, target }]);
  });
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];

describe('SolutionCards', () => {
  it('is a region named by its h2 with one list item per card, each titled by an h3', () => {
    renderWithProviders(<SolutionCards {...props} />);
    const region = screen.getByRole('region', { name: 'Four ways to sell in 3D' });
    expect(within(region).getByText('SalesXRtreme')).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '3D product demos',
      'Trade-fair kiosks',
      '3D web hero',
    ]);
    expect(within(cards()[1]).getByText('A touch-screen configurator on your stand.')).toBeInTheDocument();
  });

  it('plays a card video from its WebM and MP4 pair, muted and looping, with its poster, label and fallback text', () => {
    renderWithProviders(<SolutionCards {...props} />);
    const video = cards()[0].querySelector('video');
    if (!video) throw new Error('the first card has no video');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/videos/sales-demo-poster.webp');
    expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type])).toEqual([
      ['/media/videos/sales-demo.webm', 'video/webm'],
      ['/media/videos/sales-demo.mp4', 'video/mp4'],
    ]);
    expect(video).toHaveAccessibleName('A coupé turning on a lit turntable');
    expect(video).toHaveTextContent(testSite.accessibility.videoUnsupported);
    expect(testSite.accessibility.videoUnsupported).toBe('Your browser does not support the video tag.');
    expect(within(cards()[0]).getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
  });

  it('plays each video only while it is on screen', () => {
    renderWithProviders(<SolutionCards {...props} />);
    const [first, , third] = cards().map((card) => card.querySelector('video'));
    if (!first || !third) throw new Error('missing videos');
    expect(play).not.toHaveBeenCalled();
    report(first, true);
    expect(play.mock.contexts).toEqual([first]);
    expect(within(cards()[0]).getByRole('button', { name: testSite.accessibility.pauseVideoLabel })).toBeInTheDocument();
    report(first, false);
    expect(first.paused).toBe(true);
    expect(within(cards()[0]).getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
  });

  it('shows an image card as a lazy responsive image with its space reserved, and no video', () => {
    renderWithProviders(<SolutionCards {...props} />);
    const card = cards()[1];
    expect(card.querySelector('video')).toBeNull();
    const image = within(card).getByRole('img', { name: 'A coupé on a stand beside a kiosk' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '800');
    expect(card.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', expect.stringContaining('trade-fair-kiosk-480.avif 480w'));
  });

  it("shows site.json's disclaimer only on the cards that ask for it", () => {
    renderWithProviders(<SolutionCards {...props} />);
    expect(within(cards()[0]).getByText(testSite.disclaimer)).toBeInTheDocument();
    expect(within(cards()[1]).queryByText(testSite.disclaimer)).not.toBeInTheDocument();
    expect(within(cards()[2]).queryByText(testSite.disclaimer)).not.toBeInTheDocument();
  });
});
