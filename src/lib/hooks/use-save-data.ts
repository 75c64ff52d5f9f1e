import { useSyncExternalStore } from 'react';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
}

const connection = (): NetworkInformation | undefined => (navigator as Navigator & { connection?: NetworkInformation }).connection;

const subscribe = (onChange: () => void) => {
  const current = connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
};

/**
 * Whether the visitor asked to save data (the Save-Data hint, `navigator.connection.saveData`), kept up to
 * date. False on the server, in the hydrating render and where the Network Information API is missing.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  );
}
