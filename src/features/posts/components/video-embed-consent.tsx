import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { PostDetailSection } from '@/content/generated/content-types.ts';
import { siteConsentStore, type ConsentState, type ConsentStore } from '@/features/cookie-consent/consent-store.ts';
import {
  NO_PROVIDERS,
  VIDEO_CONSENT_STORAGE_KEY,
  pageVideoConsentStore,
  playerMayLoad,
  type VideoConsentStore,
} from '@/features/cookie-consent/video-consent-store.ts';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import type { PostEmbedPart } from '../post-body-parts.ts';
import { Actions, LoadButton, Notice, Placeholder, Player, VideoTitle, WatchLink } from './video-embed-consent.styles.ts';

export interface VideoEmbedConsentProps {
  embed: PostEmbedPart;
  copy: PostDetailSection['videoConsent'];
  /** The page's stores unless a test brings its own. */
  consentStore?: ConsentStore;
  videoConsentStore?: VideoConsentStore;
}

// The server knows no one's choice: it renders the placeholder, and so does the browser's first (hydrating) render.
const unknownConsent = (): ConsentState => 'unknown';
const noProviders = () => NO_PROVIDERS;

/**
 * A YouTube or Vimeo player in a post, which loads only with the visitor's agreement: this video's button, the
 * provider's "always" button, or Accept in the cookie banner. Until then a placeholder names the video, says what
 * loading it means and links to it on the provider's site; nothing, not even a thumbnail, comes from the provider.
 * The choices are read after mount (consent stores), so server HTML and the first client render are the same.
 */
export function VideoEmbedConsent({ embed, copy, consentStore = siteConsentStore, videoConsentStore = pageVideoConsentStore }: VideoEmbedConsentProps) {
  const titleId = useId();
  const cookieChoice = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, unknownConsent);
  const allowedProviders = useSyncExternalStore(videoConsentStore.subscribe, videoConsentStore.getSnapshot, noProviders);
  const [loadRequested, setLoadRequested] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  // Set by this placeholder's buttons: the focused button goes away with the placeholder, so focus moves to the player.
  const focusPlayerOnLoad = useRef(false);
  const showsPlayer = playerMayLoad({ cookieChoice, allowedProviders, provider: embed.provider, loadRequested });

  useEffect(() => {
    consentStore.load();
    videoConsentStore.load();
    // A provider allowed in another tab loads its players here too (the banner's own store listens for its key).
    const onStorage = (event: StorageEvent) => {
      if (event.key === VIDEO_CONSENT_STORAGE_KEY) videoConsentStore.load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [consentStore, videoConsentStore]);

  useEffect(() => {
    if (!showsPlayer || !focusPlayerOnLoad.current) return;
    focusPlayerOnLoad.current = false;
    playerRef.current?.querySelector('iframe')?.focus();
  }, [showsPlayer]);

  if (showsPlayer) {
    // The sanitiser's own iframe markup (post-body-parts.ts): its sandbox, permissions and referrer policy, unchanged.
    return <Player ref={playerRef} dangerouslySetInnerHTML={{ __html: embed.frameHtml }} />;
  }

  const provider = copy.providerNames[embed.provider];
  return (
    <Placeholder role="group" aria-labelledby={titleId}>
      <VideoTitle id={titleId}>{embed.title}</VideoTitle>
      <Notice>{fillTemplate(copy.notice, { provider })}</Notice>
      <Actions>
        <LoadButton
          type="button"
          $variant="primary"
          aria-describedby={titleId}
          onClick={() => {
            focusPlayerOnLoad.current = true;
            setLoadRequested(true);
          }}
        >
          {fillTemplate(copy.loadLabel, { provider })}
        </LoadButton>
        <LoadButton
          type="button"
          $variant="secondary"
          onClick={() => {
            focusPlayerOnLoad.current = true;
            videoConsentStore.allow(embed.provider);
          }}
        >
          {fillTemplate(copy.alwaysLoadLabel, { provider })}
        </LoadButton>
      </Actions>
      {embed.watchUrl === undefined ? null : <WatchLink link={{ label: fillTemplate(copy.watchLabel, { provider }), target: embed.watchUrl }} />}
    </Placeholder>
  );
}
