/**
 * Which video providers the visitor lets posts load players from without asking again ("Always load videos from
 * YouTube"), kept in localStorage under "video-consent" beside the cookie choice, as a JSON list: ["youtube"].
 * Like the cookie choice, storage that is missing, blocked (throws) or holds garbage reads as "none", and the store
 * reads it only when load() is called after mount, never while rendering or when the module loads.
 *
 * Only post pages load this module (with their video placeholders), so it costs the other pages nothing.
 */
import type { VideoProvider } from '@/features/posts/video-embed-hosts.ts';
import { browserStorage, type ConsentState } from './consent-store.ts';

export const VIDEO_CONSENT_STORAGE_KEY = 'video-consent';

type VideoConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A record rather than a list, so that the compiler insists on every provider video-embed-hosts.ts knows. */
const KNOWN_PROVIDERS: Readonly<Record<VideoProvider, true>> = { youtube: true, vimeo: true };

/** The known providers among `values`, each once, in one fixed order (so equal lists compare equal). */
const knownProvidersAmong = (values: readonly unknown[]): VideoProvider[] =>
  (Object.keys(KNOWN_PROVIDERS) as VideoProvider[]).filter((provider) => values.includes(provider));

/** The same empty list every time, for the server's snapshot and a store not yet loaded. */
export const NO_PROVIDERS: readonly VideoProvider[] = Object.freeze([]);

/** The providers stored, known ones only, each once, in a fixed order; anything unreadable is none. */
export function readAllowedProviders(storage: Pick<Storage, 'getItem'> | undefined): readonly VideoProvider[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(VIDEO_CONSENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? knownProvidersAmong(stored) : NO_PROVIDERS;
  } catch {
    return NO_PROVIDERS;
  }
}

/** Returns whether the list was persisted; when it was not, the store still honours it for this visit. */
export function writeAllowedProviders(storage: Pick<Storage, 'setItem'> | undefined, providers: readonly VideoProvider[]): boolean {
  try {
    if (!storage) return false;
    storage.setItem(VIDEO_CONSENT_STORAGE_KEY, JSON.stringify(providers));
    return true;
  } catch {
    return false;
  }
}

export interface VideoConsentStore {
  /** The providers allowed; NO_PROVIDERS until load(). The same array until the list changes. */
  getSnapshot: () => readonly VideoProvider[];
  subscribe: (listener: () => void) => () => void;
  /** Reads the stored list; call after mount (and when another tab changes it), never during render. */
  load: () => void;
  /** Allows every video of the provider from now on, on this page and on later visits. */
  allow: (provider: VideoProvider) => void;
}

/** An external store for useSyncExternalStore, the pattern of the cookie choice's (consent-store.ts). */
export function createVideoConsentStore(getStorage: () => VideoConsentStorage | undefined): VideoConsentStore {
  let allowed: readonly VideoProvider[] = NO_PROVIDERS;
  const listeners = new Set<() => void>();
  const set = (next: readonly VideoProvider[]) => {
    if (next.join() === allowed.join()) return;
    allowed = next.length === 0 ? NO_PROVIDERS : next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => allowed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => set(readAllowedProviders(getStorage())),
    allow: (provider) => {
      // What is stored now, so that a provider another tab allowed meanwhile is kept.
      const storage = getStorage();
      const next = knownProvidersAmong([...readAllowedProviders(storage), ...allowed, provider]);
      writeAllowedProviders(storage, next);
      set(next);
    },
  };
}

/** The providers allowed on this page, shared by every video placeholder so that one choice loads them all. */
export const pageVideoConsentStore = createVideoConsentStore(browserStorage);

export interface PlayerConsent {
  /** The cookie banner's answer: accepting lets every player load; declining, or no answer yet, does not. */
  cookieChoice: ConsentState;
  /** Providers the visitor always allows. */
  allowedProviders: readonly VideoProvider[];
  provider: VideoProvider;
  /** The visitor pressed this video's load button. */
  loadRequested: boolean;
}

/** Whether a player may load: only on the visitor's agreement, for this video, its provider or through the banner. */
export function playerMayLoad({ cookieChoice, allowedProviders, provider, loadRequested }: PlayerConsent): boolean {
  return loadRequested || cookieChoice === 'accepted' || allowedProviders.includes(provider);
}
