import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapabilitiesTeaserSection } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import CapabilitiesTeaser from './capabilities-teaser.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const cardOf = (title: string, slug: string, description: string) => ({
  link: { label: title, target: '/capabilities/capabilities' },
  description,
  image: { src: `/media/images/capabilities/${slug}`, alt: `${title} illustration` },
});

const props: CapabilitiesTeaserSection = {
  type: 'capabilities-teaser',
  header: { heading: 'Platform Capabilities' },
  explore: { label: 'EXPLORE', accessibleLabel: 'Explore all platform capabilities', target: '/capabilities/capabilities' },
  cards: [
    cardOf('Augmented Reality', 'augmented-reality', 'Products in the real world.'),
    cardOf('Virtual Reality', 'virtual-reality', 'Training in immersive scenes.'),
    cardOf('Web', 'web', '3D in every browser.'),
    cardOf('Digital Twin', 'digital-twin', 'A live model of your factory.'),
  ],
};

interface FakeEntry {
  target: Element;
  isIntersecting: boolean;
  intersectionRatio: number;
  boundingClientRect: { top: number };
  rootBounds: { bottom: number } | null;
}
type ObserverCallback = (entries: FakeEntry[]) => void;
/** Never reset: framer-motion keeps one shared observer per set of options for the whole module's life. */
const observers: { callback: ObserverCallback; targets: Element[] }[] = [];
let reducedMotion = false;

/** Reports every observed element at `top` px in a viewport of the window's height. */
function reportPosition(predicate: (element: Element) => boolean, top: number) {
  act(() => {
    for (const observer of [...observers]) {
      const entries = observer.targets
        .filter((target) => target.isConnected && predicate(target))
        .map((target) => {
          const isIntersecting = top < window.innerHeight;
          return { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, boundingClientRect: { top }, rootBounds: { bottom: window.innerHeight } };
        });
      if (entries.length > 0) observer.callback(entries);
    }
  });
}

function setNavigator(platform: string) {
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    platform === 'MacIntel' ? 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' : 'Mozilla/5.0 (X11; Linux x86_64)',
  );
}

beforeEach(() => {
  reducedMotion = false;
  setNavigator('Linux x86_64');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: { callback: ObserverCallback; targets: Element[] };
      constructor(callback: ObserverCallback) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      unobserve(target: Element) {
        this.record.targets = this.record.targets.filter((candidate) => candidate !== target);
      }
      disconnect() {
        this.record.targets = [];
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const grid = () => screen.getByRole('list');
const motionWrappers = () => [...grid().querySelectorAll('li > div')];
/** The motion cards arrive in their own chunk; each observes itself once mounted. */
const observedTargets = () => new Set(observers.flatMap((observer) => observer.targets).filter((target) => target.isConnected));
/** Resolves after `count` animation frames, the clock framer-motion renders on: by then it has drawn what it was told before. */
const animationFrames = async (count: number) => {
  for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};
const motionCardsMounted = () => waitFor(() => expect(observedTargets().size).toBe(4), { timeout: 10_000 });

describe('CapabilitiesTeaser', { timeout: 20_000 }, () => {
  it('links the heading row to the capabilities page and shows four linked cards with reserved image space', async () => {
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    await motionCardsMounted();
    expect(screen.getByRole('region', { name: 'Platform Capabilities' })).toBeInTheDocument();
    const explore = screen.getByRole('link', { name: 'Explore all platform capabilities' });
    expect(explore).toHaveAttribute('href', '/capabilities/capabilities');
    expect(explore).toHaveTextContent('EXPLORE');

    const items = within(grid()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Augmented Reality',
      'Virtual Reality',
      'Web',
      'Digital Twin',
    ]);
    for (const [index, item] of items.entries()) {
      const card = props.cards[index];
      expect(within(item).getByRole('link', { name: card?.link.label })).toHaveAttribute('href', '/capabilities/capabilities');
      expect(within(item).getByText(card?.description ?? '')).toBeInTheDocument();
      const image = within(item).getByRole('img', { name: card?.image.alt });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '800');
    }
  });

  it('renders the cards visible, before and after the motion code arrives', async () => {
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(4);
    await motionCardsMounted();
    expect(motionWrappers()).toHaveLength(4);
    for (const wrapper of motionWrappers()) expect(wrapper).not.toHaveStyle({ opacity: '0' });
  });

  it('hides only the cards below the viewport, then fades each in when a fifth of it is in view', async () => {
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    await motionCardsMounted();
    const [first, second] = motionWrappers();
    reportPosition((element) => element === first, 100);
    reportPosition((element) => element !== first, window.innerHeight + 50);
    await waitFor(() => expect(second).toHaveStyle({ opacity: '0' }));
    expect(first).not.toHaveStyle({ opacity: '0' });

    // framer-motion's in-view observer (the card's own has disconnected) reports the card entering.
    await waitFor(() => expect(observers.some((observer) => second !== undefined && observer.targets.includes(second))).toBe(true), { timeout: 10_000 });
    reportPosition((element) => element === second, window.innerHeight - 200);
    await waitFor(() => expect(second).toHaveStyle({ opacity: '1' }), { timeout: 3_000 });
  });

  it('does not hide or animate anything under prefers-reduced-motion', async () => {
    reducedMotion = true;
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    // The motion cards (not the fallback) are what could hide: wait until framer-motion observes them.
    await motionCardsMounted();
    reportPosition(() => true, window.innerHeight + 50);
    // Every report is handled inside act; a card told to hide would show it after one frame (two to spare).
    await act(() => animationFrames(2));
    for (const wrapper of motionWrappers()) expect(wrapper).not.toHaveStyle({ opacity: '0' });
  });

  it('keeps the default columns off Apple devices', () => {
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    expect(grid()).not.toHaveAttribute('data-layout');
  });

  it('switches Apple devices to two columns before paint when the grid is out of view', () => {
    setNavigator('MacIntel');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight + 400, bottom: window.innerHeight + 900 } as DOMRect);
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    expect(grid()).toHaveAttribute('data-layout', 'apple');
  });

  it('waits until a visible grid has scrolled away before switching Apple devices', () => {
    setNavigator('MacIntel');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 600 } as DOMRect);
    renderWithProviders(<CapabilitiesTeaser {...props} />);
    expect(grid()).not.toHaveAttribute('data-layout');
    reportPosition((element) => element === grid(), window.innerHeight + 10);
    expect(grid()).toHaveAttribute('data-layout', 'apple');
  });
});
