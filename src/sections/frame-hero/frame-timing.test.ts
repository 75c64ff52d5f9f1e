import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_DELAY_MS, decodeWindow, finalFrame, frameAt } from './frame-timing.ts';

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
});
