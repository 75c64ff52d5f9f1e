import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabletVideoSection } from '@/content/generated/content-types.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { stubVideoEnvironment, type VideoEnvironment } from '../../../testing/vitest/video-environment.ts';
import TabletVideo from './tablet-video.tsx';

/** The capabilities page's section, as marketers ship it. */
const section: TabletVideoSection = pageSection('/Capabilities/capabilities', 'tablet-video');

let stubs: VideoEnvironment;

beforeEach(() => {
  stubs = stubVideoEnvironment();
  // The browser refuses to start media by itself (autoplay policy, Low Power Mode), but plays on a visitor's click.
  stubs.play.mockImplementation(function (this: HTMLMediaElement) {
    if (stubs.play.mock.calls.length === 1) return Promise.reject(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const video = () => document.querySelector('video') as HTMLVideoElement;

describe('TabletVideo', () => {
  it('is a region named by its h2, with the points, the button and the site disclaimer', () => {
    renderWithProviders(<TabletVideo {...section} />);
    const region = screen.getByRole('region', { name: section.header.heading });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(section.header.heading);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(section.highlights);
    expect(within(region).getByRole('link', { name: 'Explore SalesXRtreme' })).toHaveAttribute('href', '/solutions/salesxrtreme');
    expect(within(region).getByText(testSite.disclaimer)).toBeInTheDocument();
    expect(testSite.disclaimer).toBe('Content adapted from prior projects is for illustration only. All trademarks remain property of their owners.');
  });

  it('leaves the disclaimer out when the content does not ask for it', () => {
    renderWithProviders(<TabletVideo {...section} disclaimer={false} />);
    expect(screen.queryByText(testSite.disclaimer)).not.toBeInTheDocument();
  });

  it('shows a muted looping video in the tablet, with its space reserved and the fallback text', () => {
    renderWithProviders(<TabletVideo {...section} />);
    expect(video()).toHaveAccessibleName(section.video.label);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('loop');
    expect(video()).toHaveAttribute('width', '1280');
    expect(video()).toHaveAttribute('height', '720');
    expect(video()).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('tries to autoplay in view; when refused it keeps the poster and shows a play control that plays on click', async () => {
    renderWithProviders(<TabletVideo {...section} />);
    await act(async () => {
      stubs.notifyIntersection(true);
      await Promise.resolve();
    });
    expect(stubs.play).toHaveBeenCalledTimes(1);
    expect(video().paused).toBe(true);
    expect(video()).toHaveAttribute('poster', '/media/videos/ar-tablet-poster.webp');
    expect(video().parentElement).toHaveAttribute('data-autoplay', 'refused');
    fireEvent.click(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel }));
    expect(stubs.play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel })).toBeInTheDocument();
    expect(video().parentElement).not.toHaveAttribute('data-autoplay');
  });
});
