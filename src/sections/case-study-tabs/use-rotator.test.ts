// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATOR_MOBILE_QUERY, useRotator } from './use-rotator.ts';

function stubMediaQueries(matching: string[] = []) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRotator with the clock', () => {
  it('ticks 0.5 every 100 ms and selects the next tab after 20 s', () => {
    stubMediaQueries();
    const { result } = renderHook(() => useRotator(5));
    advance(100);
    expect(result.current[0]).toMatchObject({ index: 0, progress: 0.5 });
    advance(19_800);
    expect(result.current[0]).toMatchObject({ index: 0, progress: 99.5 });
    advance(100);
    expect(result.current[0]).toMatchObject({ index: 1, progress: 0 });
  });

  it('wraps from the last tab to the first', () => {
    stubMediaQueries();
    const { result } = renderHook(() => useRotator(3));
    advance(3 * 20_000);
    expect(result.current[0]).toMatchObject({ index: 0, progress: 0 });
  });

  it('resets progress when a tab is selected', () => {
    stubMediaQueries();
    const { result } = renderHook(() => useRotator(5));
    advance(5_000);
    act(() => {
      result.current[1]({ type: 'select', index: 3 });
    });
    expect(result.current[0]).toMatchObject({ index: 3, progress: 0 });
    advance(1_000);
    expect(result.current[0].progress).toBe(5);
  });

  it('stops while paused and carries on when played again', () => {
    stubMediaQueries();
    const { result } = renderHook(() => useRotator(5));
    advance(1_000);
    act(() => {
      result.current[1]({ type: 'toggle-playing' });
    });
    advance(60_000);
    expect(result.current[0]).toMatchObject({ index: 0, progress: 5, playing: false });
    act(() => {
      result.current[1]({ type: 'toggle-playing' });
    });
    advance(1_000);
    expect(result.current[0].progress).toBe(10);
  });

  it('is off under 640 px', () => {
    stubMediaQueries([ROTATOR_MOBILE_QUERY]);
    const { result } = renderHook(() => useRotator(5));
    advance(60_000);
    expect(result.current[0]).toMatchObject({ index: 0, progress: 0, mobile: true });
  });

  it('does not auto-advance under reduced motion', () => {
    stubMediaQueries(['(prefers-reduced-motion: reduce)']);
    const { result } = renderHook(() => useRotator(5));
    advance(60_000);
    expect(result.current[0]).toMatchObject({ index: 0, progress: 0, playing: false, reducedMotion: true });
  });

  it('works without matchMedia (server-like environments) as a rotating desktop', () => {
    const { result } = renderHook(() => useRotator(2));
    advance(20_000);
    expect(result.current[0].index).toBe(1);
  });
});
