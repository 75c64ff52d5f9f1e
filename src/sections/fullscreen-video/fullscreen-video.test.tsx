import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FullscreenVideoSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { stubVideoEnvironment, type VideoEnvironment } from '../../../testing/vitest/video-environment.ts';
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

let stubs: VideoEnvironment;

beforeEach(() => {
  stubs = stubVideoEnvironment();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const video = () => document.querySelector('video') as HTMLVideoElement;
const scrollInto = (isIntersecting: boolean) => stubs.scrollInto(isIntersecting);

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
    expect(stubs.play).not.toHaveBeenCalled();
    scrollInto(true);
    expect(stubs.play).toHaveBeenCalledTimes(1);
    scrollInto(false);
    expect(stubs.pause).toHaveBeenCalled();
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
