/**
 * The case-study rotator (SPEC 4): progress grows by 0.5 every 100 ms, about
 * 20 s per tab; at 100 the next tab is selected (wrapping) and progress resets.
 */
export const ROTATOR_TICK_MS = 100;
export const ROTATOR_STEP = 0.5;

export interface RotatorState {
  index: number;
  /** 0 to 100. */
  progress: number;
  /** The play/pause button. */
  playing: boolean;
  /** Under 640 px the tabs are stacked and rotation is off. */
  mobile: boolean;
  /** Pointer or keyboard focus inside the block pauses rotation. */
  interacting: boolean;
  /**
   * prefers-reduced-motion: rotation starts paused, so nothing moves on by
   * itself; pressing play is an explicit request and is honoured.
   */
  reducedMotion: boolean;
}

export type RotatorAction =
  | { type: 'tick' }
  | { type: 'select'; index: number }
  | { type: 'toggle-playing' }
  | { type: 'set-mobile'; mobile: boolean }
  | { type: 'set-interacting'; interacting: boolean }
  | { type: 'set-reduced-motion'; reducedMotion: boolean };

export const initialRotatorState: RotatorState = { index: 0, progress: 0, playing: true, mobile: false, interacting: false, reducedMotion: false };

export const isRotating = (state: RotatorState) => state.playing && !state.mobile && !state.interacting;

export function rotatorReducer(state: RotatorState, action: RotatorAction, tabCount: number): RotatorState {
  switch (action.type) {
    case 'tick': {
      if (!isRotating(state) || tabCount < 2) return state;
      const progress = state.progress + ROTATOR_STEP;
      return progress >= 100 ? { ...state, index: (state.index + 1) % tabCount, progress: 0 } : { ...state, progress };
    }
    case 'select':
      return { ...state, index: Math.min(Math.max(action.index, 0), tabCount - 1), progress: 0 };
    case 'toggle-playing':
      return { ...state, playing: !state.playing };
    case 'set-mobile':
      return { ...state, mobile: action.mobile };
    case 'set-interacting':
      return { ...state, interacting: action.interacting };
    case 'set-reduced-motion':
      return action.reducedMotion ? { ...state, reducedMotion: true, playing: false } : { ...state, reducedMotion: false };
  }
}
