import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { FullscreenVideoSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../tests/support/render-with-providers.tsx';
import FullscreenVideo from './fullscreen-video.tsx';

const section: FullscreenVideoSection = {
  type: 'fullscreen-video',
  header: {
    eyebrow: 'Digital Twin',
    heading: 'A live model of your factory floor',
    intro: 'Mirror lines, robots and conveyors in a twin fed by machine data.',
  },
  highlights: ['Connects to your ERP, CRM and LMS', 'Simulate a new layout before you move a machine'],
  stat: { value: '30%', label: 'lower factory setup costs' },
  video: { src: '/media/videos/digital-twin', label: 'A digital twin of a packaging line with live throughput panels' },
  textPosition: 'end',
  action: { label: 'Explore TwinXRtreme', target: '/solutions/TwinXrtreme' },
  disclaimer: true,
};

let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('no-preference'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const video = () => document.querySelector('video') as HTMLVideoElement;
const scrollInto = (isIntersecting: boolean) => {
  act(() => {
    observed?.([{ isIntersecting }]);
  });
};

describe('FullscreenVideo', () => {
  it('is a region named by its h2, with the points, the figure, the button and the site disclaimer', () => {
    renderWithProviders(<FullscreenVideo {...section} />);
    const region = screen.getByRole('region', { name: section.header.heading });
    expect(within(region).getByText(section.header.intro ?? '')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(section.highlights);
    expect(within(region).getByText('30%').closest('p')).toHaveTextContent('30% lower factory setup costs');
    expect(within(region).getByRole('link', { name: 'Explore TwinXRtreme' })).toHaveAttribute('href', '/solutions/TwinXrtreme');
    expect(within(region).getByText(testSite.disclaimer)).toBeInTheDocument();
  });

  it('renders a muted, looping, lazily loaded video with its poster, label and fallback text', () => {
    renderWithProviders(<FullscreenVideo {...section} />);
    expect(video()).toHaveAccessibleName(section.video.label);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('loop');
    expect(video()).toHaveAttribute('playsinline');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).toHaveAttribute('poster', '/media/videos/digital-twin-poster.webp');
    expect([...video().querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/media/videos/digital-twin.webm',
      '/media/videos/digital-twin.mp4',
    ]);
    expect(video()).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('plays only on screen, and the visitor can pause it', () => {
    renderWithProviders(<FullscreenVideo {...section} />);
    expect(play).not.toHaveBeenCalled();
    scrollInto(true);
    expect(play).toHaveBeenCalledTimes(1);
    scrollInto(false);
    expect(pause).toHaveBeenCalled();
    scrollInto(true);
    fireEvent.click(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel }));
    expect(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
  });

  it('shows only what the content gives', () => {
    renderWithProviders(
      <FullscreenVideo
        type="fullscreen-video"
        header={{ heading: 'Interactive 3D in every browser' }}
        video={section.video}
        textPosition="start"
        disclaimer={false}
      />,
    );
    const region = screen.getByRole('region', { name: 'Interactive 3D in every browser' });
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(within(region).queryByText(testSite.disclaimer)).not.toBeInTheDocument();
  });
});
