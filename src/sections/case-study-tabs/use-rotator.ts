import { useEffect, useReducer, type Dispatch } from 'react';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { ROTATOR_TICK_MS, initialRotatorState, isRotating, rotatorReducer, type RotatorAction, type RotatorState } from './rotator-state.ts';

/** Under 640 px the case studies are stacked and nothing rotates (SPEC 9). */
export const ROTATOR_MOBILE_QUERY = mediaQueries.down('sm');

/**
 * The rotator state machine wired to the clock and the visitor's screen:
 * one tick every 100 ms while rotating, mobile and reduced motion from media queries.
 */
export function useRotator(tabCount: number): [RotatorState, Dispatch<RotatorAction>] {
  const [state, dispatch] = useReducer((current: RotatorState, action: RotatorAction) => rotatorReducer(current, action, tabCount), initialRotatorState);
  const mobile = useMediaQuery(ROTATOR_MOBILE_QUERY);
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion);

  useEffect(() => dispatch({ type: 'set-mobile', mobile }), [mobile]);
  useEffect(() => dispatch({ type: 'set-reduced-motion', reducedMotion }), [reducedMotion]);

  const rotating = isRotating(state) && tabCount > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), ROTATOR_TICK_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return [state, dispatch];
}
