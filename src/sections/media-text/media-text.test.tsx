import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaTextSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import MediaText from './media-text.tsx';
import { wideLayout } from './media-text-layout.ts';

const header = { eyebrow: 'The facility', heading: 'An immersive lab on your campus', intro: 'A space where a whole batch can build XR projects.' };
const paragraphs = ['Headsets, tablets and workstations running the creator tool.', 'Faculty run practical sessions for a full class.'];
const image = { src: '/media/images/coe/facility', alt: 'A holographic research bench' };
const base: MediaTextSection = { type: 'media-text', header, paragraphs, image, mediaPosition: 'end', disclaimer: false };

const region = () => screen.getByRole('region', { name: 'An immersive lab on your campus' });

describe('MediaText', () => {
  it('names the section by its h2 and shows the eyebrow, intro and every paragraph', () => {
    renderWithProviders(<MediaText {...base} />);
    expect(within(region()).getByRole('heading', { level: 2 })).toHaveTextContent('An immersive lab on your campus');
    expect(screen.getByText('The facility')).toBeInTheDocument();
    expect(screen.getByText('A space where a whole batch can build XR projects.')).toBeInTheDocument();
    expect(screen.getByText('Headsets, tablets and workstations running the creator tool.')).toBeInTheDocument();
    expect(screen.getByText('Faculty run practical sessions for a full class.')).toBeInTheDocument();
  });

  it('shows an image lazily, with its alt text and its size reserved, and no video', () => {
    renderWithProviders(<MediaText {...base} />);
    const image = screen.getByRole('img', { name: 'A holographic research bench' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority', 'high');
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks for an image about half the layout wide beside the text, and the full width as a banner', () => {
    const { unmount } = renderWithProviders(<MediaText {...base} />);
    expect(document.querySelector('source[type="image/avif"]')?.getAttribute('sizes')).toContain('52vw');
    unmount();
    renderWithProviders(<MediaText {...base} mediaPosition="below" />);
    expect(document.querySelector('source[type="image/avif"]')?.getAttribute('sizes')).toBe('(min-width: 1440px) 1344px, calc(100vw - 2rem)');
  });

  it('shows a video instead: a muted loop with its label, the fallback text and a pause control, and no image', () => {
    // jsdom has no media playback; the loop pauses itself when it unmounts.
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderWithProviders(
      <MediaText
        type="media-text"
        header={header}
        video={{ src: '/media/videos/coe-research', label: 'Researchers around a holographic model' }}
        mediaPosition="end"
        disclaimer={false}
      />,
    );
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('aria-label', 'Researchers around a holographic model');
    expect(video).toHaveAttribute('loop');
    expect(video?.muted).toBe(true);
    expect(video).toHaveTextContent(testSite.accessibility.videoUnsupported);
    expect(testSite.accessibility.videoUnsupported).toBe('Your browser does not support the video tag.');
    expect(screen.getByRole('button', { name: testSite.accessibility.playVideoLabel })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the text before the picture in reading order at every position, so phones show the text first', () => {
    for (const mediaPosition of ['start', 'end', 'below'] as const) {
      const { container, unmount } = renderWithProviders(<MediaText {...base} mediaPosition={mediaPosition} />);
      const heading = within(container).getByRole('heading', { level: 2 });
      const image = within(container).getByRole('img');
      expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      unmount();
    }
  });

  it('puts the picture right of the text ("end"), left of it ("start") or under it as a banner ("below") on wide screens', () => {
    expect(wideLayout('end')).toEqual({ columns: 'minmax(0, 1fr) minmax(0, 1.1fr)', textColumn: 1, mediaColumn: 2 });
    expect(wideLayout('start')).toEqual({ columns: 'minmax(0, 1.1fr) minmax(0, 1fr)', textColumn: 2, mediaColumn: 1 });
    expect(wideLayout('below')).toEqual({ columns: null, textColumn: 1, mediaColumn: 1 });
  });

  it('shows an optional action as a link: internal paths in the same tab, other sites in a new tab', () => {
    const { unmount } = renderWithProviders(<MediaText {...base} action={{ label: 'Propose a joint project', target: '/Contact/Contactus' }} />);
    const internal = screen.getByRole('link', { name: 'Propose a joint project' });
    expect(internal).toHaveAttribute('href', '/Contact/Contactus');
    expect(internal).not.toHaveAttribute('target');
    unmount();

    renderWithProviders(<MediaText {...base} action={{ label: 'Request a Demo', target: 'scheduling' }} />);
    const external = screen.getByRole('link', { name: `Request a Demo ${testSite.accessibility.newTabHint}` });
    expect(external).toHaveAttribute('href', testSite.externalLinks.scheduling);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no link when there is no action', () => {
    renderWithProviders(<MediaText {...base} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows site.json's disclaimer only when the content asks for it", () => {
    const { unmount } = renderWithProviders(<MediaText {...base} />);
    expect(screen.queryByText(testSite.disclaimer)).toBeNull();
    unmount();
    renderWithProviders(<MediaText {...base} disclaimer />);
    expect(within(region()).getByText(testSite.disclaimer)).toBeInTheDocument();
    expect(testSite.disclaimer).toBe('Content adapted from prior projects is for illustration only. All trademarks remain property of their owners.');
  });

  it('works without paragraphs', () => {
    renderWithProviders(<MediaText type="media-text" header={header} image={image} mediaPosition="end" disclaimer={false} />);
    expect(
      within(region())
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['The facility', 'A space where a whole batch can build XR projects.']);
  });
});
