// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { blockedStorage, memoryStorage } from '../../../testing/vitest/storage-doubles.ts';
import { CONSENT_STORAGE_KEY, createConsentStore, readConsent, writeConsent } from './consent-store.ts';

describe('reading the stored cookie choice', () => {
  it.each(['accepted', 'declined'] as const)('reads "%s"', (choice) => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: choice }))).toBe(choice);
  });

  it.each(['', 'yes', 'ACCEPTED', '{"accepted":true}', 'null'])('treats the garbage value %j as no choice', (value) => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: value }))).toBeNull();
  });

  it('treats missing, unavailable and throwing storage as no choice', () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(undefined)).toBeNull();
    expect(readConsent(blockedStorage)).toBeNull();
  });
});

describe('writing the cookie choice', () => {
  it('stores the choice under "cookie-consent"', () => {
    const storage = memoryStorage();
    expect(writeConsent(storage, 'declined')).toBe(true);
    expect(storage.values.get('cookie-consent')).toBe('declined');
  });

  it('reports, but survives, storage that throws or is missing', () => {
    expect(writeConsent(blockedStorage, 'accepted')).toBe(false);
    expect(writeConsent(undefined, 'accepted')).toBe(false);
  });
});

describe('the consent store', () => {
  it('is unknown until loaded, then undecided without a stored choice', () => {
    const store = createConsentStore(() => memoryStorage());
    expect(store.getSnapshot()).toBe('unknown');
    store.load();
    expect(store.getSnapshot()).toBe('undecided');
  });

  it('persists a choice and notifies subscribers once per change', () => {
    const storage = memoryStorage();
    const store = createConsentStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.load();
    store.choose('accepted');
    store.choose('accepted');
    expect(store.getSnapshot()).toBe('accepted');
    expect(storage.values.get(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.choose('declined');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('honours a choice for the visit even when storage throws', () => {
    const store = createConsentStore(() => blockedStorage);
    store.load();
    expect(store.getSnapshot()).toBe('undecided');
    store.choose('declined');
    expect(store.getSnapshot()).toBe('declined');
  });
});

describe("the page's consent store", () => {
  it('reads no storage when its module loads, only on load()', async () => {
    vi.resetModules();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { siteConsentStore } = await import('./consent-store.ts');
    expect(getItem).not.toHaveBeenCalled();
    expect(siteConsentStore.getSnapshot()).toBe('unknown');
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    try {
      siteConsentStore.load();
      expect(siteConsentStore.getSnapshot()).toBe('accepted');
    } finally {
      window.localStorage.clear();
    }
  });
});
