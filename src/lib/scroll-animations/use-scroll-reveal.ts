import { useEffect, useState, type RefObject } from 'react';
import { css } from 'styled-components';
import { motionWelcome } from '@/lib/hooks/use-media-query.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { scrollAnimations } from './scroll-animation-lifecycle.ts';

/** 'static' until hydrated (pre-rendered HTML always shows the section), then 'hidden' → 'shown' when animated. */
export type RevealPhase = 'static' | 'hidden' | 'shown';

/** SPEC 4 and 9: the reveal starts when the section's top is 80% down the viewport. */
export const REVEAL_START = 'top 80%';
const START_FRACTION = 0.8;

/** SPEC 4: sections fade and slide in over 1 s. Give the element `data-reveal={useScrollReveal(ref)}`. */
export const scrollRevealStyles = css`
  &[data-reveal='hidden'] {
    opacity: 0;
    transform: translateY(48px);
  }

  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
    transition:
      opacity 1s ease-out,
      transform 1s ${theme.motion.easing};
  }
`;

/**
 * Fades and slides an element in once it scrolls to 80% of the viewport, with
 * ScrollTrigger from the app's scroll-animation lifecycle (which kills the
 * trigger when the visitor leaves home). The element is hidden only after
 * hydration, only while it is still below that line, and never when motion
 * is unwelcome or the preference is unknown.
 */
export function useScrollReveal(ref: RefObject<HTMLElement | null>): RevealPhase {
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !motionWelcome() || typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    let trigger: { kill(): void } | undefined;
    const show = () => setPhase((current) => (current === 'hidden' ? 'shown' : current));

    // gsap and ScrollTrigger load only when the element comes within a screen of the
    // viewport, not while the page starts; the observer reports its position without
    // forcing a layout.
    const approach = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        approach.disconnect();
        if (entry.boundingClientRect.top <= window.innerHeight * START_FRACTION) return;
        setPhase('hidden');
        scrollAnimations.scrollTrigger().then(
          (scrollTrigger) => {
            if (cancelled) return;
            // onLeave too: a jump straight past the element must still reveal it.
            trigger = scrollTrigger.create({ trigger: element, start: REVEAL_START, once: true, onEnter: show, onLeave: show });
          },
          // Never leave the element hidden because the animation code failed to load.
          show,
        );
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    approach.observe(element);
    // Keyboard users who tab into the element see it at once.
    element.addEventListener('focusin', show);
    return () => {
      cancelled = true;
      approach.disconnect();
      trigger?.kill();
      element.removeEventListener('focusin', show);
    };
  }, [ref]);

  return phase;
}
