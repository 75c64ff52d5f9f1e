import { useCallback, useSyncExternalStore } from 'react';
import { mediaQueries } from '@/lib/theme/media.ts';

/** The query's live list, or undefined where matchMedia is missing (very old browsers, test DOMs). Call it in effects only. */
export const matchMediaQuery = (query: string): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/**
 * Whether the visitor is known to welcome motion. Without matchMedia their
 * preference is unknown, so nothing moves on by itself. Call it in effects only.
 */
export const motionWelcome = (): boolean => matchMediaQuery(mediaQueries.reducedMotion)?.matches === false;

/**
 * Whether a CSS media query matches, kept up to date. The server and the
 * hydrating render see `false`, so pre-rendered markup always matches; the
 * real value follows straight after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaQuery(query)?.matches ?? false,
    () => false,
  );
}
