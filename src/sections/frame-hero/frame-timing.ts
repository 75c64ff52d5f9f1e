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

export interface ClockStep {
  /** Elapsed play time after this tick. */
  playedMs: number;
  /** The frame to show. */
  index: number;
  /** The final frame is reached and shown. */
  done: boolean;
  /** The frame this tick lands on is not decoded yet, so time is held until it is. */
  stalled: boolean;
  /** The frame this tick lands on. */
  target: number;
}

/**
 * One animation tick. The frame follows elapsed time (a late tick skips frames), but time only counts while the
 * frames are decoded: when the frame a tick lands on is not, the tick goes as far as the decoded frames before it
 * allow and holds time there, so a slow network holds the picture instead of jumping to the end, and a slow device
 * still moves on.
 */
export function advanceClock(playedMs: number, deltaMs: number, timing: FrameTiming, isReady: (index: number) => boolean): ClockStep {
  const next = frameAt(playedMs + Math.max(0, deltaMs), timing);
  if (isReady(next.index)) return { playedMs: playedMs + Math.max(0, deltaMs), index: next.index, done: next.done, stalled: false, target: next.index };
  const current = frameAt(playedMs, timing).index;
  for (let index = next.index - 1; index > current; index -= 1) {
    if (isReady(index)) {
      const startOfFrame = index * (timing.frameDelayMs ?? DEFAULT_FRAME_DELAY_MS);
      return { playedMs: startOfFrame, index, done: false, stalled: true, target: next.index };
    }
  }
  return { playedMs, index: current, done: false, stalled: true, target: next.index };
}

/**
 * The frames to keep decoded after a tick: the window around the frame shown, never around the frame a late tick
 * aimed at. The frame shown only moves forward, so a frame leaves the window once and is never asked for again;
 * a window that followed the target jumped ahead on each late tick and back on the next, dropping frames that were
 * still loading and asking for them again (five times each on a busy machine).
 */
export function framesToKeep(step: ClockStep, frameCount: number): number[] {
  return decodeWindow(step.index, frameCount);
}
