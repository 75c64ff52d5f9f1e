import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP_FACTOR, carouselAtEnd, carouselAtStart, carouselIndex, carouselMaxScroll, carouselScrollTarget } from './carousel-index.ts';

/** A track 1000 px wide holding `count` slides whose starts are 700 px apart (each slide plus its gap is 70%). */
const track = (scrollLeft: number, count = 6, clientWidth = 1000, gap = 16) => ({
  scrollLeft,
  clientWidth,
  scrollWidth: Math.round(count * CAROUSEL_STEP_FACTOR * clientWidth - gap),
});

describe('carouselIndex', () => {
  it('is the scroll distance in steps of 70% of the visible width, rounded', () => {
    expect(carouselIndex(track(0), 6)).toBe(0);
    expect(carouselIndex(track(349), 6)).toBe(0);
    expect(carouselIndex(track(350), 6)).toBe(1);
    expect(carouselIndex(track(700), 6)).toBe(1);
    expect(carouselIndex(track(1400), 6)).toBe(2);
    expect(carouselIndex(track(2100), 6)).toBe(3);
    expect(carouselIndex(track(2800), 6)).toBe(4);
  });

  it('is the last slide at the end of the track, which the last slide can never scroll to the start of', () => {
    const end = carouselMaxScroll(track(0));
    expect(end).toBe(3184);
    // 3184 / 700 rounds to 5 here, but on a 320 px phone it would not: the end rule decides.
    expect(carouselIndex(track(end), 6)).toBe(5);
    expect(carouselIndex(track(end - 1), 6)).toBe(5);
    const phone = track(0, 6, 300);
    const phoneEnd = carouselMaxScroll(phone);
    expect(Math.round(phoneEnd / (0.7 * 300))).toBe(4);
    expect(carouselIndex({ ...phone, scrollLeft: phoneEnd }, 6)).toBe(5);
  });

  it('stays within the slides for any scroll position, width and count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 200, max: 2000 }),
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        (count, width, fraction) => {
          const scroll = track(0, count, width);
          const index = carouselIndex({ ...scroll, scrollLeft: fraction * carouselMaxScroll(scroll) }, count);
          expect(Number.isInteger(index)).toBe(true);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(count - 1);
        },
      ),
    );
  });

  it('reads back the slide that carouselScrollTarget scrolled to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 300, max: 2000 }), fc.nat(), (count, width, seed) => {
        const index = seed % count;
        const scroll = track(0, count, width);
        expect(carouselIndex({ ...scroll, scrollLeft: carouselScrollTarget(index, scroll) }, count)).toBe(index);
      }),
    );
  });

  it('is 0 for an unmeasured or empty track', () => {
    expect(carouselIndex({ scrollLeft: 0, clientWidth: 0, scrollWidth: 0 }, 6)).toBe(0);
    expect(carouselIndex(track(500), 0)).toBe(0);
  });
});

describe('carouselScrollTarget', () => {
  it('is that many steps of 70% of the visible width, kept between the start and the end', () => {
    const scroll = track(0);
    expect(carouselScrollTarget(0, scroll)).toBe(0);
    expect(carouselScrollTarget(1, scroll)).toBe(700);
    expect(carouselScrollTarget(4, scroll)).toBe(2800);
    expect(carouselScrollTarget(5, scroll)).toBe(3184);
    expect(carouselScrollTarget(9, scroll)).toBe(3184);
    expect(carouselScrollTarget(-1, scroll)).toBe(0);
  });
});

describe('carouselAtStart and carouselAtEnd', () => {
  it('tell the ends apart, allowing for fractional scroll positions', () => {
    expect(carouselAtStart(track(0))).toBe(true);
    expect(carouselAtStart(track(1.5))).toBe(true);
    expect(carouselAtStart(track(700))).toBe(false);
    expect(carouselAtEnd(track(700))).toBe(false);
    expect(carouselAtEnd(track(3183.4))).toBe(true);
  });

  it('counts a track whose slides all fit as being at both ends', () => {
    const fits = { scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 };
    expect(carouselAtStart(fits)).toBe(true);
    expect(carouselAtEnd(fits)).toBe(true);
    expect(carouselIndex(fits, 3)).toBe(0);
  });
});
