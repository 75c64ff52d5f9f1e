import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabletShowcaseSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import TabletShowcase from './tablet-showcase.tsx';
import { WIDE_QUERY } from './tablet-showcase.styles.ts';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const props: TabletShowcaseSection = {
  type: 'tablet-showcase',
  header: { eyebrow: 'How it works', heading: 'Four steps' },
  video: { src: '/media/videos/aerospace-jet-engine', label: 'A cutaway jet engine' },
  steps: [
    { title: 'Open the engine', description: 'Turn and section it.' },
    { title: 'Isolate the module', description: 'Highlight one stage.' },
    { title: 'Rehearse the task', description: 'Play the procedure.' },
    { title: 'Check understanding', description: 'Walk it through.' },
  ],
  disclaimer: true,
};

const VIEWPORT = 900;
const STEP = 600;
let frames: FrameRequestCallback[] = [];
/** How far the page has scrolled: step i spans [i * STEP - scrolled, (i + 1) * STEP - scrolled) on screen. */
let scrolled = 0;

function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === WIDE_QUERY ? wide : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  frames = [];
  scrolled = 0;
  vi.stubGlobal('innerHeight', VIEWPORT);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    const top = this.tagName === 'LI' ? index * STEP - scrolled : 0;
    return { top, bottom: top + STEP, left: 0, right: 0, width: 0, height: STEP, x: 0, y: top, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  // Unmount while pause() is still stubbed (jsdom does not implement media playback).
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Scrolls the page and lets the next animation frame run. */
function scrollTo(position: number) {
  scrolled = position;
  fireEvent.scroll(window);
  act(() => {
    const pending = frames;
    frames = [];
    for (const frame of pending) frame(0);
  });
}

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');
const currentSteps = () => steps().filter((step) => step.getAttribute('aria-current') === 'step');

describe('TabletShowcase', () => {
  it('is a region named by its h2 with the video in the tablet and the steps as an ordered list of h3s', () => {
    stubScreen(true);
    renderWithProviders(<TabletShowcase {...props} />);
    const region = screen.getByRole('region', { name: 'Four steps' });
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(props.steps.map((step) => step.title));
    const video = region.querySelector('video');
    expect(video).toHaveAccessibleName('A cutaway jet engine');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/media/videos/aerospace-jet-engine.webm');
    expect(within(region).getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
    expect(region.querySelectorAll('video')).toHaveLength(1);
  });

  it('on a wide screen makes the step in the middle of the screen current as the page scrolls', () => {
    stubScreen(true);
    renderWithProviders(<TabletShowcase {...props} />);
    expect(currentSteps().map((step) => step.textContent)).toEqual([expect.stringContaining('Open the engine')]);
    // Step i's middle is on the centre line (450) when the page has scrolled i * 600 + 300 - 450.
    for (const index of [1, 2, 3, 1, 0]) {
      scrollTo(index * STEP + STEP / 2 - VIEWPORT / 2);
      expect(currentSteps()).toEqual([steps()[index]]);
    }
  });

  it('measures at most once per frame however many scroll events arrive', () => {
    stubScreen(true);
    renderWithProviders(<TabletShowcase {...props} />);
    scrolled = 1000;
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(frames).toHaveLength(1);
  });

  it('shows the current step under the tablet for the eye only', () => {
    stubScreen(true);
    renderWithProviders(<TabletShowcase {...props} />);
    scrollTo(2 * STEP + STEP / 2 - VIEWPORT / 2);
    const caption = screen.getByText('03 / 04').closest('p');
    expect(caption).toHaveAttribute('aria-hidden', 'true');
    expect(caption).toHaveTextContent('Rehearse the task');
  });

  it('at 768 px or narrower is a plain list: no step is current and scrolling is not followed', () => {
    stubScreen(false);
    renderWithProviders(<TabletShowcase {...props} />);
    expect(currentSteps()).toEqual([]);
    scrollTo(1500);
    expect(frames).toHaveLength(0);
    expect(currentSteps()).toEqual([]);
    expect(screen.queryByText('01 / 04')).not.toBeInTheDocument();
  });

  it("shows site.json's disclaimer when the content asks for it, and not otherwise", () => {
    stubScreen(true);
    const { unmount } = renderWithProviders(<TabletShowcase {...props} />);
    expect(screen.getByText(testSite.disclaimer)).toBeInTheDocument();
    unmount();
    renderWithProviders(<TabletShowcase {...props} disclaimer={false} />);
    expect(screen.queryByText(testSite.disclaimer)).not.toBeInTheDocument();
  });

  it('stops listening when it leaves the page', () => {
    stubScreen(true);
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderWithProviders(<TabletShowcase {...props} />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
