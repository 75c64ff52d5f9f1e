import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VrScrollZoomSection } from '@/content/generated/content-types.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import VrScrollZoom from './vr-scroll-zoom.tsx';

/** The capabilities page's section, as marketers ship it. */
const section: VrScrollZoomSection = pageSection('/Capabilities/capabilities', 'vr-scroll-zoom');

const VIEWPORT = 800;
const HEIGHT = 3.5 * VIEWPORT;
let motionWelcome = true;
let sectionTop = 0;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  motionWelcome = true;
  sectionTop = 0;
  frames = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('no-preference') ? motionWelcome : query.includes('reduce') ? !motionWelcome : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('innerHeight', VIEWPORT);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-vr-scroll') ? DOMRect.fromRect({ x: 0, y: sectionTop, width: 1280, height: HEIGHT }) : DOMRect.fromRect();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const layer = (name: 'text' | 'image') => document.querySelector<HTMLElement>(`[data-vr-layer="${name}"]`) as HTMLElement;

/** Scrolls so the section's top is `top` px from the viewport's top, and runs the animation frame the scroll asked for. */
function scrollTo(top: number) {
  sectionTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
  });
  expect(frames).toHaveLength(1);
  const pending = frames;
  frames = [];
  act(() => pending.forEach((callback) => callback(0)));
}

describe('VrScrollZoom', () => {
  it('is a region named by its h2 with the text, points, image, button and site disclaimer all in the page', () => {
    renderWithProviders(<VrScrollZoom {...section} />);
    const region = screen.getByRole('region', { name: section.header.heading });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(section.highlights);
    expect(within(region).getByRole('img', { name: section.image.alt ?? '' })).toHaveAttribute('loading', 'lazy');
    expect(within(region).getByRole('link', { name: 'Explore EngageXRtreme' })).toHaveAttribute('href', '/solutions/engagexrtreme');
    expect(within(region).getByText(testSite.disclaimer)).toBeInTheDocument();
  });

  it('starts at progress 0 (image whole, text hidden 40 px low) and follows the scroll, one animation frame per burst of scroll events', () => {
    renderWithProviders(<VrScrollZoom {...section} />);
    expect(layer('image').style.transform).toBe('scale(1)');
    expect(layer('image').style.opacity).toBe('1');
    expect(layer('text').style.opacity).toBe('0');
    expect(layer('text').style.transform).toBe('translateY(40px)');

    // Half way (progress 0.5): scale 2.5, image opacity 0.2, text part way in.
    scrollTo(-0.5 * (HEIGHT - VIEWPORT));
    expect(layer('image').style.transform).toBe('scale(2.5)');
    expect(Number(layer('image').style.opacity)).toBeCloseTo(0.2, 5);
    expect(Number(layer('text').style.opacity)).toBeCloseTo(0.15 / 0.35, 5);

    // The section's bottom at the viewport's bottom (progress 1): image gone at scale 4, text in place.
    scrollTo(-(HEIGHT - VIEWPORT));
    expect(layer('image').style.transform).toBe('scale(4)');
    expect(layer('image').style.opacity).toBe('0');
    expect(layer('text').style.opacity).toBe('1');
    expect(layer('text').style.transform).toBe('translateY(0px)');
  });

  it('under reduced motion writes no style: text and image show at rest', () => {
    motionWelcome = false;
    renderWithProviders(<VrScrollZoom {...section} />);
    for (const name of ['text', 'image'] as const) {
      expect(layer(name).style.opacity).toBe('');
      expect(layer(name).style.transform).toBe('');
    }
  });

  it('removes its styles when it unmounts', () => {
    const { unmount } = renderWithProviders(<VrScrollZoom {...section} />);
    const text = layer('text');
    unmount();
    expect(text.style.opacity).toBe('');
  });
});
