import { useLayoutEffect, useRef, type RefObject } from 'react';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { sectionScrollProgress, vrScrollState } from './vr-scroll-mapping.ts';

/** The refs to attach: the tall section, the picture's layer and the text's layer. */
export interface VrScrollRefs {
  section: RefObject<HTMLElement | null>;
  image: RefObject<HTMLDivElement | null>;
  text: RefObject<HTMLDivElement | null>;
}

const DRIVEN = ['opacity', 'transform'] as const;

/**
 * Drives the VR section's effect from the scroll position: a passive scroll listener schedules at most one
 * animation frame, which reads the section's position once and writes the image's and the text's transform and
 * opacity straight to their style (no React render per frame). Only for visitors who welcome motion; under
 * reduced motion (or when the preference changes to it) the styles are removed and the CSS shows both at rest.
 *
 * It runs as a layout effect, so the first painted frame after hydration already shows the right state. The
 * pre-rendered HTML carries no inline style: until this runs, and without JavaScript, the text stays visible.
 */
export function useVrScroll(): VrScrollRefs {
  const section = useRef<HTMLElement>(null);
  const image = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const sectionElement = section.current;
    const imageElement = image.current;
    const textElement = text.current;
    if (!sectionElement || !imageElement || !textElement) return;
    const motion = matchMediaQuery(mediaQueries.motionWelcome);
    let frame = 0;

    const clear = () => {
      for (const element of [imageElement, textElement]) for (const property of DRIVEN) element.style.removeProperty(property);
      delete sectionElement.dataset['progress'];
    };
    const update = () => {
      frame = 0;
      if (!motion?.matches) {
        clear();
        return;
      }
      const progress = sectionScrollProgress(sectionElement.getBoundingClientRect(), window.innerHeight);
      const state = vrScrollState(progress);
      imageElement.style.transform = `scale(${state.scale})`;
      imageElement.style.opacity = String(state.imageOpacity);
      textElement.style.transform = `translateY(${state.textOffsetY}px)`;
      textElement.style.opacity = String(state.textOpacity);
      sectionElement.dataset['progress'] = progress.toFixed(3);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };

    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    motion?.addEventListener('change', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      motion?.removeEventListener('change', schedule);
      clear();
    };
  }, []);

  return { section, image, text };
}
