import { describe, expect, it } from 'vitest';
import {
  WORD_ROTATION_TIMING,
  initialWordRotationState,
  phaseDuration,
  shownPhase,
  wordRotationReducer,
  type WordRotationState,
} from './word-rotation-state.ts';

const advance = (state: WordRotationState, count = 3) => wordRotationReducer(state, { type: 'advance' }, count);
const toggle = (state: WordRotationState, count = 3) => wordRotationReducer(state, { type: 'toggle-playing' }, count);

describe('word rotation state', () => {
  it('keeps the spec timing: first swap after 1 s, out 0.5 s, in 0.8 s, hold 1.5 s', () => {
    expect(WORD_ROTATION_TIMING).toEqual({ firstHoldMs: 1000, outMs: 500, inMs: 800, holdMs: 1500 });
  });

  it('starts on the first word, holding, playing', () => {
    expect(initialWordRotationState).toEqual({ index: 0, phase: 'hold', first: true, playing: true });
    expect(phaseDuration(initialWordRotationState)).toBe(1000);
  });

  it('runs hold → out → in (next word) → hold, each phase for its own time', () => {
    const out = advance(initialWordRotationState);
    expect(out).toMatchObject({ index: 0, phase: 'out' });
    expect(phaseDuration(out)).toBe(500);
    const arriving = advance(out);
    expect(arriving).toMatchObject({ index: 1, phase: 'in' });
    expect(phaseDuration(arriving)).toBe(800);
    const holding = advance(arriving);
    expect(holding).toMatchObject({ index: 1, phase: 'hold', first: false });
    expect(phaseDuration(holding)).toBe(1500);
  });

  it('goes through the words in order and wraps from the last to the first, for ever', () => {
    let state = initialWordRotationState;
    const shown: number[] = [];
    for (let step = 0; step < 7 * 3; step += 1) {
      state = advance(state);
      if (state.phase === 'in') shown.push(state.index);
    }
    expect(shown).toEqual([1, 2, 0, 1, 2, 0, 1]);
  });

  it('does nothing while paused or with a single word', () => {
    const paused = toggle(initialWordRotationState);
    expect(advance(paused)).toBe(paused);
    expect(advance(initialWordRotationState, 1)).toBe(initialWordRotationState);
  });

  it('pausing settles the word in full view; playing again holds it for a full hold first', () => {
    const leaving = advance(initialWordRotationState);
    const paused = toggle(leaving);
    expect(paused).toMatchObject({ index: 0, phase: 'hold', playing: false });
    const arriving = advance(advance(initialWordRotationState));
    expect(toggle(arriving)).toMatchObject({ index: 1, phase: 'hold', playing: false });
    const resumed = toggle(paused);
    expect(resumed).toMatchObject({ index: 0, phase: 'hold', playing: true, first: false });
    expect(phaseDuration(resumed)).toBe(1500);
  });

  it('under reduced motion the word never moves: it is always shown as holding', () => {
    const leaving = advance(initialWordRotationState);
    expect(shownPhase(leaving, false)).toBe('out');
    expect(shownPhase(leaving, true)).toBe('hold');
    expect(shownPhase(advance(leaving), true)).toBe('hold');
  });
});
