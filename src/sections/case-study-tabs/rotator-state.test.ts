import { describe, expect, it } from 'vitest';
import { ROTATOR_STEP, ROTATOR_TICK_MS, initialRotatorState, isRotating, rotatorReducer, type RotatorAction, type RotatorState } from './rotator-state.ts';

const run = (state: RotatorState, actions: RotatorAction[], tabs = 5) => actions.reduce((current, action) => rotatorReducer(current, action, tabs), state);
const ticks = (count: number): RotatorAction[] => Array.from({ length: count }, () => ({ type: 'tick' }));

describe('case-study rotator', () => {
  it('grows progress by 0.5 per 100 ms tick, about 20 s per tab', () => {
    expect(ROTATOR_TICK_MS).toBe(100);
    expect(ROTATOR_STEP).toBe(0.5);
    expect(run(initialRotatorState, ticks(1)).progress).toBe(0.5);
    const almost = run(initialRotatorState, ticks(199));
    expect(almost).toMatchObject({ index: 0, progress: 99.5 });
    expect(run(almost, ticks(1))).toMatchObject({ index: 1, progress: 0 });
  });

  it('wraps from the last tab to the first', () => {
    expect(run({ ...initialRotatorState, index: 4, progress: 99.5 }, ticks(1))).toMatchObject({ index: 0, progress: 0 });
  });

  it('selecting a title selects it and resets progress', () => {
    expect(run({ ...initialRotatorState, progress: 42 }, [{ type: 'select', index: 3 }])).toMatchObject({ index: 3, progress: 0 });
  });

  it.each([
    ['paused with the button', { type: 'toggle-playing' }],
    ['on mobile', { type: 'set-mobile', mobile: true }],
    ['while the pointer or focus is inside', { type: 'set-interacting', interacting: true }],
    ['under reduced motion', { type: 'set-reduced-motion', reducedMotion: true }],
  ] as [string, RotatorAction][])('does not advance when %s', (_, action) => {
    const stopped = run({ ...initialRotatorState, progress: 10 }, [action, ...ticks(50)]);
    expect(stopped).toMatchObject({ index: 0, progress: 10 });
  });

  it('resumes from where it paused', () => {
    const resumed = run(initialRotatorState, [...ticks(4), { type: 'toggle-playing' }, ...ticks(10), { type: 'toggle-playing' }, ...ticks(2)]);
    expect(resumed.progress).toBe(3);
  });

  it('starts paused under reduced motion, and an explicit play is honoured', () => {
    const still = run(initialRotatorState, [{ type: 'set-reduced-motion', reducedMotion: true }]);
    expect(still).toMatchObject({ playing: false, reducedMotion: true });
    expect(run(still, [{ type: 'toggle-playing' }, ...ticks(3)]).progress).toBe(1.5);
  });

  it('rotates again after leaving the phone layout or when the pointer and focus leave', () => {
    const back = run(initialRotatorState, [{ type: 'set-mobile', mobile: true }, ...ticks(5), { type: 'set-mobile', mobile: false }, ...ticks(2)]);
    expect(back.progress).toBe(1);
    const left = run(initialRotatorState, [
      { type: 'set-interacting', interacting: true },
      ...ticks(5),
      { type: 'set-interacting', interacting: false },
      ...ticks(2),
    ]);
    expect(left.progress).toBe(1);
    expect(isRotating(left)).toBe(true);
  });

  it('keeps the index inside the tabs when selecting out of range', () => {
    expect(run(initialRotatorState, [{ type: 'select', index: 9 }]).index).toBe(4);
    expect(run(initialRotatorState, [{ type: 'select', index: -2 }]).index).toBe(0);
  });
});
