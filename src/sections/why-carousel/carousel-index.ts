/** SPEC 4 and 9: one step of the carousel is 70% of its visible width. */
export const CAROUSEL_STEP_FACTOR = 0.7;

/** How far from either end (in px) still counts as being at it: browsers scroll to fractional positions. */
export const CAROUSEL_END_TOLERANCE_PX = 2;

/** What the carousel's track reports about its scroll position. */
export interface CarouselScroll {
  /** The track's `scrollLeft`. */
  scrollLeft: number;
  /** The track's visible width, `clientWidth`. */
  clientWidth: number;
  /** The track's `scrollWidth`: the width of all its slides together. */
  scrollWidth: number;
}

/** The scroll distance of one step: 70% of the visible width. */
export const carouselStep = (clientWidth: number): number => CAROUSEL_STEP_FACTOR * clientWidth;

/** The furthest the track can scroll. */
export const carouselMaxScroll = ({ clientWidth, scrollWidth }: Pick<CarouselScroll, 'clientWidth' | 'scrollWidth'>): number =>
  Math.max(0, scrollWidth - clientWidth);

export const carouselAtStart = ({ scrollLeft }: Pick<CarouselScroll, 'scrollLeft'>): boolean => scrollLeft <= CAROUSEL_END_TOLERANCE_PX;

export const carouselAtEnd = (scroll: CarouselScroll): boolean => scroll.scrollLeft >= carouselMaxScroll(scroll) - CAROUSEL_END_TOLERANCE_PX;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The slide the visitor is on, from 0: the scroll distance in steps of 70% of the visible width, rounded and
 * kept within the slides. The last slide can never scroll to the start of the track (nothing follows it), so
 * a track scrolled to its end is on the last slide.
 */
export function carouselIndex(scroll: CarouselScroll, count: number): number {
  if (count <= 0) return 0;
  const { scrollLeft, clientWidth } = scroll;
  if (carouselMaxScroll(scroll) > 0 && carouselAtEnd(scroll)) return count - 1;
  if (clientWidth <= 0) return 0;
  return clamp(Math.round(scrollLeft / carouselStep(clientWidth)), 0, count - 1);
}

/** Where the track scrolls to show slide `index`: that many steps, kept between the start and the end. */
export function carouselScrollTarget(index: number, scroll: Pick<CarouselScroll, 'clientWidth' | 'scrollWidth'>): number {
  return clamp(index * carouselStep(scroll.clientWidth), 0, carouselMaxScroll(scroll));
}
