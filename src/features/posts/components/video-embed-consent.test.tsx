import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore, type ConsentStore } from '@/features/cookie-consent/consent-store.ts';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner.tsx';
import { VIDEO_CONSENT_STORAGE_KEY, createVideoConsentStore, type VideoConsentStore } from '@/features/cookie-consent/video-consent-store.ts';
import { pageSection } from '../../../../testing/vitest/page-section.ts';
import { renderWithProviders, testSite } from '../../../../testing/vitest/render-with-providers.tsx';
import { SiteContentProvider } from '@/lib/site-content/site-content-context.tsx';
import { createPostSanitizer } from '../sanitize-post-html.ts';
import type { PostEmbedPart } from '../post-body-parts.ts';
import { VideoEmbedConsent } from './video-embed-consent.tsx';

const copy = pageSection('/blogs/:slug', 'post-detail').videoConsent;
const sanitizer = createPostSanitizer(window);

/** Embed parts as the view model makes them, from WordPress markup through the sanitiser. */
function embedOf(html: string): PostEmbedPart {
  const part = sanitizer.sanitizeContentParts(html).find((candidate) => candidate.kind === 'embed');
  if (part?.kind !== 'embed') throw new Error(`no player in ${html}`);
  return part;
}
const youtube = embedOf('<iframe title="Line 4 in VR" src="https://www.youtube.com/embed/M7lc1UVf-VE" width="560" height="315"></iframe>');
const secondYoutube = embedOf('<iframe title="Pune plant twin" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>');
const vimeo = embedOf('<iframe title="Digital twin walkthrough" src="https://player.vimeo.com/video/76979871?dnt=1"></iframe>');

/** Stores on this test's own localStorage, so that no choice carries over from another test. */
function freshStores(): { consentStore: ConsentStore; videoConsentStore: VideoConsentStore } {
  const storage = () => window.localStorage;
  return { consentStore: createConsentStore(storage), videoConsentStore: createVideoConsentStore(storage) };
}

const placeholderOf = (title: string) => screen.getByRole('group', { name: title });
const frames = () => [...document.querySelectorAll('iframe')];

beforeEach(() => {
  window.localStorage.clear();
});

describe('VideoEmbedConsent', () => {
  it("shows the video's title, what loading it means, its two load buttons and its page on the provider's site, and no player", () => {
    renderWithProviders(<VideoEmbedConsent embed={youtube} copy={copy} {...freshStores()} />);
    const placeholder = placeholderOf('Line 4 in VR');
    expect(within(placeholder).getByText('Line 4 in VR')).toBeInTheDocument();
    expect(placeholder).toHaveTextContent(copy.notice.replace('{provider}', 'YouTube'));
    // The title labels the group; the one paragraph is the notice (a title set as a paragraph reads as a heading).
    expect([...placeholder.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([copy.notice.replace('{provider}', 'YouTube')]);
    const load = within(placeholder).getByRole('button', { name: 'Load video from YouTube' });
    expect(load).toHaveAccessibleDescription('Line 4 in VR');
    expect(within(placeholder).getByRole('button', { name: 'Always load videos from YouTube' })).toBeInTheDocument();
    const watch = within(placeholder).getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
    expect(frames()).toEqual([]);
  });

  it('names the provider in every label, and leaves the link out when the id could not be validated', () => {
    const playlist = embedOf('<iframe title="Training series" src="https://www.youtube.com/embed/videoseries?list=PL590L5WQmH8fJ54"></iframe>');
    renderWithProviders(
      <>
        <VideoEmbedConsent embed={vimeo} copy={copy} {...freshStores()} />
        <VideoEmbedConsent embed={playlist} copy={copy} {...freshStores()} />
      </>,
    );
    const vimeoPlaceholder = placeholderOf('Digital twin walkthrough');
    expect(within(vimeoPlaceholder).getByRole('button', { name: 'Load video from Vimeo' })).toBeInTheDocument();
    expect(within(vimeoPlaceholder).getByRole('link', { name: 'Watch on Vimeo (opens in a new tab)' })).toHaveAttribute('href', 'https://vimeo.com/76979871');
    expect(within(placeholderOf('Training series')).queryByRole('link')).toBeNull();
  });

  it("loads this video's player, as the sanitiser built it, on its button, and moves focus to it", async () => {
    const stores = freshStores();
    renderWithProviders(
      <>
        <VideoEmbedConsent embed={youtube} copy={copy} {...stores} />
        <VideoEmbedConsent embed={secondYoutube} copy={copy} {...stores} />
      </>,
    );
    await userEvent.click(within(placeholderOf('Line 4 in VR')).getByRole('button', { name: 'Load video from YouTube' }));
    const [frame, ...others] = frames();
    expect(others).toEqual([]);
    expect(frame?.outerHTML).toBe(youtube.frameHtml);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(document.activeElement).toBe(frame);
    // For this video only: the other one waits, and nothing is remembered.
    expect(placeholderOf('Pune plant twin')).toBeInTheDocument();
    expect(window.localStorage.getItem(VIDEO_CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("loads every video of the provider on 'always', remembers it for later visits, and leaves the other provider's waiting", async () => {
    const stores = freshStores();
    const { unmount } = renderWithProviders(
      <>
        <VideoEmbedConsent embed={youtube} copy={copy} {...stores} />
        <VideoEmbedConsent embed={secondYoutube} copy={copy} {...stores} />
        <VideoEmbedConsent embed={vimeo} copy={copy} {...stores} />
      </>,
    );
    await userEvent.click(within(placeholderOf('Line 4 in VR')).getByRole('button', { name: 'Always load videos from YouTube' }));
    expect(frames().map((frame) => new URL(frame.src).hostname)).toEqual(['www.youtube.com', 'www.youtube-nocookie.com']);
    expect(placeholderOf('Digital twin walkthrough')).toBeInTheDocument();
    expect(window.localStorage.getItem(VIDEO_CONSENT_STORAGE_KEY)).toBe('["youtube"]');
    unmount();

    // A later visit: new stores read the stored choice once mounted.
    renderWithProviders(<VideoEmbedConsent embed={secondYoutube} copy={copy} {...freshStores()} />);
    expect(frames()).toHaveLength(1);
  });

  it.each([
    ['Accept', ['www.youtube.com', 'player.vimeo.com']],
    ['Decline', []],
  ])('the cookie banner’s %s: the players that load are %j', async (choice, hostsLoaded) => {
    const stores = freshStores();
    renderWithProviders(
      <>
        <VideoEmbedConsent embed={youtube} copy={copy} {...stores} />
        <VideoEmbedConsent embed={vimeo} copy={copy} {...stores} />
        <CookieBanner store={stores.consentStore} />
      </>,
    );
    expect(frames()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: choice }));
    expect(frames().map((frame) => new URL(frame.src).hostname)).toEqual(hostsLoaded);
  });

  it('loads on a stored acceptance once mounted, and on a provider allowed in another tab', () => {
    window.localStorage.setItem('cookie-consent', 'accepted');
    const { unmount } = renderWithProviders(<VideoEmbedConsent embed={youtube} copy={copy} {...freshStores()} />);
    expect(frames()).toHaveLength(1);
    unmount();

    window.localStorage.setItem('cookie-consent', 'declined');
    renderWithProviders(<VideoEmbedConsent embed={vimeo} copy={copy} {...freshStores()} />);
    expect(frames()).toEqual([]);
    window.localStorage.setItem(VIDEO_CONSENT_STORAGE_KEY, '["vimeo"]');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: VIDEO_CONSENT_STORAGE_KEY })));
    expect(frames()).toHaveLength(1);
  });

  it('keeps the placeholder when storage is hostile: throwing, or holding garbage', async () => {
    window.localStorage.setItem('cookie-consent', 'yes please');
    window.localStorage.setItem(VIDEO_CONSENT_STORAGE_KEY, '{"youtube":true}');
    renderWithProviders(<VideoEmbedConsent embed={youtube} copy={copy} {...freshStores()} />);
    expect(frames()).toEqual([]);

    const throwing = () => ({
      getItem: (): string | null => {
        throw new Error('storage disabled');
      },
      setItem: () => {
        throw new Error('storage disabled');
      },
    });
    renderWithProviders(
      <VideoEmbedConsent embed={vimeo} copy={copy} consentStore={createConsentStore(throwing)} videoConsentStore={createVideoConsentStore(throwing)} />,
    );
    const placeholder = placeholderOf('Digital twin walkthrough');
    // The choice still holds for this visit.
    await userEvent.click(within(placeholder).getByRole('button', { name: 'Always load videos from Vimeo' }));
    expect(frames().map((frame) => new URL(frame.src).hostname)).toEqual(['player.vimeo.com']);
  });

  it('renders the placeholder on the server whatever is stored, reading no storage', () => {
    window.localStorage.setItem('cookie-consent', 'accepted');
    window.localStorage.setItem(VIDEO_CONSENT_STORAGE_KEY, '["youtube"]');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const html = renderToString(
      <SiteContentProvider content={testSite}>
        <VideoEmbedConsent embed={youtube} copy={copy} {...freshStores()} />
      </SiteContentProvider>,
    );
    expect(getItem).not.toHaveBeenCalled();
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Load video from YouTube');
  });
});
