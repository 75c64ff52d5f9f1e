/**
 * The visitor's cookie choice, kept in localStorage under "cookie-consent".
 * Storage can be missing, blocked (throws) or hold garbage; each case reads as
 * "no choice yet" so the banner shows, and nothing throws.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export type ConsentChoice = 'accepted' | 'declined';

/** 'unknown' until storage has been read after mount; the server never knows the choice. */
export type ConsentState = 'unknown' | 'undecided' | ConsentChoice;

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'declined';
}

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return isConsentChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Returns whether the choice was persisted; when it was not, the store still honours it for this visit. */
export function writeConsent(storage: Pick<Storage, 'setItem'> | undefined, choice: ConsentChoice): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** localStorage, or undefined where the browser blocks it (even reading the property can throw). */
export function browserStorage(): ConsentStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface ConsentStore {
  getSnapshot: () => ConsentState;
  subscribe: (listener: () => void) => () => void;
  /** Reads the stored choice; call after mount, never during render. */
  load: () => void;
  choose: (choice: ConsentChoice) => void;
}

/** An external store for useSyncExternalStore, so the banner reads state without touching storage in render. */
export function createConsentStore(getStorage: () => ConsentStorage | undefined): ConsentStore {
  let state: ConsentState = 'unknown';
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => set(readConsent(getStorage()) ?? 'undecided'),
    choose: (choice) => {
      writeConsent(getStorage(), choice);
      set(choice);
    },
  };
}

/**
 * The page's one consent store. The banner records the choice in it, and what waits for consent (the video players
 * in posts) follows it, so accepting in the banner loads them at once. Creating it reads no storage: load() does.
 */
export const siteConsentStore = createConsentStore(browserStorage);
