import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeferredModule } from './use-deferred-module.ts';

const module = { default: () => null };

describe('useDeferredModule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches nothing while neither idle nor now holds', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { result } = renderHook(() => useDeferredModule(load, {}));
    await act(() => vi.runAllTimersAsync());
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
  });

  it('with idle, fetches once the loaded page is idle, and only once', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { result, rerender } = renderHook(({ now }) => useDeferredModule(load, { idle: true, now }), { initialProps: { now: false } });
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(module);
    rerender({ now: true });
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with now, fetches at once without waiting for idle time', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { result } = renderHook(() => useDeferredModule(load, { now: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(result.current).toBe(module);
  });

  it('stays undefined when the fetch fails', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useDeferredModule(load, { now: true }));
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBeUndefined();
  });
});
