import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { scrollAnimations } from '@/lib/scroll-animations/scroll-animation-lifecycle.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { applyHeadData, headDataFor, isRouteHead, loadedHeadOf, type RouteHead } from './route-head.ts';

const scrollAnimationsOf = (head: RouteHead | undefined) => (head?.kind === 'page' ? head.scrollAnimations : undefined);

/**
 * What happens on every route change: the document head follows the page (and
 * what its data says about itself), the window scrolls to the top, focus moves
 * to the new content for screen-reader and keyboard users, and scroll
 * animations are ended or refreshed as the pages involved declare.
 */
export function useRouteChangeEffects(mainRef: RefObject<HTMLElement | null>): void {
  const site = useSiteContent();
  const { pathname } = useLocation();
  const matches = useMatches();
  const previous = useRef<{ pathname: string; head: RouteHead | undefined } | null>(null);
  const leaf = matches.at(-1);
  const head = isRouteHead(leaf?.handle) ? leaf.handle : undefined;
  const loadedData = leaf?.loaderData;

  useEffect(() => {
    applyHeadData(document, headDataFor(site, head, pathname, loadedHeadOf(loadedData)));
  }, [site, head, pathname, loadedData]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, head };
    if (before === null || before.pathname === pathname) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    mainRef.current?.focus({ preventScroll: true });
    scrollAnimations.routeChanged(scrollAnimationsOf(before.head), scrollAnimationsOf(head));
  }, [pathname, head, mainRef]);
}
