import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_RETURN_REFRESH_MS, createScrollAnimationLifecycle, type PageScrollAnimations } from './scroll-animation-lifecycle.ts';

/** What home.json declares; other pages declare nothing. */
const home: PageScrollAnimations = { endOnLeave: true, refreshOnReturn: true };
const plainPage = undefined;

function fakeScrollTrigger() {
  const triggers = [{ kill: vi.fn() }, { kill: vi.fn() }];
  return { triggers, api: { create: vi.fn(() => ({ kill: vi.fn() })), getAll: vi.fn(() => triggers), refresh: vi.fn() } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scroll animation lifecycle', () => {
  it('does not load gsap until a section asks for ScrollTrigger', () => {
    const loadScrollTrigger = vi.fn(() => Promise.resolve(fakeScrollTrigger().api));
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger });
    lifecycle.routeChanged(home, plainPage);
    expect(loadScrollTrigger).not.toHaveBeenCalled();
  });

  it.each<[string, PageScrollAnimations]>([
    ['home', home],
    ['a page that only ends its animations', { endOnLeave: true }],
  ])('kills every trigger when leaving %s', async (_name, leaving) => {
    const { api, triggers } = fakeScrollTrigger();
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger: () => Promise.resolve(api) });
    await lifecycle.scrollTrigger();
    lifecycle.routeChanged(leaving, plainPage);
    for (const trigger of triggers) expect(trigger.kill).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HOME_RETURN_REFRESH_MS * 2);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('keeps triggers when leaving a page that declares refreshOnReturn only', async () => {
    const { api, triggers } = fakeScrollTrigger();
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger: () => Promise.resolve(api) });
    await lifecycle.scrollTrigger();
    lifecycle.routeChanged({ refreshOnReturn: true }, plainPage);
    expect(triggers[0]?.kill).not.toHaveBeenCalled();
  });

  it('leaves triggers alone between other pages', async () => {
    const { api, triggers } = fakeScrollTrigger();
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger: () => Promise.resolve(api) });
    await lifecycle.scrollTrigger();
    lifecycle.routeChanged(plainPage, { endOnLeave: false, refreshOnReturn: false });
    expect(triggers[0]?.kill).not.toHaveBeenCalled();
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it(`refreshes ${HOME_RETURN_REFRESH_MS} ms after returning home`, async () => {
    const { api } = fakeScrollTrigger();
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger: () => Promise.resolve(api) });
    await lifecycle.scrollTrigger();
    lifecycle.routeChanged(plainPage, home);
    vi.advanceTimersByTime(HOME_RETURN_REFRESH_MS - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending refresh when the visitor leaves home again at once', async () => {
    const { api } = fakeScrollTrigger();
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger: () => Promise.resolve(api) });
    await lifecycle.scrollTrigger();
    lifecycle.routeChanged(plainPage, home);
    lifecycle.routeChanged(home, plainPage);
    vi.advanceTimersByTime(HOME_RETURN_REFRESH_MS * 2);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('loads gsap once however many sections ask', async () => {
    const loadScrollTrigger = vi.fn(() => Promise.resolve(fakeScrollTrigger().api));
    const lifecycle = createScrollAnimationLifecycle({ loadScrollTrigger });
    await Promise.all([lifecycle.scrollTrigger(), lifecycle.scrollTrigger()]);
    expect(loadScrollTrigger).toHaveBeenCalledTimes(1);
  });
});
