import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhyCarouselSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import WhyCarousel from './why-carousel.tsx';

const slide = (id: string, title: string) => ({ id, title, description: `Why ${title.toLowerCase()} matters to your team.` });

const props: WhyCarouselSection = {
  type: 'why-carousel',
  header: { eyebrow: 'Why Satori XR', heading: 'Why planners choose Satori XR' },
  slides: [
    slide('one', 'One model'),
    slide('two', 'Pay as you go'),
    slide('three', 'Any device'),
    slide('four', 'Analytics'),
    slide('five', 'Integration'),
    slide('six', 'Services'),
  ],
  previousLabel: 'Previous reason',
  nextLabel: 'Next reason',
};

/** The track's geometry in jsdom, which lays nothing out: 1000 px visible, six slides 700 px apart (16 px gap). */
const CLIENT_WIDTH = 1000;
const SCROLL_WIDTH = 6 * 700 - 16;
const MAX_SCROLL = SCROLL_WIDTH - CLIENT_WIDTH;
const scrollPositions = new WeakMap<Element, number>();
const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
  scrollPositions.set(this, Math.min(MAX_SCROLL, Math.max(0, options.left ?? 0)));
  this.dispatchEvent(new Event('scroll'));
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
  const isTrack = (element: Element) => element.hasAttribute('data-carousel-track');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isTrack(this) ? CLIENT_WIDTH : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isTrack(this) ? SCROLL_WIDTH : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrollPositions.get(this) ?? 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
    scrollPositions.set(this, value);
  });
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  scrollTo.mockClear();
});

const render = () => renderWithProviders(<WhyCarousel {...props} />);
const track = () => screen.getByRole('region', { name: 'Why planners choose Satori XR' });
const counter = () => document.querySelector('[data-carousel-counter] [aria-hidden="true"]')?.textContent;
const previousButton = () => screen.getByRole('button', { name: 'Previous reason' });
const nextButton = () => screen.getByRole('button', { name: 'Next reason' });

/** Scrolls the track as a finger or trackpad would, then lets the next animation frame read it. */
function scrollTrackTo(left: number) {
  act(() => {
    track().scrollLeft = left;
    fireEvent.scroll(track());
  });
  act(() => {
    vi.advanceTimersByTime(20);
  });
}

/** A click that moves focus to the button first, as a pointer or keyboard press does. */
function click(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

const press = (key: string) => fireEvent.keyDown(track(), { key });

const nextFrame = () =>
  act(() => {
    vi.advanceTimersByTime(20);
  });

describe('WhyCarousel', () => {
  it('is a carousel region named by its h2 with each slide a labelled group', () => {
    render();
    const region = screen.getByRole('region', { name: 'Why planners choose Satori XR' });
    expect(region).toHaveAttribute('aria-roledescription', testSite.accessibility.carouselDescription);
    expect(region).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { level: 2, name: 'Why planners choose Satori XR' }).id);
    // The scrolling row is the carousel: keyboard users can focus it, and what takes focus has a role that may
    // (a region; a focusable group has none), and the section is no second landmark of the same name.
    expect(region).toBe(document.querySelector('[data-carousel-track]'));
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('region')).toEqual([region]);
    const slides = within(track()).getAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[1]).toHaveAttribute('aria-roledescription', testSite.accessibility.slideDescription);
    expect(slides[1]).toHaveAccessibleName('2 of 6');
    expect(within(slides[1] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Pay as you go');
    expect(within(slides[1] as HTMLElement).getByText('Why pay as you go matters to your team.')).toBeInTheDocument();
    expect(track()).toHaveAttribute('tabindex', '0');
  });

  it('starts on the first slide with Previous disabled and Next enabled', () => {
    render();
    expect(counter()).toBe('01 / 06');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('1 of 6', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('derives the index from the scroll distance in steps of 70% of the visible width, on the next frame', () => {
    render();
    act(() => {
      track().scrollLeft = 1400;
      fireEvent.scroll(track());
    });
    expect(counter()).toBe('01 / 06');
    nextFrame();
    expect(counter()).toBe('03 / 06');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'false');
    scrollTrackTo(900);
    expect(counter()).toBe('02 / 06');
    scrollTrackTo(MAX_SCROLL);
    expect(counter()).toBe('06 / 06');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('6 of 6', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('moves one step with Next and Previous, smoothly, and does nothing past the ends', () => {
    render();
    click(previousButton());
    expect(scrollTo).not.toHaveBeenCalled();
    click(nextButton());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 700, behavior: 'smooth' });
    nextFrame();
    expect(counter()).toBe('02 / 06');
    click(nextButton());
    nextFrame();
    expect(counter()).toBe('03 / 06');
    click(previousButton());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 700, behavior: 'smooth' });
    nextFrame();
    for (let step = 0; step < 4; step += 1) {
      click(nextButton());
      nextFrame();
    }
    expect(scrollTo).toHaveBeenLastCalledWith({ left: MAX_SCROLL, behavior: 'smooth' });
    expect(counter()).toBe('06 / 06');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    const calls = scrollTo.mock.calls.length;
    click(nextButton());
    expect(scrollTo).toHaveBeenCalledTimes(calls);
    expect(nextButton()).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End while the track has focus', () => {
    render();
    act(() => track().focus());
    expect(track()).toHaveFocus();
    press('ArrowRight');
    nextFrame();
    expect(counter()).toBe('02 / 06');
    press('ArrowRight');
    nextFrame();
    expect(counter()).toBe('03 / 06');
    press('ArrowLeft');
    nextFrame();
    expect(counter()).toBe('02 / 06');
    press('End');
    nextFrame();
    expect(counter()).toBe('06 / 06');
    press('Home');
    nextFrame();
    expect(counter()).toBe('01 / 06');
  });

  it('adds up quick presses that come before the track has scrolled there', () => {
    render();
    act(() => track().focus());
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowRight');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2100, behavior: 'smooth' });
    nextFrame();
    expect(counter()).toBe('04 / 06');
    press('ArrowLeft');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1400, behavior: 'smooth' });
  });

  it('scrolls back to the start with Previous from part of the way into the first step', () => {
    render();
    scrollTrackTo(200);
    expect(counter()).toBe('01 / 06');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'false');
    click(previousButton());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    nextFrame();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('scrolls without animation for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    render();
    click(nextButton());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 700, behavior: 'auto' });
  });
});
