import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WhyCarouselSection } from '@/content/generated/content-types.ts';
import { ArrowIcon } from '@/lib/components/icons/arrow-icon.tsx';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import { twoDigits } from '@/lib/text/two-digits.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { carouselAtEnd, carouselAtStart, carouselIndex, carouselScrollTarget } from './carousel-index.ts';
import { ArrowButton, Buttons, Card, Controls, Counter, Current, Slide, SlideNumber, SlideText, SlideTitle, Track } from './why-carousel.styles.ts';

interface Position {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

const scrollOf = (track: HTMLElement) => ({ scrollLeft: track.scrollLeft, clientWidth: track.clientWidth, scrollWidth: track.scrollWidth });

/** Before the track is measured (on the server and while hydrating): the first slide, with more to come. */
const INITIAL: Position = { index: 0, atStart: true, atEnd: false };

/**
 * A native horizontal scroll-snap row of reasons (WAI-ARIA carousel semantics): touch and trackpads scroll it as
 * any scroller, the Previous and Next buttons and the arrow keys (on the focused row) move it by one step of 70% of
 * its visible width. Keyboard users must be able to reach a scroller, and what takes focus needs a role that may:
 * so the row itself is the carousel, a region named by the section's heading (one landmark, not two of one name),
 * and each slide a group in it. The current slide is derived from the scroll distance (`carouselIndex`), read on scroll
 * once per frame. It never moves by itself and scrolls without animation for visitors who prefer reduced motion.
 */
export default function WhyCarousel({ header, slides, previousLabel, nextLabel }: WhyCarouselSection) {
  const { accessibility } = useSiteContent();
  const { carouselDescription, slideDescription, slideLabel } = accessibility;
  const ids = useId();
  const trackId = `${ids}-track`;
  const trackRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>(INITIAL);
  const count = slides.length;

  /** The slide the last button or key press scrolls to, until the track gets there: quick presses add up. */
  const pending = useRef<number | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const scroll = scrollOf(track);
      const next = { index: carouselIndex(scroll, count), atStart: carouselAtStart(scroll), atEnd: carouselAtEnd(scroll) };
      if (pending.current === next.index) pending.current = null;
      setPosition((current) => (current.index === next.index && current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // A scroll that ends elsewhere (a swipe took over) forgets the button's target.
    const settle = () => {
      pending.current = null;
      schedule();
    };
    measure();
    track.addEventListener('scroll', schedule, { passive: true });
    track.addEventListener('scrollend', settle, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', schedule);
      track.removeEventListener('scrollend', settle);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [count]);

  /**
   * Scrolls to the slide `target` picks from the current one (kept within the slides). The current one is read from
   * the track itself, or is the one a previous press is still scrolling to, rather than the last render's.
   */
  const go = useCallback(
    (target: (from: number) => number) => {
      const track = trackRef.current;
      if (!track) return;
      const scroll = scrollOf(track);
      const from = pending.current ?? carouselIndex(scroll, count);
      const index = Math.min(count - 1, Math.max(0, target(from)));
      const left = carouselScrollTarget(index, scroll);
      if (Math.abs(left - scroll.scrollLeft) < 1) return;
      pending.current = index;
      const still = matchMediaQuery(mediaQueries.reducedMotion)?.matches ?? true;
      track.scrollTo({ left, behavior: still ? 'auto' : 'smooth' });
    },
    [count],
  );

  const previous = () => go((from) => from - 1);
  const next = () => go((from) => from + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => go(() => 0),
      End: () => go(() => count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <SectionShell header={header} named={false}>
      {(headingId) => (
        <>
          <Track
            ref={trackRef}
            id={trackId}
            role="region"
            aria-roledescription={carouselDescription}
            aria-labelledby={headingId}
            tabIndex={0}
            onKeyDown={onKeyDown}
            data-carousel-track=""
          >
            {slides.map((slide, index) => (
              <Slide key={slide.id} role="group" aria-roledescription={slideDescription} aria-label={fillTemplate(slideLabel, { index: index + 1, count })}>
                <Card>
                  <SlideNumber aria-hidden="true">{twoDigits(index + 1)}</SlideNumber>
                  <SlideTitle>{slide.title}</SlideTitle>
                  <SlideText>{slide.description}</SlideText>
                </Card>
              </Slide>
            ))}
          </Track>
          <Controls>
            <Counter data-carousel-counter="">
              <span aria-hidden="true">
                <Current>{twoDigits(position.index + 1)}</Current> / {twoDigits(count)}
              </span>
              <VisuallyHidden aria-live="polite">{fillTemplate(slideLabel, { index: position.index + 1, count })}</VisuallyHidden>
            </Counter>
            <Buttons>
              <ArrowButton type="button" aria-controls={trackId} aria-disabled={position.atStart} onClick={previous}>
                <ArrowIcon direction="previous" />
                <VisuallyHidden>{previousLabel}</VisuallyHidden>
              </ArrowButton>
              <ArrowButton type="button" aria-controls={trackId} aria-disabled={position.atEnd} onClick={next}>
                <ArrowIcon direction="next" />
                <VisuallyHidden>{nextLabel}</VisuallyHidden>
              </ArrowButton>
            </Buttons>
          </Controls>
        </>
      )}
    </SectionShell>
  );
}
