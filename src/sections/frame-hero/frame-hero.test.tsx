import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameHeroSection } from '@/content/generated/content-types.ts';
import { declarationsByMedia } from '../../../testing/vitest/media-rules.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import FrameHero, { PLAY_ONCE_VISIBILITY, PRELOAD_MARGIN } from './frame-hero.tsx';
import { MOBILE_FRAMES_QUERY } from './frame-sources.ts';
// The hook imports the player when the animation first runs; loaded here, that import is settled before any test
// counts frames, however slowly this machine transforms modules.
import './frame-player.ts';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

interface FakeBitmap {
  url: string;
  width: number;
  height: number;
  closed: boolean;
  close(): void;
}

type ObserverCallback = (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void;
let observers: { callback: ObserverCallback; options: IntersectionObserverInit | undefined }[];
let reducedMotion: boolean;
/** Whether the window is narrower than the 768 px breakpoint (MOBILE_FRAMES_QUERY matches). */
let phone: boolean;
let visibility: DocumentVisibilityState;
let frameCallbacks: Map<number, FrameRequestCallback>;
let nextFrameId: number;
let clock: number;
let bitmaps: FakeBitmap[];
let drawn: string[];
let sinceNavigation: number;

beforeEach(() => {
  observers = [];
  reducedMotion = false;
  phone = false;
  visibility = 'visible';
  frameCallbacks = new Map();
  nextFrameId = 0;
  clock = 0;
  bitmaps = [];
  drawn = [];
  // Well after the splash screen, unless a test says otherwise.
  sinceNavigation = 60_000;
  vi.spyOn(performance, 'now').mockImplementation(() => sinceNavigation);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query.includes('reduce') && reducedMotion) || (query === MOBILE_FRAMES_QUERY && phone),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    nextFrameId += 1;
    frameCallbacks.set(nextFrameId, callback);
    return nextFrameId;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frameCallbacks.delete(id));
  vi.stubGlobal('fetch', (url: string) => Promise.resolve({ ok: true, blob: () => Promise.resolve(url) }));
  vi.stubGlobal('createImageBitmap', (url: string) => {
    const bitmap: FakeBitmap = {
      url,
      width: 1440,
      height: 810,
      closed: false,
      close() {
        this.closed = true;
      },
    };
    bitmaps.push(bitmap);
    return Promise.resolve(bitmap);
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: (bitmap: FakeBitmap) => drawn.push(bitmap.url) }) as unknown as CanvasRenderingContext2D,
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The real timer, kept for yielding to the event loop while a test fakes the page's timers. */
const realSetTimeout = globalThis.setTimeout;

const props = (overrides: Partial<FrameHeroSection> = {}): FrameHeroSection => ({
  type: 'frame-hero',
  sequence: 'test_frames',
  alt: 'A robotic hand assembling a gearbox',
  header: { heading: 'Train crews on the real machine, virtually', intro: 'Step-by-step XR guides cut learning cycles in half.' },
  action: { label: 'Explore', target: '/solutions/engagexrtreme' },
  variant: 'play-once',
  cutoff: 1,
  frameDelayMs: 40,
  mediaPosition: 'end',
  pageHeading: false,
  demoButton: true,
  ...overrides,
});

const figure = () => document.querySelector('figure') as HTMLElement;
const shownFrame = () => Number(figure().dataset['frame']);
const liveBitmaps = () => bitmaps.filter((bitmap) => !bitmap.closed).length;

/** Lets the still frame "load" as AVIF, as Chromium would pick it. */
async function stillFrameLoads() {
  const image = screen.getByRole('img');
  Object.defineProperty(image, 'currentSrc', { value: '/media/frames/test_frames/desktop/0401.avif' });
  Object.defineProperty(image, 'complete', { value: true });
  await act(async () => {
    image.dispatchEvent(new Event('load'));
    await Promise.resolve();
  });
}

/** Reports the animation as near and `ratio` visible to both observers. */
async function scrollTo(ratio: number) {
  await act(async () => {
    for (const { callback } of observers) callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
    await Promise.resolve();
  });
}

/** Runs `count` animation frames 20 ms apart, letting frame decoding settle between them. */
async function runFrames(count: number) {
  for (let step = 0; step < count; step += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      const pending = [...frameCallbacks.values()];
      frameCallbacks.clear();
      clock += 20;
      for (const callback of pending) callback(clock);
    });
  }
}

describe('FrameHero', () => {
  it('pre-renders the first frame as an AVIF/WebP picture with its size reserved, and the explore link', () => {
    renderWithProviders(<FrameHero {...props()} />);
    const image = screen.getByRole('img', { name: 'A robotic hand assembling a gearbox' });
    expect(image).toHaveAttribute('src', '/media/frames/test_frames/desktop/0401.webp');
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '810');
    const sources = [...document.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['image/avif', '/media/frames/test_frames/mobile/0401.avif 720w, /media/frames/test_frames/desktop/0401.avif 1440w'],
      ['image/webp', '/media/frames/test_frames/mobile/0401.webp 720w, /media/frames/test_frames/desktop/0401.webp 1440w'],
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Train crews on the real machine, virtually');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/solutions/engagexrtreme');
    expect(observers.map(({ options }) => options)).toEqual([{ rootMargin: PRELOAD_MARGIN }, { threshold: [0, PLAY_ONCE_VISIBILITY] }]);
  });

  it('in its 3D mode pre-renders a "Rotate in 3D" button over its frames', () => {
    const model = {
      model: '/media/models/concept-car',
      alt: 'A grand-tourer coupé, shown in 3D',
      labels: { rotate: 'Rotate in 3D', loading: 'Loading the 3D model…', viewInRoom: 'View in your space', unavailable: 'The 3D view could not load here.' },
    };
    renderWithProviders(<FrameHero {...props({ model })} />);
    const button = screen.getByRole('button', { name: 'Rotate in 3D' });
    expect(button.closest('figure')).toBe(screen.getByRole('img', { name: 'A robotic hand assembling a gearbox' }).closest('figure'));
  });

  it("shows the site's 'Request a Demo' button to the scheduling page beside its own, unless the content turns it off", () => {
    const { unmount } = renderWithProviders(<FrameHero {...props()} />);
    const demo = screen.getByRole('link', { name: new RegExp(`^${testSite.heroAction.label}`) });
    expect(demo.getAttribute('href')).toContain(testSite.externalLinks.scheduling);
    expect(demo).toHaveAttribute('target', '_blank');
    unmount();
    renderWithProviders(<FrameHero {...props({ demoButton: false })} />);
    expect(screen.queryByRole('link', { name: new RegExp(`^${testSite.heroAction.label}`) })).toBeNull();
  });

  it('puts its copy beside the animation from 768 px (SPEC 9), or from the width below which the content forces the phone layout', () => {
    const layoutOf = () => screen.getByRole('figure').parentElement ?? document.body;
    const { unmount } = renderWithProviders(<FrameHero {...props()} />);
    expect(declarationsByMedia(layoutOf(), 'grid-template-columns')).toEqual([{ media: '(min-width: 768px)', value: '9fr 11fr' }]);
    expect(document.querySelector('source')).toHaveAttribute('sizes', '(min-width: 768px) 55vw, calc(100vw - 2rem)');
    unmount();
    renderWithProviders(<FrameHero {...props({ phoneLayoutBelow: 1280 })} />);
    expect(declarationsByMedia(layoutOf(), 'grid-template-columns')).toEqual([{ media: '(min-width: 1280px)', value: '9fr 11fr' }]);
    expect(document.querySelector('source')).toHaveAttribute('sizes', '(min-width: 1280px) 55vw, calc(100vw - 2rem)');
  });

  it('holds the page heading (h1) and loads its first frame at once when it opens the page', () => {
    const { unmount } = renderWithProviders(<FrameHero {...props()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Train crews on the real machine, virtually');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    unmount();
    renderWithProviders(<FrameHero {...props({ pageHeading: true })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Train crews on the real machine, virtually');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows its figure as a stat beside the button, read as one phrase, and no stat when the content has none', () => {
    const { unmount } = renderWithProviders(<FrameHero {...props({ stat: { value: '50%', label: 'faster learning cycles' } })} />);
    const stat = screen.getByText('50%').closest('p');
    expect(stat).toHaveTextContent(/^50% faster learning cycles$/);
    expect(stat?.parentElement).toContainElement(screen.getByRole('link', { name: 'Explore' }));
    unmount();
    const { container } = renderWithProviders(<FrameHero {...props()} />);
    expect(container).toHaveTextContent('Train crews on the real machine, virtually');
    expect(container).not.toHaveTextContent('50%');
  });

  it('plays once only after 60% is visible, to the last frame, keeping a bounded window of decoded frames', async () => {
    renderWithProviders(<FrameHero {...props()} />);
    await stillFrameLoads();
    await scrollTo(0.3);
    await runFrames(5);
    expect(bitmaps).toHaveLength(0);
    expect(shownFrame()).toBe(0);

    await scrollTo(PLAY_ONCE_VISIBILITY);
    let mostLive = 0;
    for (let step = 0; step < 80 && figure().dataset['state'] !== 'ended'; step += 1) {
      await runFrames(1);
      mostLive = Math.max(mostLive, liveBitmaps());
    }
    expect(shownFrame()).toBe(29);
    expect(figure().dataset['state']).toBe('ended');
    expect(drawn[0]).toBe('/media/frames/test_frames/desktop/0401.avif');
    expect(drawn.at(-1)).toBe('/media/frames/test_frames/desktop/0430.avif');
    expect(mostLive).toBeLessThanOrEqual(15);
    expect(liveBitmaps()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play animation' })).toBeInTheDocument();
  });

  it('on a phone (under 768 px) plays the 720 px frames, in the format the browser chose for the still', async () => {
    phone = true;
    renderWithProviders(<FrameHero {...props()} />);
    await stillFrameLoads();
    await scrollTo(1);
    for (let step = 0; step < 80 && figure().dataset['state'] !== 'ended'; step += 1) await runFrames(1);
    expect(figure().dataset['state']).toBe('ended');
    expect(drawn[0]).toBe('/media/frames/test_frames/mobile/0401.avif');
    expect(drawn.at(-1)).toBe('/media/frames/test_frames/mobile/0430.avif');
    expect(drawn.filter((url) => !url.startsWith('/media/frames/test_frames/mobile/'))).toEqual([]);
  });

  it('autoplay starts at load without waiting for 60% and stops `cutoff` frames before the end', async () => {
    renderWithProviders(<FrameHero {...props({ variant: 'autoplay', cutoff: 13 })} />);
    await stillFrameLoads();
    await scrollTo(0.1);
    for (let step = 0; step < 80 && figure().dataset['state'] !== 'ended'; step += 1) await runFrames(1);
    expect(shownFrame()).toBe(30 - 13 - 1);
  });

  it('does not start while the splash screen still covers the page', async () => {
    // The splash's end is a timer: faked, so only the test moves it, however slowly the frames below run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sinceNavigation = 0;
    renderWithProviders(<FrameHero {...props({ variant: 'autoplay' })} />);
    await stillFrameLoads();
    await scrollTo(1);
    await runFrames(10);
    expect(bitmaps).toHaveLength(0);
    expect(shownFrame()).toBe(0);

    // A millisecond before the splash has gone it still waits; once it has gone, it starts.
    await act(() => vi.advanceTimersByTimeAsync(testSite.splash.durationMs - 1));
    await runFrames(10);
    expect(bitmaps).toHaveLength(0);
    expect(shownFrame()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await runFrames(10);
    expect(bitmaps.length).toBeGreaterThan(0);
    expect(shownFrame()).toBeGreaterThan(0);
  });

  it('shows a still frame under prefers-reduced-motion and loads nothing until the visitor presses play', async () => {
    reducedMotion = true;
    renderWithProviders(<FrameHero {...props()} />);
    await stillFrameLoads();
    await scrollTo(1);
    await runFrames(10);
    expect(bitmaps).toHaveLength(0);
    expect(shownFrame()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play animation' }));
    await runFrames(10);
    expect(shownFrame()).toBeGreaterThan(0);
  });

  it('the pause button stops the animation where it is and play resumes it', async () => {
    renderWithProviders(<FrameHero {...props()} />);
    await stillFrameLoads();
    await scrollTo(1);
    await runFrames(8);
    const reached = shownFrame();
    expect(reached).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause animation' }));
    await runFrames(10);
    expect(shownFrame()).toBe(reached);
    fireEvent.click(screen.getByRole('button', { name: 'Play animation' }));
    await runFrames(6);
    expect(shownFrame()).toBeGreaterThan(reached);
  });

  it('pauses off screen and in a hidden tab', async () => {
    renderWithProviders(<FrameHero {...props()} />);
    await stillFrameLoads();
    await scrollTo(1);
    await runFrames(6);
    await scrollTo(0);
    const offScreen = shownFrame();
    await runFrames(6);
    expect(shownFrame()).toBe(offScreen);

    await scrollTo(1);
    await runFrames(4);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = shownFrame();
    await runFrames(6);
    expect(shownFrame()).toBe(hidden);
  });

  it('stops for good, letting its frames go, once a 3D view covers it (its box marked data-picture-covered); a player made later never starts', async () => {
    renderWithProviders(<FrameHero {...props()} />);
    await stillFrameLoads();
    await scrollTo(1);
    await runFrames(6);
    const covered = shownFrame();
    expect(covered).toBeGreaterThan(0);
    // What model-layers.tsx does once its 3D view shows over the frames.
    figure().setAttribute('data-picture-covered', '');
    await runFrames(1);
    expect(liveBitmaps()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause animation', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Play animation', hidden: true }));
    await runFrames(8);
    expect(shownFrame()).toBe(covered);

    reducedMotion = true;
    document.body.innerHTML = '';
    renderWithProviders(<FrameHero {...props()} />);
    figure().setAttribute('data-picture-covered', '');
    await stillFrameLoads();
    await scrollTo(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play animation', hidden: true }));
    await runFrames(8);
    expect(shownFrame()).toBe(0);
    expect(drawn.filter((url) => url.includes('test_frames'))).toHaveLength(covered + 1);
  });
});
