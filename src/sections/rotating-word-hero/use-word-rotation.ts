import { useEffect, useReducer, useState } from 'react';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { mediaQueries } from '@/lib/theme/media.ts';
import {
  initialWordRotationState,
  isRotating,
  phaseDuration,
  shownPhase,
  wordRotationReducer,
  type WordPhase,
  type WordRotationState,
} from './word-rotation-state.ts';

export interface WordRotation {
  state: WordRotationState;
  /** The phase to draw: always `hold` for visitors who prefer reduced motion. */
  phase: WordPhase;
  togglePlaying: () => void;
}

/**
 * The word rotation wired to the clock: one timer per phase. The pre-rendered page and the hydrating render
 * show the first word standing still; the clock starts once the splash screen, which covers the page for its
 * first `splash.durationMs` after the application starts, has gone, so visitors see the first word for its full
 * second (on later client-side navigations at once).
 */
export function useWordRotation(wordCount: number): WordRotation {
  const [state, dispatch] = useReducer(
    (current: WordRotationState, action: Parameters<typeof wordRotationReducer>[1]) => wordRotationReducer(current, action, wordCount),
    initialWordRotationState,
  );
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion);
  const splashMs = useSiteContent().splash.durationMs;
  const [splashGone, setSplashGone] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSplashGone(true), Math.max(0, splashMs - performance.now()));
    return () => window.clearTimeout(timer);
  }, [splashMs]);

  useEffect(() => {
    if (!splashGone || !isRotating(state, wordCount)) return;
    const timer = window.setTimeout(() => dispatch({ type: 'advance' }), phaseDuration(state));
    return () => window.clearTimeout(timer);
  }, [splashGone, state, wordCount]);

  return { state, phase: shownPhase(state, reducedMotion), togglePlaying: () => dispatch({ type: 'toggle-playing' }) };
}
