import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '../../lib/components/button-styles.ts';
import { useSiteContent } from '../../lib/site-content/site-content-context.tsx';
import { media } from '../../lib/theme/media.ts';
import { theme } from '../../lib/theme/tokens.ts';
import { CONSENT_STORAGE_KEY, browserStorage, readConsent, writeConsent, type ConsentChoice } from './consent-store.ts';

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

/** 'unknown' until mounted: the server cannot know the choice, so the banner appears after hydration. */
type BannerState = 'unknown' | 'undecided' | ConsentChoice;

export function CookieBanner() {
  const { cookieBanner } = useSiteContent();
  const [state, setState] = useState<BannerState>('unknown');

  useEffect(() => {
    setState(readConsent(browserStorage()) ?? 'undecided');
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) setState(readConsent(browserStorage()) ?? 'undecided');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (state !== 'undecided') return null;

  const choose = (choice: ConsentChoice) => {
    writeConsent(browserStorage(), choice);
    setState(choice);
  };

  return (
    <Banner aria-label={cookieBanner.label} data-testid="cookie-banner">
      <Message>
        {cookieBanner.message} <Link to="/privacy">{cookieBanner.privacyLabel}</Link> · <Link to="/terms">{cookieBanner.termsLabel}</Link>
      </Message>
      <Actions>
        <ChoiceButton type="button" $variant="secondary" onClick={() => choose('declined')}>
          {cookieBanner.declineLabel}
        </ChoiceButton>
        <ChoiceButton type="button" $variant="primary" onClick={() => choose('accepted')}>
          {cookieBanner.acceptLabel}
        </ChoiceButton>
      </Actions>
    </Banner>
  );
}
