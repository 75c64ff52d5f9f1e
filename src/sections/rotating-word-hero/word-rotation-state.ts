/**
 * The About hero's changing word (SPEC 4 and 9): the first word holds for 1 s, then each swap takes the word
 * out over 0.5 s and the next one in over 0.8 s, and the new word holds for 1.5 s; after the last word the
 * first comes back, for ever. Pure functions; `use-word-rotation.ts` wires them to the clock.
 */
export const WORD_ROTATION_TIMING = {
  /** How long the first word stays before the first swap. */
  firstHoldMs: 1000,
  /** A word leaving. */
  outMs: 500,
  /** The next word arriving. */
  inMs: 800,
  /** Every later word staying, once it has arrived. */
  holdMs: 1500,
} as const;

/** `hold`: the word stands still; `out`: it is leaving; `in`: the next word (already `index`) is arriving. */
export type WordPhase = 'hold' | 'out' | 'in';

export interface WordRotationState {
  /** The word shown (while `out`, the one leaving; while `in`, the one arriving). */
  index: number;
  phase: WordPhase;
  /** Still on the first hold since the page loaded, which is shorter. */
  first: boolean;
  /** The pause/play button (WCAG 2.2.2). */
  playing: boolean;
}

export type WordRotationAction = { type: 'advance' } | { type: 'toggle-playing' };

export const initialWordRotationState: WordRotationState = { index: 0, phase: 'hold', first: true, playing: true };

/** How long the current phase lasts before `advance`. */
export function phaseDuration(state: WordRotationState): number {
  switch (state.phase) {
    case 'hold':
      return state.first ? WORD_ROTATION_TIMING.firstHoldMs : WORD_ROTATION_TIMING.holdMs;
    case 'out':
      return WORD_ROTATION_TIMING.outMs;
    case 'in':
      return WORD_ROTATION_TIMING.inMs;
  }
}

/** Whether a timer should run: playing, and more than one word to take turns. */
export const isRotating = (state: WordRotationState, wordCount: number) => state.playing && wordCount > 1;

/**
 * The phase the visitor sees. Under reduced motion a word never moves: it stays in place while "leaving" and
 * the next one replaces it at once when it "arrives", on the same beat as with motion.
 */
export const shownPhase = (state: WordRotationState, reducedMotion: boolean): WordPhase => (reducedMotion ? 'hold' : state.phase);

export function wordRotationReducer(state: WordRotationState, action: WordRotationAction, wordCount: number): WordRotationState {
  switch (action.type) {
    case 'advance': {
      if (!isRotating(state, wordCount)) return state;
      switch (state.phase) {
        case 'hold':
          return { ...state, phase: 'out' };
        case 'out':
          return { ...state, phase: 'in', index: (state.index + 1) % wordCount };
        case 'in':
          return { ...state, phase: 'hold', first: false };
      }
      break;
    }
    case 'toggle-playing':
      // Pausing settles the word that is leaving or arriving in full view; playing again holds it for a full hold first.
      return state.playing ? { ...state, playing: false, phase: 'hold' } : { ...state, playing: true, phase: 'hold', first: false };
  }
}
