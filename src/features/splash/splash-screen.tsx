import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { theme } from '@/lib/theme/tokens.ts';

const FADE_MS = 300;

const pulse = keyframes`
  0%, 100% { transform: scale(0.92); opacity: 0.75; }
  50% { transform: scale(1.04); opacity: 1; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// CSS hides the overlay on time even if JavaScript never runs, so it can never trap the page.
const hide = keyframes`
  to { opacity: 0; visibility: hidden; }
`;

const Overlay = styled.div<{ $durationMs: number }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.splash};
  display: grid;
  place-items: center;
  background: ${theme.color.black};
  animation: ${hide} ${FADE_MS}ms ease ${({ $durationMs }) => Math.max(0, $durationMs - FADE_MS)}ms forwards;
`;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 9rem;
  height: 9rem;
`;

const Ring = styled.div`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: 3px solid rgba(255, 214, 10, 0.18);
  border-top-color: ${theme.color.accent};
  animation: ${spin} 1s linear infinite;
`;

const Logo = styled.img`
  width: 4.5rem;
  height: 4.5rem;
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** The black loading overlay shown over the already-rendered page for the first moments after start. */
export function SplashScreen() {
  const { splash, brand } = useSiteContent();
  const [visible, setVisible] = useState(true);
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), splash.durationMs);
    // Its own timeline, for tests and monitoring: when (Date.now) the overlay goes.
    if (overlayRef.current) overlayRef.current.dataset['hidesAt'] = String(Date.now() + splash.durationMs);
    return () => window.clearTimeout(timer);
  }, [splash.durationMs]);

  if (!visible) return null;
  return (
    <Overlay ref={overlayRef} $durationMs={splash.durationMs} data-testid="splash" role="status" data-print="hide">
      <Stage>
        <Ring />
        <Logo src={brand.logo.src} alt={splash.logoAlt} width={brand.logo.width} height={brand.logo.height} />
      </Stage>
    </Overlay>
  );
}
