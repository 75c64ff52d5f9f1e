import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner.tsx';
import { SiteFooter } from '@/features/footer/site-footer.tsx';
import { SiteNav } from '@/features/navigation/site-nav.tsx';
import { SplashScreen } from '@/features/splash/splash-screen.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { GlobalStyle } from '@/lib/theme/global-style.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { useRouteChangeEffects } from './use-route-change-effects.ts';

const SkipLink = styled.a`
  position: fixed;
  z-index: ${theme.zIndex.skipLink};
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  padding: 0.75rem 1.25rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-weight: 700;
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
