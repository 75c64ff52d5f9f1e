/**
 * Stand-ins for the browser's Storage (localStorage, sessionStorage) in the stores' tests: the three calls the
 * site makes, in a Map, and a storage that refuses every call, as a browser that blocks storage or is full does.
 */
export interface StorageDouble {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage in a Map, as the browser's behaves for these three calls; `values` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}): StorageDouble & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Throws on every call: reading as a document denied storage does, writing as a full storage does. */
export const blockedStorage: StorageDouble = {
  getItem: () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
};
