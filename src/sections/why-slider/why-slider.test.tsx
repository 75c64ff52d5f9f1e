import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhySliderSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { SiteContentProvider } from '@/lib/site-content/site-content-context.tsx';
import { loadSwiper } from './load-swiper.ts';
import WhySlider from './why-slider.tsx';

vi.mock('./load-swiper.ts', () => ({ loadSwiper: vi.fn() }));

interface FakeSwiperOptions {
  loop: boolean;
  spaceBetween: number;
  autoplay: { enabled: boolean; delay: number };
  pagination: { el: HTMLElement; clickable: boolean };
  a11y: { slideLabelMessage: string; paginationBulletMessage: string };
  on: { autoplayStart: () => void; autoplayStop: () => void };
}

/** Stands in for Swiper: records what it was given, adds pagination dots and emits its autoplay events like the real one. */
class FakeSwiper {
  static created: FakeSwiper[] = [];
  readonly autoplay = {
    running: false,
    start: vi.fn(() => {
      this.autoplay.running = true;
      this.options.on.autoplayStart();
    }),
    stop: vi.fn(() => {
      this.autoplay.running = false;
      this.options.on.autoplayStop();
    }),
  };
  readonly destroy = vi.fn();

  constructor(
    readonly element: HTMLElement,
    readonly options: FakeSwiperOptions,
  ) {
    FakeSwiper.created.push(this);
    this.autoplay.running = options.autoplay.enabled;
    for (const index of [1, 2, 3]) {
      const dot = document.createElement('button');
      dot.setAttribute('aria-label', options.a11y.paginationBulletMessage.replace('{{index}}', String(index)));
      options.pagination.el.append(dot);
    }
  }
}

const props: WhySliderSection = {
  type: 'why-slider',
  header: { heading: 'Why Satori XR' },
  slides: [
    { id: 'ai-led-creation', title: 'From prompt to 3D in days', description: 'Our AI-led studio builds it from your CAD files.' },
    { id: 'pay-as-you-go', title: 'Pay as you go', description: 'No agency retainers.' },
    { id: 'any-device', title: 'Any device, any OS', description: 'Browser, tablet, kiosk and headset.' },
  ],
};

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const swiperReady = async () => {
  await waitFor(() => expect(FakeSwiper.created).toHaveLength(1));
  return FakeSwiper.created[0] as FakeSwiper;
};

beforeEach(() => {
  FakeSwiper.created = [];
  vi.mocked(loadSwiper).mockResolvedValue({ Swiper: FakeSwiper as never, modules: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhySlider', () => {
  it('pre-renders every slide as plain markup without loading Swiper', () => {
    const html = renderToString(
      <SiteContentProvider content={testSite}>
        <WhySlider {...props} />
      </SiteContentProvider>,
    );
    for (const slide of props.slides) expect(html).toContain(slide.title);
    expect(html).toMatch(/class="[^"]*\bswiper-wrapper"/);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(loadSwiper).not.toHaveBeenCalled();
  });

  it('names the carousel and its slides for screen readers before Swiper arrives', () => {
    vi.mocked(loadSwiper).mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<WhySlider {...props} />);
    const carousel = screen.getByRole('region', { name: 'Why Satori XR' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    // Until Swiper takes over only the first slide shows; the others hold their space invisibly.
    expect(within(carousel).getAllByRole('group')).toEqual([slides[0]]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('From prompt to 3D in days');
  });

  it('shows each step number out of the total beside the copy, hidden from screen readers (the slide name says it)', () => {
    vi.mocked(loadSwiper).mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<WhySlider {...props} />);
    const slides = screen.getAllByRole('group', { hidden: true });
    slides.forEach((slide, index) => {
      const [number, copy] = Array.from(slide.firstElementChild?.children ?? []);
      expect(number).toHaveAttribute('aria-hidden', 'true');
      expect(number?.textContent).toBe(`0${index + 1} / 03`);
      expect(copy?.querySelector('h3')).toHaveTextContent(props.slides[index]?.title ?? '');
      expect(copy?.querySelector('p')).toHaveTextContent(props.slides[index]?.description ?? '');
    });
  });

  it('enhances the markup with autoplay every 8 s, loop, 50 px spacing and clickable pagination', async () => {
    stubReducedMotion(false);
    renderWithProviders(<WhySlider {...props} />);
    const swiper = await swiperReady();
    expect(swiper.element).toHaveClass('swiper');
    expect(swiper.options).toMatchObject({ loop: true, spaceBetween: 50, autoplay: { enabled: true, delay: 8000 }, pagination: { clickable: true } });
    expect(swiper.options.a11y).toMatchObject({ slideLabelMessage: '{{index}} of {{slidesLength}}', paginationBulletMessage: 'Show slide {{index}}' });
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    // While it moves by itself, screen readers are not interrupted.
    expect(swiper.element.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
  });

  it('pauses and plays with the button', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderWithProviders(<WhySlider {...props} />);
    const swiper = await swiperReady();
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(swiper.autoplay.stop).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    expect(swiper.element.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');

    screen.getByRole('button', { name: 'Play slides' }).focus();
    await user.keyboard('{Enter}');
    expect(swiper.autoplay.start).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('stops autoplay while keyboard focus is on the dots and starts it again when focus leaves', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderWithProviders(<WhySlider {...props} />);
    const swiper = await swiperReady();
    await user.click(document.body);
    screen.getByRole('button', { name: 'Pause slides' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveFocus();
    expect(swiper.autoplay.stop).toHaveBeenCalledOnce();
    // The visitor did not press pause, so the button still offers it.
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    await user.tab();
    expect(swiper.autoplay.start).not.toHaveBeenCalled();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pause slides' })).toHaveFocus();
    expect(swiper.autoplay.start).toHaveBeenCalledOnce();
  });

  it('does not stop for focus that a click brought in', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderWithProviders(<WhySlider {...props} />);
    const swiper = await swiperReady();
    await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveFocus();
    expect(swiper.autoplay.stop).not.toHaveBeenCalled();
  });

  it('remembers a pause pressed before Swiper has loaded', async () => {
    stubReducedMotion(false);
    let finishLoading: () => void = () => undefined;
    vi.mocked(loadSwiper).mockReturnValue(new Promise((resolve) => (finishLoading = () => resolve({ Swiper: FakeSwiper as never, modules: [] }))));
    renderWithProviders(<WhySlider {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    await act(() => {
      finishLoading();
      return Promise.resolve();
    });
    const swiper = await swiperReady();
    expect(swiper.options.autoplay.enabled).toBe(false);
    // The label follows Swiper's creation in a state update of its own, so it is awaited, not read at once.
    expect(await screen.findByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not autoplay under reduced motion', async () => {
    stubReducedMotion(true);
    renderWithProviders(<WhySlider {...props} />);
    const swiper = await swiperReady();
    expect(swiper.options.autoplay.enabled).toBe(false);
    // The label follows Swiper's creation in a state update of its own, so it is awaited, not read at once.
    expect(await screen.findByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('destroys Swiper when it leaves the page', async () => {
    stubReducedMotion(false);
    const { unmount } = renderWithProviders(<WhySlider {...props} />);
    const swiper = await swiperReady();
    unmount();
    expect(swiper.destroy).toHaveBeenCalledWith(true, true);
  });
});
