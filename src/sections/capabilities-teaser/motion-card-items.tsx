import { LazyMotion, m } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import { motionWelcome } from '@/lib/hooks/use-media-query.ts';
import { CapabilityCard, type CapabilityCardContent } from './capability-card.tsx';

/** SPEC 4 and 9: 0.6 s, 0.3 s more per card, once a fifth of the card is in view. */
const REVEAL_SECONDS = 0.6;
const STAGGER_SECONDS = 0.3;
const IN_VIEW_AMOUNT = 0.2;

const loadMotionFeatures = () => import('./motion-features.ts').then((module) => module.default);

/** Without IntersectionObserver or matchMedia (jsdom, very old browsers), or with reduced motion, cards simply stay visible. */
const canAnimate = () => typeof IntersectionObserver === 'function' && motionWelcome();

const revealVariants = (index: number) => ({
  hidden: { opacity: 0, y: 40, transition: { duration: 0 } },
  visible: { opacity: 1, y: 0, transition: { duration: REVEAL_SECONDS, delay: STAGGER_SECONDS * index, ease: 'easeOut' as const } },
});

/**
 * Pre-rendered and hydrated visible, with neither `initial` nor `animate`
 * until the card is armed: framer-motion renders an initial or animate
 * variant into a style attribute, which the site's policy (no 'unsafe-inline'
 * for styles) does not allow in server HTML. initial={false} would not do
 * either: framer-motion skips the first change after it, which would swallow
 * the switch to 'hidden' when a card is armed before the lazily loaded
 * features arrive. Only once hydrated,
 * only while it is still below the viewport and only if motion is welcome is
 * a card set to 'hidden', so whileInView can fade and raise it.
 */
function MotionCard({ card, index }: { card: CapabilityCardContent; index: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate()) return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (entry && !entry.isIntersecting && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight)) setArmed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <m.div
      ref={ref}
      variants={revealVariants(index)}
      animate={armed ? 'hidden' : undefined}
      whileInView="visible"
      viewport={{ once: true, amount: IN_VIEW_AMOUNT }}
    >
      <CapabilityCard card={card} />
    </m.div>
  );
}

/**
 * The cards with their scroll-in motion. The section loads this module with
 * React.lazy, so framer-motion stays out of the home page's first-render
 * JavaScript: pre-rendered HTML shows the cards, and React hydrates them once
 * this chunk arrives. The animation features load later still, via LazyMotion.
 */
export default function MotionCardItems({ cards }: { cards: readonly CapabilityCardContent[] }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      {cards.map((card, index) => (
        <li key={card.link.label}>
          <MotionCard card={card} index={index} />
        </li>
      ))}
    </LazyMotion>
  );
}
