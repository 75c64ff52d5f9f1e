import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { StillWithLoop } from './still-with-loop.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const still = { src: '/media/images/home/hero', alt: 'A concept car on a studio floor under a holographic wireframe overlay' };

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('no-preference') ? !reduce : query.includes('reduce') ? reduce : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

let play: MockInstance<HTMLMediaElement['play']>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  // Unmount while play() and pause() are still stubbed: jsdom implements neither.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StillWithLoop', () => {
  it('renders the still with high priority and its sizes, and no video before the page has loaded', () => {
    preferReducedMotion(false);
    const { container } = renderWithProviders(<StillWithLoop image={still} loop="/media/videos/home-hero" sizes="50vw" priority />);
    const image = screen.getByRole('img', { name: still.alt });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '50vw');
    expect(container.querySelector('video')).toBeNull();
  });

  it('mounts the muted loop once the loaded page is idle, and offers a pause button that pauses and resumes it', async () => {
    preferReducedMotion(false);
    const { container } = renderWithProviders(<StillWithLoop image={still} loop="/media/videos/home-hero" sizes="50vw" priority />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    // The player's module arrives asynchronously after the idle wait; it shows the video once it plays.
    await vi.waitFor(() => expect(container.querySelector('video')).toHaveAttribute('data-shown', 'true'));
    const video = container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(screen.getByRole('img', { name: still.alt })).toBeInTheDocument();

    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel }));
    expect(pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel }));
    expect(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel })).toBeInTheDocument();
  });

  it('never plays again once a 3D view covers the picture for good, whatever happens next', async () => {
    preferReducedMotion(false);
    const { container } = renderWithProviders(<StillWithLoop image={still} loop="/media/videos/home-hero" sizes="50vw" priority />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    await vi.waitFor(() => expect(container.querySelector('video')).toHaveAttribute('data-shown', 'true'));
    const video = container.querySelector('video');
    if (!video?.parentElement) throw new Error('no video in its box');
    // What model-layers.tsx does once its 3D view shows over the picture.
    act(() => {
      video.parentElement?.setAttribute('data-picture-covered', '');
      video.pause();
    });
    play.mockClear();
    // A visible tab again resumes an uncovered loop; a covered one stays still.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps the still for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    const { container } = renderWithProviders(<StillWithLoop image={still} loop="/media/videos/home-hero" sizes="50vw" priority />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the still for visitors who ask to save data', async () => {
    preferReducedMotion(false);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: Object.assign(new EventTarget(), { saveData: true }) }));
    const { container } = renderWithProviders(<StillWithLoop image={still} loop="/media/videos/home-hero" sizes="50vw" priority />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.querySelector('video')).toBeNull();
  });

  it('is only a still when there is no loop', async () => {
    preferReducedMotion(false);
    const { container } = renderWithProviders(<StillWithLoop image={still} sizes="50vw" />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: still.alt })).toHaveAttribute('loading', 'lazy');
  });
});
