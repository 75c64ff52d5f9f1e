import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_DELAY_MS, advanceClock, decodeWindow, finalFrame, frameAt, framesToKeep } from './frame-timing.ts';

describe('frame-hero timing', () => {
  it('advances one frame every 40 ms by default, taking the frame from elapsed time', () => {
    expect(DEFAULT_FRAME_DELAY_MS).toBe(40);
    const timing = { frameCount: 39, variant: 'play-once' } as const;
    expect(frameAt(0, timing).index).toBe(0);
    expect(frameAt(39, timing).index).toBe(0);
    expect(frameAt(40, timing).index).toBe(1);
    // A frame drawn late skips ahead instead of lagging.
    expect(frameAt(401, timing).index).toBe(10);
  });

  it('plays once through to the last frame and stays there', () => {
    const timing = { frameCount: 25, variant: 'play-once' } as const;
    expect(frameAt(24 * 40 - 1, timing)).toEqual({ index: 23, done: false });
    expect(frameAt(24 * 40, timing)).toEqual({ index: 24, done: true });
    expect(frameAt(60_000, timing)).toEqual({ index: 24, done: true });
  });

  it('autoplay stops `cutoff` frames before the end: 1 by default, 13 on the sales pages', () => {
    expect(finalFrame({ frameCount: 110, variant: 'autoplay' })).toBe(108);
    expect(finalFrame({ frameCount: 39, variant: 'autoplay', cutoff: 13 })).toBe(25);
    expect(frameAt(60_000, { frameCount: 39, variant: 'autoplay', cutoff: 13 })).toEqual({ index: 25, done: true });
  });

  it('honours a custom frame delay', () => {
    expect(frameAt(250, { frameCount: 110, variant: 'autoplay', frameDelayMs: 50 }).index).toBe(5);
  });

  it('keeps a bounded window of decoded frames', () => {
    expect(decodeWindow(0, 110)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(decodeWindow(50, 110)).toHaveLength(15);
    expect(decodeWindow(109, 110)).toEqual([107, 108, 109]);
    for (let current = 0; current < 110; current += 1) expect(decodeWindow(current, 110).length).toBeLessThanOrEqual(15);
  });

  it('never lets a cutoff run past the first frame', () => {
    expect(finalFrame({ frameCount: 25, variant: 'autoplay', cutoff: 0 })).toBe(24);
    expect(finalFrame({ frameCount: 25, variant: 'autoplay', cutoff: 40 })).toBe(0);
    expect(frameAt(1_000, { frameCount: 25, variant: 'autoplay', cutoff: 40 })).toEqual({ index: 0, done: true });
    // The cutoff belongs to autoplay only.
    expect(finalFrame({ frameCount: 39, variant: 'play-once', cutoff: 13 })).toBe(38);
  });

  it('advances the clock by elapsed time, skipping frames after a late tick', () => {
    const timing = { frameCount: 110, variant: 'autoplay' } as const;
    const ready = () => true;
    expect(advanceClock(0, 0, timing, ready)).toEqual({ playedMs: 0, index: 0, done: false, stalled: false, target: 0 });
    expect(advanceClock(80, 130, timing, ready)).toMatchObject({ playedMs: 210, index: 5, stalled: false });
    expect(advanceClock(108 * 40 - 10, 30, timing, ready)).toMatchObject({ index: 108, done: true });
  });

  it('holds time while the frame a tick lands on is still decoding', () => {
    const timing = { frameCount: 39, variant: 'play-once' } as const;
    const step = advanceClock(120, 100, timing, (index) => index < 4);
    expect(step).toEqual({ playedMs: 120, index: 3, done: false, stalled: true, target: 5 });
    expect(advanceClock(step.playedMs, 100, timing, () => true)).toMatchObject({ playedMs: 220, index: 5, stalled: false });
  });

  it('after a late tick, goes as far as the decoded frames allow and holds time there', () => {
    const timing = { frameCount: 39, variant: 'play-once' } as const;
    // From frame 3, a 400 ms tick lands on frame 13; frames up to 7 are decoded.
    expect(advanceClock(120, 400, timing, (index) => index < 8)).toEqual({ playedMs: 7 * 40, index: 7, done: false, stalled: true, target: 13 });
  });

  it('on a busy device with late, uneven ticks, asks for each frame once and still reaches the end', () => {
    const timing = { frameCount: 110, variant: 'autoplay' } as const;
    // Ticks of 16 ms to 700 ms; a frame takes three ticks to decode once asked for.
    const deltas = [16, 700, 16, 33, 500, 16, 16, 250, 16, 650, 16, 16];
    const askedAt = new Map<number, number>();
    const timesAsked = new Map<number, number>();
    let kept = new Set<number>();
    let step = { playedMs: 0, index: 0, done: false, stalled: false, target: 0 };
    for (let tick = 0; tick < 2_000 && !step.done; tick += 1) {
      const decoded = (index: number) => kept.has(index) && tick - (askedAt.get(index) ?? tick) >= 3;
      step = advanceClock(step.playedMs, deltas[tick % deltas.length] ?? 16, timing, decoded);
      const wanted = new Set(framesToKeep(step, timing.frameCount));
      for (const frame of wanted) {
        if (kept.has(frame)) continue;
        askedAt.set(frame, tick);
        timesAsked.set(frame, (timesAsked.get(frame) ?? 0) + 1);
      }
      kept = wanted;
    }
    expect(step).toMatchObject({ index: finalFrame(timing), done: true });
    expect([...timesAsked.values()].every((count) => count === 1)).toBe(true);
  });

  it('ignores a clock that runs backwards', () => {
    expect(advanceClock(200, -50, { frameCount: 39, variant: 'play-once' }, () => true)).toMatchObject({ playedMs: 200, index: 5 });
  });
});
