import { describe, expect, it, vi } from 'vitest';
import { blockedStorage, memoryStorage } from '../../../testing/vitest/storage-doubles.ts';
import {
  NO_PROVIDERS,
  VIDEO_CONSENT_STORAGE_KEY,
  createVideoConsentStore,
  playerMayLoad,
  readAllowedProviders,
  writeAllowedProviders,
  type PlayerConsent,
} from './video-consent-store.ts';

describe('reading the providers always allowed', () => {
  it('reads the stored list, known providers only, each once, in a fixed order', () => {
    expect(readAllowedProviders(memoryStorage({ [VIDEO_CONSENT_STORAGE_KEY]: '["youtube"]' }))).toEqual(['youtube']);
    expect(readAllowedProviders(memoryStorage({ [VIDEO_CONSENT_STORAGE_KEY]: '["vimeo","youtube","vimeo","dailymotion",7,null]' }))).toEqual([
      'youtube',
      'vimeo',
    ]);
  });

  it.each(['', 'youtube', '{"youtube":true}', '"youtube"', 'null', '[', '["YouTube"]', '["__proto__","constructor","toString"]'])(
    'reads the garbage value %j as none',
    (value) => {
      expect(readAllowedProviders(memoryStorage({ [VIDEO_CONSENT_STORAGE_KEY]: value }))).toEqual([]);
    },
  );

  it('reads missing, unavailable and throwing storage as none', () => {
    expect(readAllowedProviders(memoryStorage())).toEqual([]);
    expect(readAllowedProviders(undefined)).toEqual([]);
    expect(readAllowedProviders(blockedStorage)).toEqual([]);
  });
});

describe('writing the providers always allowed', () => {
  it('stores a JSON list under "video-consent", beside the cookie choice', () => {
    const storage = memoryStorage({ 'cookie-consent': 'declined' });
    expect(writeAllowedProviders(storage, ['vimeo'])).toBe(true);
    expect(storage.values.get('video-consent')).toBe('["vimeo"]');
    expect(storage.values.get('cookie-consent')).toBe('declined');
  });

  it('reports, but survives, storage that throws or is missing', () => {
    expect(writeAllowedProviders(blockedStorage, ['youtube'])).toBe(false);
    expect(writeAllowedProviders(undefined, ['youtube'])).toBe(false);
  });
});

describe('the video consent store', () => {
  it('allows none until loaded, and reads storage only then', () => {
    const storage = memoryStorage({ [VIDEO_CONSENT_STORAGE_KEY]: '["youtube"]' });
    const getItem = vi.spyOn(storage, 'getItem');
    const store = createVideoConsentStore(() => storage);
    expect(store.getSnapshot()).toBe(NO_PROVIDERS);
    expect(getItem).not.toHaveBeenCalled();
    store.load();
    expect(store.getSnapshot()).toEqual(['youtube']);
  });

  it('persists an allowed provider, keeps what another tab allowed meanwhile, and notifies once per change', () => {
    const storage = memoryStorage();
    const store = createVideoConsentStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.load();
    store.allow('youtube');
    // Another tab allows Vimeo; this page has not reloaded the list yet.
    storage.values.set(VIDEO_CONSENT_STORAGE_KEY, '["vimeo"]');
    store.allow('youtube');
    expect(store.getSnapshot()).toEqual(['youtube', 'vimeo']);
    expect(storage.values.get(VIDEO_CONSENT_STORAGE_KEY)).toBe('["youtube","vimeo"]');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.load();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives the same array until the list changes, as useSyncExternalStore needs', () => {
    const storage = memoryStorage({ [VIDEO_CONSENT_STORAGE_KEY]: '["vimeo"]' });
    const store = createVideoConsentStore(() => storage);
    store.load();
    const first = store.getSnapshot();
    store.load();
    expect(store.getSnapshot()).toBe(first);
  });

  it('honours a provider for the visit even when storage throws', () => {
    const store = createVideoConsentStore(() => blockedStorage);
    store.load();
    expect(store.getSnapshot()).toBe(NO_PROVIDERS);
    store.allow('vimeo');
    expect(store.getSnapshot()).toEqual(['vimeo']);
  });
});

describe('whether a player may load', () => {
  const nothingAgreed: PlayerConsent = { cookieChoice: 'declined', allowedProviders: [], provider: 'youtube', loadRequested: false };

  it('waits while there is no agreement: before the choice is read, undecided, or declined', () => {
    for (const cookieChoice of ['unknown', 'undecided', 'declined'] as const) expect(playerMayLoad({ ...nothingAgreed, cookieChoice })).toBe(false);
    expect(playerMayLoad({ ...nothingAgreed, allowedProviders: ['vimeo'] })).toBe(false);
  });

  it('loads on the banner accepted, the provider always allowed, or this video’s button pressed', () => {
    expect(playerMayLoad({ ...nothingAgreed, cookieChoice: 'accepted' })).toBe(true);
    expect(playerMayLoad({ ...nothingAgreed, allowedProviders: ['youtube'] })).toBe(true);
    expect(playerMayLoad({ ...nothingAgreed, loadRequested: true })).toBe(true);
  });
});
