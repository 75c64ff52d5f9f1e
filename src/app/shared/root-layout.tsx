/**
 * The app around every page: what it injects (AppProviders) and the root route's layout (RootLayout: skip link,
 * progress bar, navigation, main, footer, cookie banner, splash).
 */
import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { SiteContent } from '@/content/generated/content-types.ts';
import { SiteNav } from '@/features/navigation/site-nav.tsx';
import { SplashScreen } from '@/features/splash/splash-screen.tsx';
import { SiteContentProvider, useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { GlobalStyle } from '@/lib/theme/global-style.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { hydrateWhenReached } from '@/page-builder/hydrate-when-reached.tsx';
import { SectionRenderingContext, type SectionRenderingOptions } from '@/page-builder/page-sections.tsx';
import { useRouteChangeEffects } from './use-route-change-effects.ts';

interface AppProvidersProps {
  site: SiteContent;
  sectionRendering: SectionRenderingOptions;
  children: ReactNode;
}

/**
 * Everything the app injects, shared by the browser entry, the pre-renderer and tests.
 * TanStack Query is deliberately not here: only post sections need it, so its
 * provider belongs in their chunk and keeps ~7 KB gzipped off every other page.
 */
export function AppProviders({ site, sectionRendering, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <SiteContentProvider content={site}>
        <SectionRenderingContext.Provider value={sectionRendering}>{children}</SectionRenderingContext.Provider>
      </SiteContentProvider>
    </StrictMode>
  );
}

const SkipLink = styled.a`
  position: fixed;
  z-index: ${theme.zIndex.skipLink};
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  padding: 0.75rem 1.25rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-weight: ${theme.fontWeight.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

/** A navigation quicker than this shows no progress bar: it would only flicker. */
export const NAVIGATION_PROGRESS_DELAY_MS = 300;

const grow = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(0.9); }
`;

/** A thin bar along the top of the window that creeps towards the end, unless the visitor asked for less motion. */
const ProgressBar = styled.div`
  position: fixed;
  z-index: ${theme.zIndex.splash};
  inset: 0 0 auto;
  height: 3px;
  background: ${theme.color.accent};
  transform-origin: left;

  ${media.motionWelcome} {
    animation: ${grow} 10s ${theme.motion.easing} both;
  }
`;

/**
 * While a client-side navigation waits on its route loader (posts from WordPress, at most 10 s) or its page's
 * code for longer than NAVIGATION_PROGRESS_DELAY_MS, an indeterminate progress bar says the site is working.
 */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  const pendingKey = navigation.state === 'idle' ? undefined : navigation.location.key;
  // The navigation that has been pending long enough to show the bar; a later one starts its own wait.
  const [slowKey, setSlowKey] = useState<string>();
  useEffect(() => {
    if (pendingKey === undefined) return undefined;
    const timer = setTimeout(() => setSlowKey(pendingKey), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);
  return pendingKey !== undefined && pendingKey === slowKey ? <ProgressBar role="progressbar" aria-label={label} data-print="hide" /> : null;
}

/** The footer hydrates when the visitor reaches it, like the sections below the first screen; its code is in no first render. */
const SiteFooter = hydrateWhenReached(() => import('@/features/footer/site-footer.tsx').then(({ SiteFooter: Footer }) => ({ default: Footer })));
/**
 * The cookie banner too: it stands in the first screen of a first visit, so it hydrates right after the page, in a
 * task of its own, and a click on it before then is held until it has (watch-for-visitor.ts).
 */
const CookieBanner = hydrateWhenReached(() => import('@/features/cookie-consent/cookie-banner.tsx').then(({ CookieBanner: Banner }) => ({ default: Banner })));

export function RootLayout() {
  const { accessibility } = useSiteContent();
  const mainRef = useRef<HTMLElement>(null);
  useRouteChangeEffects(mainRef);
  useEffect(() => {
    // Lets tests and monitoring know the page is interactive.
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main-content" data-print="hide">
        {accessibility.skipLinkLabel}
      </SkipLink>
      <NavigationProgress label={accessibility.pageLoadingLabel} />
      <SiteNav />
      <Main id="main-content" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </Main>
      <SiteFooter />
      <CookieBanner />
      <SplashScreen />
    </>
  );
}
