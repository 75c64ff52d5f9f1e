import { advanceClock, decodeWindow, finalFrame, framesToKeep, type FrameTiming } from './frame-timing.ts';

type Slot = { state: 'loading' } | { state: 'ready'; bitmap: ImageBitmap } | { state: 'failed' };

export interface FramePlayerOptions {
  canvas: HTMLCanvasElement;
  timing: Required<FrameTiming>;
  frameUrl: (index: number) => string;
  /** Called with every frame drawn. */
  onFrame: (index: number) => void;
  /** Called once the final frame is drawn. */
  onEnd: () => void;
  /** Injected in tests; fetches and decodes one frame off the main thread. */
  loadBitmap?: (url: string) => Promise<ImageBitmap>;
}

const fetchBitmap = async (url: string): Promise<ImageBitmap> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return createImageBitmap(await response.blob());
};

/**
 * Draws a frame sequence on a canvas with requestAnimationFrame. Only a bounded
 * window of frames around the current one is decoded at any time; bitmaps that
 * leave the window are closed, so even a 110-frame sequence holds about 15. Once a 3D view covers the sequence for
 * good (model-layers.tsx marks the box `data-picture-covered`), the player stops at its next frame and lets its
 * frames go, whatever the playback model asks next.
 */
export class FramePlayer {
  private readonly slots = new Map<number, Slot>();
  private readonly options: FramePlayerOptions;
  private readonly loadBitmap: (url: string) => Promise<ImageBitmap>;
  private playedMs = 0;
  private shown = -1;
  private lastTick: number | undefined;
  private request = 0;
  private destroyed = false;
  private context: CanvasRenderingContext2D | null | undefined;
  finished = false;

  constructor(options: FramePlayerOptions) {
    this.options = options;
    this.loadBitmap = options.loadBitmap ?? fetchBitmap;
  }

  get running(): boolean {
    return this.request !== 0;
  }

  /** Starts or resumes from where it paused; after the end it starts again from the first frame. */
  play(): void {
    if (this.destroyed || this.running) return;
    if (this.finished) {
      this.finished = false;
      this.playedMs = 0;
      this.shown = -1;
    }
    this.lastTick = undefined;
    this.keep(decodeWindow(this.currentIndex(), this.options.timing.frameCount));
    this.request = requestAnimationFrame(this.tick);
  }

  pause(): void {
    if (this.request !== 0) cancelAnimationFrame(this.request);
    this.request = 0;
  }

  /** The number of decoded bitmaps held right now. */
  get decodedCount(): number {
    return [...this.slots.values()].filter((slot) => slot.state === 'ready').length;
  }

  destroy(): void {
    this.pause();
    this.destroyed = true;
    this.release(() => true);
  }

  private currentIndex(): number {
    return Math.max(this.shown, 0);
  }

  private readonly tick = (now: number): void => {
    if (this.options.canvas.closest('[data-picture-covered]')) {
      this.destroy();
      return;
    }
    const delta = this.lastTick === undefined ? 0 : now - this.lastTick;
    this.lastTick = now;
    // A frame that failed to load counts as decoded: it is skipped, and the canvas keeps the previous picture.
    const isSettled = (index: number) => this.slots.has(index) && this.slots.get(index)?.state !== 'loading';
    const step = advanceClock(this.playedMs, delta, this.options.timing, isSettled);
    this.playedMs = step.playedMs;
    this.keep(framesToKeep(step, this.options.timing.frameCount));
    if (step.index !== this.shown && isSettled(step.index)) this.draw(step.index);
    if (step.done && this.shown === finalFrame(this.options.timing)) {
      this.request = 0;
      this.finished = true;
      // The canvas keeps the last picture, so no bitmap is needed any more.
      this.release(() => true);
      this.options.onEnd();
      return;
    }
    this.request = requestAnimationFrame(this.tick);
  };

  private draw(index: number): void {
    const slot = this.slots.get(index);
    this.shown = index;
    if (slot?.state === 'ready') {
      const { canvas } = this.options;
      if (canvas.width !== slot.bitmap.width || canvas.height !== slot.bitmap.height) {
        canvas.width = slot.bitmap.width;
        canvas.height = slot.bitmap.height;
      }
      this.context ??= canvas.getContext('2d');
      this.context?.drawImage(slot.bitmap, 0, 0);
    }
    this.options.onFrame(index);
  }

  private keep(frames: readonly number[]): void {
    const wanted = new Set(frames);
    this.release((frame) => !wanted.has(frame));
    for (const frame of wanted) {
      if (this.slots.has(frame)) continue;
      this.slots.set(frame, { state: 'loading' });
      this.loadBitmap(this.options.frameUrl(frame)).then(
        (bitmap) => {
          // A frame that left the window (or a player that was destroyed) while it loaded is dropped at once.
          if (this.slots.get(frame)?.state === 'loading' && !this.destroyed) this.slots.set(frame, { state: 'ready', bitmap });
          else bitmap.close();
        },
        () => {
          // A frame that fails to load is skipped; the canvas keeps the previous picture.
          if (this.slots.get(frame)?.state === 'loading') this.slots.set(frame, { state: 'failed' });
        },
      );
    }
  }

  private release(shouldRelease: (frame: number) => boolean): void {
    for (const [frame, slot] of this.slots) {
      if (!shouldRelease(frame)) continue;
      if (slot.state === 'ready') slot.bitmap.close();
      this.slots.delete(frame);
    }
  }
}
