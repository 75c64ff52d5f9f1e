import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevealVideoCardsSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import RevealVideoCards from './reveal-video-cards.tsx';
import { MEDIA_REVEAL_THRESHOLD, TEXT_REVEAL_THRESHOLD } from './use-threshold-reveal.ts';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const section: RevealVideoCardsSection = {
  type: 'reveal-video-cards',
  header: { heading: 'Where 3D closes the deal' },
  cards: [
    {
      title: '3D product demos',
      description: 'Buyers turn and open the product on any screen.',
      video: { name: 'sales-demo', label: 'A product turning in 3D' },
      disclaimer: false,
    },
    {
      title: 'Web configurators',
      description: 'Buyers pick options and see the result.',
      video: { name: 'web-3d', label: 'A configurator in a browser' },
      disclaimer: false,
    },
    {
      title: 'Trade-fair kiosks',
      description: 'The whole range on one touch screen.',
      video: { name: 'ar-tablet', label: 'A machine in AR on a tablet' },
      disclaimer: true,
    },
  ],
};

interface Entry {
  isIntersecting: boolean;
  intersectionRatio: number;
  boundingClientRect: { top: number };
}

/** Every IntersectionObserver the page creates, with the thresholds it asked for and the elements it watches. */
interface FakeObserver {
  callback: (entries: Entry[]) => void;
  thresholds: number[];
  targets: Element[];
  disconnected: boolean;
}

let observers: FakeObserver[];
let reducedMotion: boolean;

beforeEach(() => {
  observers = [];
  reducedMotion = false;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: FakeObserver;
      constructor(callback: (entries: Entry[]) => void, options?: { threshold?: number | number[] }) {
        const threshold = options?.threshold ?? 0;
        this.record = { callback, thresholds: Array.isArray(threshold) ? threshold : [threshold], targets: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('no-preference') ? !reducedMotion : query.includes('reduce') ? reducedMotion : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const parts = (part: 'media' | 'text') => [...document.querySelectorAll<HTMLElement>(`[data-reveal-part="${part}"]`)];
const observerOf = (element: Element) => {
  const found = observers.find((observer) => observer.targets.includes(element) && !observer.disconnected);
  if (!found) throw new Error('the element has no live observer');
  return found;
};
const report = (element: Element, entry: Entry) => act(() => observerOf(element).callback([entry]));
const belowViewport: Entry = { isIntersecting: false, intersectionRatio: 0, boundingClientRect: { top: 2000 } };
const visibleAt = (ratio: number): Entry => ({ isIntersecting: ratio > 0, intersectionRatio: ratio, boundingClientRect: { top: 500 } });

describe('RevealVideoCards', () => {
  it('renders each card as a list item with its h3, description, labelled hosted video and, where asked, the disclaimer', () => {
    renderWithProviders(<RevealVideoCards {...section} />);
    const region = screen.getByRole('region', { name: section.header.heading });
    const items = within(region).getAllByRole('listitem');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(section.cards.map((card) => card.title));
    section.cards.forEach((card, index) => {
      const item = items[index];
      if (!item) throw new Error(`no item ${String(index)}`);
      expect(item).toHaveTextContent(card.description);
      const video = item.querySelector('video');
      expect(video).toHaveAccessibleName(card.video.label);
      // The media host's base from site.json, then the name.
      expect(video?.querySelector('source')).toHaveAttribute('src', `${testSite.media.hostedVideoBaseUrl}/${card.video.name}.webm`);
      expect(video).toHaveAttribute('poster', `${testSite.media.hostedVideoBaseUrl}/${card.video.name}-poster.webp`);
      expect(item.textContent.includes(testSite.disclaimer)).toBe(card.disclaimer);
    });
  });

  it('observes each video at the 0.3 threshold and each text at 0.2 (SPEC 9)', () => {
    expect([MEDIA_REVEAL_THRESHOLD, TEXT_REVEAL_THRESHOLD]).toEqual([0.3, 0.2]);
    renderWithProviders(<RevealVideoCards {...section} />);
    for (const media of parts('media')) expect(observerOf(media).thresholds).toEqual([0.3]);
    for (const text of parts('text')) expect(observerOf(text).thresholds).toEqual([0.2]);
    expect(parts('media')).toHaveLength(3);
    expect(parts('text')).toHaveLength(3);
  });

  it('hides a card part that is below the viewport, and shows it once the observer reports its threshold visible', () => {
    renderWithProviders(<RevealVideoCards {...section} />);
    const [media] = parts('media');
    const [text] = parts('text');
    if (!media || !text) throw new Error('no card parts');
    // Pre-rendered and hydrated: shown, until the observer places it below the viewport.
    expect(media).toHaveAttribute('data-reveal', 'static');
    report(media, belowViewport);
    report(text, belowViewport);
    expect(media).toHaveAttribute('data-reveal', 'hidden');
    expect(text).toHaveAttribute('data-reveal', 'hidden');

    // 20% of each in view: the text reaches its threshold, the video does not yet.
    report(media, visibleAt(0.2));
    report(text, visibleAt(0.2));
    expect(text).toHaveAttribute('data-reveal', 'shown');
    expect(media).toHaveAttribute('data-reveal', 'hidden');

    report(media, visibleAt(0.3));
    expect(media).toHaveAttribute('data-reveal', 'shown');
    // Revealed once, for good: the observers are done.
    expect(observers.filter((observer) => observer.targets.includes(media) || observer.targets.includes(text)).every((o) => o.disconnected)).toBe(true);
  });

  it('never hides a card that is already on screen or partly on screen when the page hydrates', () => {
    renderWithProviders(<RevealVideoCards {...section} />);
    const [media, second] = parts('media');
    if (!media || !second) throw new Error('no card parts');
    report(media, visibleAt(0.6));
    report(second, visibleAt(0.1));
    expect(media).toHaveAttribute('data-reveal', 'static');
    expect(second).toHaveAttribute('data-reveal', 'static');
  });

  it('shows a hidden card at once when keyboard focus moves into it', () => {
    renderWithProviders(<RevealVideoCards {...section} />);
    const [media] = parts('media');
    if (!media) throw new Error('no card parts');
    report(media, belowViewport);
    expect(media).toHaveAttribute('data-reveal', 'hidden');
    act(() => {
      fireEvent.focusIn(within(media).getByRole('button'));
    });
    expect(media).toHaveAttribute('data-reveal', 'shown');
  });

  it('hides nothing and observes nothing for reveals under prefers-reduced-motion', () => {
    reducedMotion = true;
    renderWithProviders(<RevealVideoCards {...section} />);
    for (const part of [...parts('media'), ...parts('text')]) {
      expect(part).toHaveAttribute('data-reveal', 'static');
      expect(observers.some((observer) => observer.targets.includes(part))).toBe(false);
    }
  });
});
