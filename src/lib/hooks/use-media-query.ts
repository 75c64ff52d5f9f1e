import { useCallback, useSyncExternalStore } from 'react';

const mediaQueryList = (query: string): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/**
 * Whether a CSS media query matches, kept up to date. The server and the
 * hydrating render see `false`, so pre-rendered markup always matches; the
 * real value follows straight after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
