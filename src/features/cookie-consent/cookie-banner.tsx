import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { CONSENT_STORAGE_KEY, browserStorage, createConsentStore, type ConsentState } from './consent-store.ts';

const Banner = styled.section`
  position: fixed;
  z-index: ${theme.zIndex.cookieBanner};
  inset: auto ${theme.space.md} ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  max-width: 60rem;
  margin-inline: auto;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  box-shadow: 0 18px 60px rgba(0, 0, 0, 0.6);
  font-size: ${theme.fontSize.sm};

  ${media.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Message = styled.p`
  color: ${theme.color.textMuted};

  a {
    color: ${theme.color.text};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const ChoiceButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  ${({ $variant }) => buttonStyles($variant)}
  flex: 1 1 auto;
`;

const serverSnapshot = (): ConsentState => 'unknown';

export function CookieBanner({ getStorage = browserStorage }: { getStorage?: typeof browserStorage }) {
  const { cookieBanner } = useSiteContent();
  const [store] = useState(() => createConsentStore(getStorage));
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
    <Banner aria-label={cookieBanner.label} data-testid="cookie-banner">
      <Message>
        {cookieBanner.message} <Link to="/privacy">{cookieBanner.privacyLabel}</Link> · <Link to="/terms">{cookieBanner.termsLabel}</Link>
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
