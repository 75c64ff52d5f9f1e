import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { stubVideoEnvironment, type VideoEnvironment } from '../../../testing/vitest/video-environment.ts';
import { LoopingVideo } from './looping-video.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

let reducedMotion = false;
let visibility: DocumentVisibilityState = 'visible';
let stubs: VideoEnvironment;

beforeEach(() => {
  reducedMotion = false;
  visibility = 'visible';
  stubs = stubVideoEnvironment({ reducedMotion: () => reducedMotion });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const video = () => document.querySelector('video') as HTMLVideoElement;
const scrollInto = (isIntersecting: boolean) => stubs.scrollInto(isIntersecting);

describe('LoopingVideo', () => {
  it('is a muted, inline, seamless loop that preloads nothing and shows a poster', () => {
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" label="A factory floor in a live digital twin" />);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('loop');
    expect(video()).toHaveAttribute('playsinline');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).toHaveAttribute('poster', '/media/videos/test-loop-poster.webp');
    expect(video()).toHaveAttribute('width', '1280');
    expect(video()).toHaveAttribute('height', '720');
    expect([...video().querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type])).toEqual([
      ['/media/videos/test-loop.webm', 'video/webm'],
      ['/media/videos/test-loop.mp4', 'video/mp4'],
    ]);
    expect(video()).toHaveTextContent('Your browser does not support the video tag.');
    expect(video()).toHaveAccessibleName('A factory floor in a live digital twin');
  });

  it('plays only while in view and pauses when scrolled away', () => {
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" />);
    expect(stubs.play).not.toHaveBeenCalled();
    scrollInto(true);
    expect(stubs.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel })).toBeInTheDocument();
    scrollInto(false);
    expect(stubs.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
  });

  it('pauses in a hidden tab', () => {
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" />);
    scrollInto(true);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
  });

  it('shows the still poster under prefers-reduced-motion until the visitor presses play', () => {
    reducedMotion = true;
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" />);
    scrollInto(true);
    expect(stubs.play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel }));
    expect(stubs.play).toHaveBeenCalledTimes(1);
  });

  it('stays paused after the visitor pauses it, even back in view', () => {
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" />);
    scrollInto(true);
    fireEvent.click(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel }));
    scrollInto(false);
    scrollInto(true);
    expect(stubs.play).toHaveBeenCalledTimes(1);
  });

  it('when the browser refuses to start it, keeps the poster and shows a prominent play control that plays on click', async () => {
    stubs.play.mockImplementationOnce(() => Promise.reject(new DOMException('The request is not allowed by the user agent.', 'NotAllowedError')));
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" />);
    const frame = video().parentElement;
    scrollInto(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(frame).toHaveAttribute('data-autoplay', 'refused');
    expect(video()).toHaveAttribute('poster', '/media/videos/test-loop-poster.webp');
    const control = screen.getByRole('button', { name: testSite.accessibility.playVideoLabel });
    fireEvent.click(control);
    expect(stubs.play).toHaveBeenCalledTimes(2);
    expect(frame).not.toHaveAttribute('data-autoplay');
    // The same button, now the corner pause control: focus stays where it was.
    expect(screen.getByRole('button', { name: testSite.accessibility.pauseVideoLabel })).toBe(control);
  });

  it('does not count a play interrupted by pausing (AbortError) as a refusal', async () => {
    stubs.play.mockImplementationOnce(() => Promise.reject(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError')));
    renderWithProviders(<LoopingVideo src="/media/videos/test-loop" />);
    scrollInto(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(video().parentElement).not.toHaveAttribute('data-autoplay');
  });

  it('loads hosted videos from the configured hosting address', () => {
    renderWithProviders(<LoopingVideo src="test-loop" hosted />);
    expect(video().querySelector('source')).toHaveAttribute('src', `${testSite.media.hostedVideoBaseUrl}/test-loop.webm`);
  });
});
