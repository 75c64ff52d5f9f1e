import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { scrollAnimations } from '../lib/scroll-animations/scroll-animation-lifecycle.ts';
import { useSiteContent } from '../lib/site-content/site-content-context.tsx';
import { applyHeadData, headDataFor, isRouteHead } from './route-head.ts';

/**
 * What happens on every route change: the document head follows the page,
 * the window scrolls to the top, focus moves to the new content for
 * screen-reader and keyboard users, and scroll animations are ended or refreshed.
 */
export function useRouteChangeEffects(mainRef: RefObject<HTMLElement | null>): void {
  const site = useSiteContent();
  const { pathname } = useLocation();
  const matches = useMatches();
  const previousPath = useRef<string | null>(null);
  const handle = matches.at(-1)?.handle;
  const head = isRouteHead(handle) ? handle : undefined;

  useEffect(() => {
    applyHeadData(document, headDataFor(site, head, pathname));
  }, [site, head, pathname]);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === null || previous === pathname) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    mainRef.current?.focus({ preventScroll: true });
    scrollAnimations.routeChanged(previous, pathname);
  }, [pathname, mainRef]);
}
