import { act } from '@testing-library/react';
import { vi, type MockInstance } from 'vitest';

export interface VideoEnvironment {
  play: MockInstance<HTMLMediaElement['play']>;
  pause: MockInstance<HTMLMediaElement['pause']>;
  /** Tells the page's IntersectionObserver that the video came into view, or left it, inside act(). */
  scrollInto(isIntersecting: boolean): void;
  /** The same without act(), for a test that wraps it in its own async act() to let a play() promise settle. */
  notifyIntersection(isIntersecting: boolean): void;
}

/**
 * What a looping video needs from jsdom, driven by the test: an IntersectionObserver it triggers with
 * `scrollInto`, the motion preference (welcome unless `reducedMotion()` says otherwise), and `play`/`pause`
 * that fire their media events. Call it in `beforeEach` and `vi.unstubAllGlobals()` in `afterEach`;
 * override `play` with `mockImplementation` to refuse autoplay.
 */
export function stubVideoEnvironment({ reducedMotion = () => false }: { reducedMotion?: () => boolean } = {}): VideoEnvironment {
  let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    // "(prefers-reduced-motion: no-preference)" contains "reduce" too, so it is told apart first.
    matches: query.includes('no-preference') ? !reducedMotion() : query.includes('reduce') ? reducedMotion() : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return {
    play,
    pause,
    scrollInto(isIntersecting) {
      act(() => observed?.([{ isIntersecting }]));
    },
    notifyIntersection(isIntersecting) {
      observed?.([{ isIntersecting }]);
    },
  };
}
