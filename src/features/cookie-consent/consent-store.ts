/**
 * The visitor's cookie choice, kept in localStorage under "cookie-consent".
 * Storage can be missing, blocked (throws) or hold garbage; each case reads as
 * "no choice yet" so the banner shows, and nothing throws.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export type ConsentChoice = 'accepted' | 'declined';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'declined';
}

export function readConsent(storage: ReadableStorage | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return isConsentChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Returns whether the choice was persisted; when it was not, the caller still honours it for this visit. */
export function writeConsent(storage: WritableStorage | undefined, choice: ConsentChoice): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** localStorage, or undefined where the browser blocks it (accessing it can throw). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
