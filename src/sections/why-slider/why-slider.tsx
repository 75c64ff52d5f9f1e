import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { Swiper } from 'swiper/types';
import type { WhySliderSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { PlayPauseIcon } from '@/lib/components/icons/play-pause-icon.tsx';
import { MotionToggle } from '@/lib/components/motion-toggle.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useLastInputPointer } from '@/lib/hooks/use-last-input-pointer.ts';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { twoDigits } from '@/lib/text/two-digits.ts';
import { loadSwiper } from './load-swiper.ts';
import { Card, Controls, Pagination, Slide, SlideCopy, SlideNumber, SlideText, SlideTotal, SlideTitle, Track, Viewport } from './why-slider.styles.ts';

/** SPEC 9: a new slide every 8 s, looping, 50 px between slides. */
export const WHY_SLIDER_AUTOPLAY_DELAY_MS = 8000;
export const WHY_SLIDER_SPACE_BETWEEN = 50;
const TRANSITION_MS = 600;

/**
 * The slides are pre-rendered as plain markup (the first one showing, the
 * height of the tallest reserved); Swiper is fetched after hydration and
 * enhances the same elements, so it never weighs on the first render.
 */
export default function WhySlider({ header, slides }: WhySliderSection) {
  const { accessibility } = useSiteContent();
  const { pauseSlidesLabel, playSlidesLabel, slideLabel, goToSlideLabel, carouselDescription, slideDescription } = accessibility;
  const ids = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const wantsPlaying = useRef(true);
  const [playing, setPlaying] = useState(true);
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const lastInputPointer = useLastInputPointer();
  /** Autoplay stopped only while keyboard focus is inside; the visitor's play/pause choice is unchanged. */
  const stoppedForFocus = useRef(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    const pagination = paginationRef.current;
    if (!viewport || !pagination) return;
    const reducedMotion = matchMediaQuery(mediaQueries.reducedMotion);
    const stopForReducedMotion = () => {
      if (reducedMotion?.matches) swiperRef.current?.autoplay.stop();
    };
    let cancelled = false;

    void loadSwiper().then(({ Swiper, modules }) => {
      if (cancelled) return;
      const still = reducedMotion?.matches ?? false;
      const autoplay = wantsPlaying.current && !still;
      swiperRef.current = new Swiper(viewport, {
        modules,
        loop: true,
        spaceBetween: WHY_SLIDER_SPACE_BETWEEN,
        speed: still ? 0 : TRANSITION_MS,
        autoplay: { enabled: autoplay, delay: WHY_SLIDER_AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
        pagination: { el: pagination, clickable: true, bulletElement: 'button' },
        a11y: {
          enabled: true,
          slideRole: 'group',
          itemRoleDescriptionMessage: slideDescription,
          slideLabelMessage: fillTemplate(slideLabel, { index: '{{index}}', count: '{{slidesLength}}' }),
          paginationBulletMessage: fillTemplate(goToSlideLabel, { index: '{{index}}' }),
          // The wrapper's aria-live follows the play/pause state in React below.
          wrapperLiveRegion: false,
        },
        on: {
          autoplayStart: () => setPlaying(true),
          autoplayStop: () => {
            if (!stoppedForFocus.current) setPlaying(false);
          },
          slideChange: (swiper) => setActive(swiper.realIndex),
        },
      });
      setPlaying(autoplay);
      setEnhanced(true);
    });
    reducedMotion?.addEventListener('change', stopForReducedMotion);

    return () => {
      cancelled = true;
      reducedMotion?.removeEventListener('change', stopForReducedMotion);
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [slideLabel, goToSlideLabel, slideDescription]);

  const togglePlaying = () => {
    wantsPlaying.current = !playing;
    const swiper = swiperRef.current;
    if (!swiper) setPlaying(wantsPlaying.current);
    else if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  // WAI-ARIA carousel: keyboard focus on the slides or dots stops autoplay until it leaves (mouse hover is Swiper's pauseOnMouseEnter).
  // Stop, not pause: Swiper resumes a pause by itself after a dot moves the slider.
  const onFocus = () => {
    const swiper = swiperRef.current;
    if (lastInputPointer.current || !swiper?.autoplay.running) return;
    stoppedForFocus.current = true;
    swiper.autoplay.stop();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (!stoppedForFocus.current) return;
    stoppedForFocus.current = false;
    swiperRef.current?.autoplay.start();
  };

  return (
    <SectionShell header={header} aria-roledescription={carouselDescription}>
      <Viewport ref={viewportRef} className="swiper" onFocus={onFocus} onBlur={onBlur}>
        <Track id={`${ids}-slides`} className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              key={slide.id}
              className="swiper-slide"
              role="group"
              aria-roledescription={slideDescription}
              aria-label={fillTemplate(slideLabel, { index: index + 1, count: slides.length })}
              aria-hidden={enhanced && index !== active ? true : undefined}
            >
              <Card>
                <SlideNumber aria-hidden="true">
                  {twoDigits(index + 1)}
                  <SlideTotal> / {twoDigits(slides.length)}</SlideTotal>
                </SlideNumber>
                <SlideCopy>
                  <SlideTitle>{slide.title}</SlideTitle>
                  <SlideText>{slide.description}</SlideText>
                </SlideCopy>
              </Card>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <MotionToggle type="button" aria-controls={`${ids}-slides`} onClick={togglePlaying}>
          <PlayPauseIcon playing={playing} />
          <VisuallyHidden>{playing ? pauseSlidesLabel : playSlidesLabel}</VisuallyHidden>
        </MotionToggle>
        <Pagination ref={paginationRef} onFocus={onFocus} onBlur={onBlur} />
      </Controls>
    </SectionShell>
  );
}
