// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle, IDLE_TIMEOUT_MS } from './after-load-and-idle.ts';

describe('afterLoadAndIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow(readyState: DocumentReadyState, withIdle: boolean) {
    const events = new EventTarget();
    return {
      document: { readyState },
      addEventListener: (type: 'load', listener: () => void, options?: AddEventListenerOptions) => events.addEventListener(type, listener, options),
      removeEventListener: (type: 'load', listener: () => void) => events.removeEventListener(type, listener),
      setTimeout: (handler: () => void, timeout: number) => window.setTimeout(handler, timeout),
      clearTimeout: (id: number) => window.clearTimeout(id),
      // Fake timers stand in for an idle period that arrives at the callback's deadline on a busy page.
      ...(withIdle
        ? {
            requestIdleCallback: (callback: () => void, options?: { timeout: number }) => window.setTimeout(callback, options?.timeout ?? 50),
            cancelIdleCallback: (id: number) => window.clearTimeout(id),
          }
        : {}),
      fireLoad: () => events.dispatchEvent(new Event('load')),
    };
  }

  it('waits for the load event, then for idle time', () => {
    const target = fakeWindow('interactive', true);
    const start = vi.fn();
    afterLoadAndIdle(target, start);
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
    target.fireLoad();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the idle wait when the page has already loaded, and falls back to a task without requestIdleCallback', () => {
    const target = fakeWindow('complete', false);
    const start = vi.fn();
    afterLoadAndIdle(target, start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled, before or after the load event', () => {
    const before = fakeWindow('loading', true);
    const startBefore = vi.fn();
    afterLoadAndIdle(before, startBefore)();
    before.fireLoad();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(startBefore).not.toHaveBeenCalled();

    const after = fakeWindow('loading', true);
    const startAfter = vi.fn();
    const cancel = afterLoadAndIdle(after, startAfter);
    after.fireLoad();
    cancel();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(startAfter).not.toHaveBeenCalled();
  });
});
