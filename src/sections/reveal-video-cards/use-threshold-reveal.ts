import { useEffect, useState, type RefObject } from 'react';
import { motionWelcome } from '@/lib/hooks/use-media-query.ts';
import type { RevealPhase } from '@/lib/scroll-animations/use-scroll-reveal.ts';

/**
 * SPEC 4 and 9: the cards on the 'How it helps' pages reveal at visibility thresholds 0.3 and 0.2.
 * The video, the larger and heavier part of a card, waits until 30% of it is on screen, so it rises
 * in where it can be seen; the text, which carries the message, comes in earlier, at 20%.
 */
export const MEDIA_REVEAL_THRESHOLD = 0.3;
export const TEXT_REVEAL_THRESHOLD = 0.2;

/**
 * 'static' until hydrated, so pre-rendered HTML always shows the element (also without JavaScript); then,
 * only for an element that is still wholly below the viewport and only where motion is welcome, 'hidden'
 * until `threshold` of it is visible, and 'shown' from then on. An element already on screen, or partly
 * on screen, or above it, stays as it was rendered: nothing that has been seen is hidden again. Keyboard
 * focus inside the element shows it at once.
 */
export function useThresholdReveal(ref: RefObject<HTMLElement | null>, threshold: number): RevealPhase {
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !motionWelcome() || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const show = () => {
      setPhase((current) => (current === 'hidden' ? 'shown' : current));
      observer.disconnect();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          const belowViewport = !entry.isIntersecting && entry.boundingClientRect.top > 0;
          if (belowViewport) setPhase('hidden');
          else observer.disconnect();
          return;
        }
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) show();
      },
      { threshold: [threshold] },
    );
    observer.observe(element);
    element.addEventListener('focusin', show);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', show);
    };
  }, [ref, threshold]);

  return phase;
}
