import { useEffect, useState, type RefObject } from 'react';
import { scrollAnimations, type ScrollTriggerLike } from '../../lib/scroll-animations/scroll-animation-lifecycle.ts';

/** 'static' until hydrated (pre-rendered HTML always shows the section), then 'hidden' → 'shown' when animated. */
export type RevealPhase = 'static' | 'hidden' | 'shown';

/** SPEC 4 and 9: the reveal starts when the section's top is 80% down the viewport. */
export const REVEAL_START = 'top 80%';
const START_FRACTION = 0.8;

interface TriggerFactory {
  create(vars: { trigger: Element; start: string; once: boolean; onEnter: () => void; onLeave: () => void }): { kill(): void };
}

/** Without matchMedia (jsdom, very old browsers) the visitor's wish is unknown, and ScrollTrigger needs it too: no animation. */
const motionWelcome = () => typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const canCreate = (api: ScrollTriggerLike): api is ScrollTriggerLike & TriggerFactory => typeof (api as Partial<TriggerFactory>).create === 'function';

/**
 * Fades and slides a section in once it scrolls to 80% of the viewport, with
 * ScrollTrigger from the app's scroll-animation lifecycle (which kills the
 * trigger when the visitor leaves home). The section is hidden only after
 * hydration, only while it is still below that line, and never under
 * prefers-reduced-motion.
 */
export function useScrollReveal(ref: RefObject<HTMLElement | null>): RevealPhase {
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !motionWelcome()) return;
    let cancelled = false;
    let trigger: { kill(): void } | undefined;
    const show = () => setPhase((current) => (current === 'hidden' ? 'shown' : current));

    void scrollAnimations.scrollTrigger().then((api) => {
      if (cancelled || !canCreate(api)) return;
      if (element.getBoundingClientRect().top <= window.innerHeight * START_FRACTION) return;
      setPhase('hidden');
      // onLeave too: a jump straight past the section must still reveal it.
      trigger = api.create({ trigger: element, start: REVEAL_START, once: true, onEnter: show, onLeave: show });
    });
    // Keyboard users who tab into the section see it at once.
    element.addEventListener('focusin', show);
    return () => {
      cancelled = true;
      trigger?.kill();
      element.removeEventListener('focusin', show);
    };
  }, [ref]);

  return phase;
}
