import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { media, mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { CONSENT_STORAGE_KEY, siteConsentStore, type ConsentState, type ConsentStore } from './consent-store.ts';

/** Below this height a phone shows the hero's first button where a bottom bar would sit (see the placement note below). */
const SHORT_PHONE = `@media ${mediaQueries.down('md')} and (max-height: 799.98px)`;

/**
 * Compact by design (issue 12): on phones a bottom bar of small text with the two buttons side by side, at most
 * a fifth of the screen; from the md breakpoint a small card in the bottom-right corner, clear of the hero's
 * left-aligned actions at any height. On short phones (360 × 640, 375 × 667) the hero's first button sits at
 * the bottom edge of the screen, where any bottom bar would cover it, so there the bar sits under the
 * navigation instead. Fixed elements keep clear of the home indicator and rounded corners (safe-area insets).
 */
const Banner = styled.section`
  position: fixed;
  z-index: ${theme.zIndex.cookieBanner};
  inset: auto 0 0;
  display: grid;
  gap: ${theme.space.sm};
  padding: 0.625rem max(${theme.space.md}, env(safe-area-inset-right)) calc(0.625rem + env(safe-area-inset-bottom, 0px))
    max(${theme.space.md}, env(safe-area-inset-left));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  box-shadow: 0 -10px 40px rgba(0, 0, 0, 0.55);
  font-size: ${theme.fontSize.xs};
  line-height: 1.45;

  ${SHORT_PHONE} {
    inset: ${theme.layout.navHeight} 0 auto;
    padding-bottom: 0.625rem;
    border-top: 0;
    border-bottom: 1px solid ${theme.color.border};
    box-shadow: 0 10px 40px rgba(0, 0, 0, 0.55);
  }

  ${media.up('md')} {
    inset: auto max(${theme.space.md}, env(safe-area-inset-right)) calc(${theme.space.md} + env(safe-area-inset-bottom, 0px)) auto;
    gap: 0.75rem;
    width: min(25rem, calc(100% - 2 * ${theme.space.md}));
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    box-shadow: 0 18px 60px rgba(0, 0, 0, 0.6);
  }
`;

const Message = styled.p`
  color: ${theme.color.textMuted};

  a {
    color: ${theme.color.text};
    font-weight: ${theme.fontWeight.semibold};
    white-space: nowrap;
  }

  ${media.hover} {
    a:hover {
      color: ${theme.color.accent};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

const ChoiceButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  ${({ $variant }) => buttonStyles($variant, 'sm')}
  flex: 1 1 0;
`;

const serverSnapshot = (): ConsentState => 'unknown';

/** `store` is the page's own unless a test brings one. */
export function CookieBanner({ store = siteConsentStore }: { store?: ConsentStore }) {
  const { cookieBanner } = useSiteContent();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);

  useEffect(() => {
    store.load();
    // A choice made in another tab hides the banner here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) store.load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  // Pre-rendered for everyone, so the banner paints with the page instead of appearing later as
  // its largest element; a stored choice hides it right after hydration, which on a full load
  // happens under the splash.
  if (state === 'accepted' || state === 'declined') return null;

  return (
    <Banner aria-label={cookieBanner.label} data-testid="cookie-banner" data-print="hide">
      <Message>
        {cookieBanner.message} <ContentLink link={cookieBanner.privacyLink} />
        {' · '}
        <ContentLink link={cookieBanner.termsLink} />
      </Message>
      <Actions>
        <ChoiceButton type="button" $variant="secondary" onClick={() => store.choose('declined')}>
          {cookieBanner.declineLabel}
        </ChoiceButton>
        <ChoiceButton type="button" $variant="primary" onClick={() => store.choose('accepted')}>
          {cookieBanner.acceptLabel}
        </ChoiceButton>
      </Actions>
    </Banner>
  );
}
