import type { FrameTiming } from './frame-timing.ts';

/**
 * When a frame-sequence hero plays: only once the page has loaded and the
 * splash screen is gone, while it is near and in view and the tab is visible. The play-once variant waits until 60 % of it has been on
 * screen; autoplay starts as soon as the page is ready. Under
 * prefers-reduced-motion it stands still until the visitor presses play, and
 * the visitor's pause or play always wins over the automatic behaviour.
 */

/** Share of the animation that must be on screen before the play-once variant starts. */
export const PLAY_ONCE_VISIBILITY = 0.6;

/** 'auto' follows visibility and the reduced-motion setting; the others are the visitor's explicit choice. */
export type PlaybackChoice = 'auto' | 'paused' | 'playing';

export interface PlaybackState {
  variant: FrameTiming['variant'];
  /** The page has loaded and the splash screen no longer covers it. */
  pageReady: boolean;
  /** Within the preload margin of the viewport. */
  near: boolean;
  /** At least partly on screen. */
  inView: boolean;
  /** Play-once only: PLAY_ONCE_VISIBILITY of it has been on screen, or the visitor pressed play. Never resets. */
  triggered: boolean;
  tabVisible: boolean;
  reducedMotion: boolean;
  choice: PlaybackChoice;
  /** The final frame is shown and the player stands there; playing again starts from the first frame. */
  ended: boolean;
}

export type PlaybackEvent =
  | { type: 'page-ready' }
  | { type: 'near-changed'; near: boolean }
  | { type: 'view-changed'; intersecting: boolean; ratio: number }
  | { type: 'visibility-changed'; visible: boolean }
  | { type: 'reduced-motion-changed'; reducedMotion: boolean }
  /** The pause/play button. */
  | { type: 'toggle' }
  /** The player drew its final frame. */
  | { type: 'player-ended' };

export interface PlaybackOutput {
  /** Whether the player should be running now (and, before it exists, whether to create it). */
  run: boolean;
  /** The button shows pause (and its pause label) rather than play. */
  showsPause: boolean;
}

/** Before anything is known: nothing runs yet, and unless told otherwise motion is welcome and the tab visible. */
export function initialPlaybackState(
  variant: PlaybackState['variant'],
  environment: { reducedMotion: boolean; tabVisible: boolean } = { reducedMotion: false, tabVisible: true },
): PlaybackState {
  return { variant, pageReady: false, near: false, inView: false, triggered: false, choice: 'auto', ended: false, ...environment };
}

/** The visitor asked for motion, or left it to the automatic behaviour and does not prefer reduced motion. */
const wantsToPlay = ({ choice, reducedMotion }: PlaybackState) => choice === 'playing' || (choice === 'auto' && !reducedMotion);

/** Every condition for running is met, ignoring whether the player has already ended. */
function mayRun(state: PlaybackState): boolean {
  const onScreen = state.pageReady && state.near && state.inView && state.tabVisible;
  const started = state.variant === 'autoplay' ? state.pageReady : state.triggered;
  return onScreen && (state.choice === 'playing' || (state.choice === 'auto' && started && !state.reducedMotion));
}

export function playback(state: PlaybackState): PlaybackOutput {
  return { run: mayRun(state) && !state.ended, showsPause: !state.ended && wantsToPlay(state) };
}

/** An ended player stays on its last frame, unless the visitor pressed play: then it starts over as soon as it may run. */
function settle(state: PlaybackState): PlaybackState {
  return state.ended && state.choice === 'playing' && mayRun(state) ? { ...state, ended: false } : state;
}

function apply(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  switch (event.type) {
    case 'page-ready':
      return { ...state, pageReady: true };
    case 'near-changed':
      return { ...state, near: event.near };
    case 'view-changed':
      return { ...state, inView: event.intersecting, triggered: state.triggered || event.ratio >= PLAY_ONCE_VISIBILITY };
    case 'visibility-changed':
      return { ...state, tabVisible: event.visible };
    case 'reduced-motion-changed':
      return { ...state, reducedMotion: event.reducedMotion };
    case 'toggle':
      // The button does what its icon shows: pause stops it, play (also after the end) starts it.
      return playback(state).showsPause ? { ...state, choice: 'paused' } : { ...state, choice: 'playing', triggered: true };
    case 'player-ended':
      // An explicit play lasts one run; afterwards visibility and reduced motion decide again.
      return { ...state, ended: true, choice: state.choice === 'playing' ? 'auto' : state.choice };
  }
}

export function playbackReducer(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  return settle(apply(state, event));
}
