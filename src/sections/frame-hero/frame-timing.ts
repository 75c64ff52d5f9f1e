/**
 * Which frame a frame-sequence hero shows: the index follows elapsed time
 * (one frame per `frameDelayMs`, 40 ms by default), so a slow device skips
 * frames instead of slowing the animation down.
 */
export const DEFAULT_FRAME_DELAY_MS = 40;

export interface FrameTiming {
  frameCount: number;
  frameDelayMs?: number;
  /** play-once runs through to the last frame; autoplay stops `cutoff` frames before the end. */
  variant: 'play-once' | 'autoplay';
  /** Frames left unplayed at the end in the autoplay variant: 1 by default, 13 on the sales pages. */
  cutoff?: number;
}

/** The last frame the hero reaches. */
export function finalFrame({ frameCount, variant, cutoff = 1 }: FrameTiming): number {
  const last = variant === 'play-once' ? frameCount - 1 : frameCount - 1 - cutoff;
  return Math.min(Math.max(last, 0), frameCount - 1);
}

export function frameAt(elapsedMs: number, timing: FrameTiming): { index: number; done: boolean } {
  const final = finalFrame(timing);
  const index = Math.min(final, Math.max(0, Math.floor(elapsedMs / (timing.frameDelayMs ?? DEFAULT_FRAME_DELAY_MS))));
  return { index, done: index === final };
}

/**
 * The frames to keep decoded around the current one: a bounded window, so a
 * 110-frame sequence never holds more than `ahead + behind + 1` bitmaps.
 */
export function decodeWindow(current: number, frameCount: number, ahead = 12, behind = 2): number[] {
  const first = Math.max(0, current - behind);
  const last = Math.min(frameCount - 1, current + ahead);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}
