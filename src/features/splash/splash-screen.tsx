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

// CSS hides the overlay on time even if JavaScript never runs, so it can never trap the page. The fade animates
// opacity alone, so it runs on the compositor; visibility, which no compositor animates, is a zero-length step at the
// end (an animation holding both would repaint the overlay on the main thread for every frame of the fade).
const fadeOut = keyframes`
  to { opacity: 0; }
`;

const gone = keyframes`
  to { visibility: hidden; }
`;

const Overlay = styled.div<{ $durationMs: number }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.splash};
  display: grid;
  place-items: center;
  background: ${theme.color.black};
  animation:
    ${fadeOut} ${FADE_MS}ms ease ${({ $durationMs }) => Math.max(0, $durationMs - FADE_MS)}ms forwards,
    ${gone} 0s linear ${({ $durationMs }) => $durationMs}ms forwards;
`;

/**
 * The ring and the logo move only while the overlay shows: their iterations end with it (a fraction of a turn is a
 * valid count), so a page whose script never removes the overlay does not animate a hidden one for ever.
 */
const iterationsUntilHidden = (durationMs: number, periodMs: number) => Math.max(0, durationMs) / periodMs;
const SPIN_MS = 1000;
const PULSE_MS = 1600;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 9rem;
  height: 9rem;
`;

const Ring = styled.div<{ $durationMs: number }>`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: 3px solid rgba(255, 214, 10, 0.18);
  border-top-color: ${theme.color.accent};
  animation: ${spin} ${SPIN_MS}ms linear ${({ $durationMs }) => iterationsUntilHidden($durationMs, SPIN_MS)};
`;

const Logo = styled.img<{ $durationMs: number }>`
  width: 4.5rem;
  height: 4.5rem;
  animation: ${pulse} ${PULSE_MS}ms ease-in-out ${({ $durationMs }) => iterationsUntilHidden($durationMs, PULSE_MS)};
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
        <Ring $durationMs={splash.durationMs} />
        <Logo $durationMs={splash.durationMs} src={brand.logo.src} alt={splash.logoAlt} width={brand.logo.width} height={brand.logo.height} />
      </Stage>
    </Overlay>
  );
}
