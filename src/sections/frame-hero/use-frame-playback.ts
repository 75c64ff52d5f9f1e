import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { mediaQueries } from '@/lib/theme/media.ts';
import type { FramePlayer } from './frame-player.ts';
import { initialPlaybackState, PLAY_ONCE_VISIBILITY, playback, playbackReducer, type PlaybackEvent } from './frame-playback.ts';
import { MOBILE_FRAMES_QUERY, formatOf, frameUrl, type FrameSequenceInfo } from './frame-sources.ts';
import type { FrameTiming } from './frame-timing.ts';

/** How far ahead of the screen the frames start loading. */
export const PRELOAD_MARGIN = '50% 0px';

/**
 * Resolves once the page has loaded and the splash screen, which covers the
 * page for its first `splashMs` after navigation, has gone: an animation
 * played underneath it would be missed.
 */
const waitForPageReady = (splashMs: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const afterSplash = () => {
      const timer = window.setTimeout(resolve, Math.max(0, splashMs - performance.now()));
      signal.addEventListener('abort', () => window.clearTimeout(timer));
    };
    if (document.readyState === 'complete') afterSplash();
    else window.addEventListener('load', afterSplash, { once: true, signal });
  });

const waitForImage = (image: HTMLImageElement, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (image.complete && image.currentSrc) resolve();
    else {
      image.addEventListener('load', () => resolve(), { once: true, signal });
      image.addEventListener('error', () => resolve(), { once: true, signal });
    }
  });

export interface FramePlaybackOptions {
  sequence: FrameSequenceInfo;
  variant: FrameTiming['variant'];
  cutoff: number;
  frameDelayMs: number;
}

export interface FramePlayback {
  /** The figure, which reports the shown frame and the state in data-frame and data-state. */
  figureRef: RefObject<HTMLElement | null>;
  /** The pre-rendered still frame; the animation uses the format the browser chose for it. */
  imageRef: RefObject<HTMLImageElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Whether the pause/play button shows pause. */
  animating: boolean;
  /** The pause/play button's click handler. */
  toggle: () => void;
}

/**
 * Wires the playback model (frame-playback.ts) to the browser: the page load
 * and splash, two IntersectionObservers (near, and how much is in view), the
 * tab's visibility, prefers-reduced-motion and the FramePlayer, which is
 * created the first time the animation should run. Everything happens in an
 * effect, so server and first client render agree.
 */
export function useFramePlayback({ sequence, variant, cutoff, frameDelayMs }: FramePlaybackOptions): FramePlayback {
  const splashMs = useSiteContent().splash.durationMs;
  const figureRef = useRef<HTMLElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dispatchRef = useRef<(event: PlaybackEvent) => void>(() => undefined);
  // Server and first client render agree: the animation is expected to play until an effect learns otherwise.
  const [animating, setAnimating] = useState(true);

  useEffect(() => {
    const figure = figureRef.current;
    const image = imageRef.current;
    const canvas = canvasRef.current;
    if (!figure || !image || !canvas) return;
    const reducedMotion = matchMediaQuery(mediaQueries.reducedMotion);
    // Without these (old browsers, test DOMs) the still frame simply stays.
    if (typeof IntersectionObserver === 'undefined' || !reducedMotion) return;
    const abort = new AbortController();
    let state = initialPlaybackState(variant, { reducedMotion: reducedMotion.matches, tabVisible: document.visibilityState === 'visible' });
    let player: FramePlayer | undefined;
    let creating: Promise<FramePlayer> | undefined;
    figure.dataset['frame'] = '0';

    const createPlayer = async () => {
      // The player is code for the animation only: it loads (while the still frame does) when the animation should
      // first run, not with the page, which paints and hydrates with the still frame alone.
      const [{ FramePlayer }] = await Promise.all([import('./frame-player.ts'), waitForImage(image, abort.signal)]);
      const size = matchMediaQuery(MOBILE_FRAMES_QUERY)?.matches ? 'mobile' : 'desktop';
      const format = formatOf(image.currentSrc);
      return new FramePlayer({
        canvas,
        timing: { frameCount: sequence.count, variant, cutoff, frameDelayMs },
        frameUrl: (index) => frameUrl(sequence, index, size, format),
        onFrame: (index) => {
          figure.dataset['frame'] = String(index);
          figure.dataset['state'] = 'playing';
        },
        onEnd: () => {
          figure.dataset['state'] = 'ended';
          dispatch({ type: 'player-ended' });
        },
      });
    };

    /** Makes the player and the button follow the model. */
    const sync = () => {
      if (abort.signal.aborted) return;
      const { run, showsPause } = playback(state);
      setAnimating(showsPause);
      if (!run) {
        player?.pause();
        if (player && !player.finished) figure.dataset['state'] = 'paused';
        return;
      }
      if (player) {
        // After the end this starts over from the first frame.
        player.play();
        return;
      }
      creating ??= createPlayer();
      void creating.then((created) => {
        if (abort.signal.aborted) return;
        player ??= created;
        sync();
      });
    };

    const dispatch = (event: PlaybackEvent) => {
      state = playbackReducer(state, event);
      sync();
    };
    dispatchRef.current = dispatch;

    const nearObserver = new IntersectionObserver((entries) => dispatch({ type: 'near-changed', near: entries.some((entry) => entry.isIntersecting) }), {
      rootMargin: PRELOAD_MARGIN,
    });
    const viewObserver = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) dispatch({ type: 'view-changed', intersecting: entry.isIntersecting, ratio: entry.intersectionRatio });
      },
      { threshold: [0, PLAY_ONCE_VISIBILITY] },
    );
    nearObserver.observe(figure);
    viewObserver.observe(figure);
    void waitForPageReady(splashMs, abort.signal).then(() => dispatch({ type: 'page-ready' }));
    reducedMotion.addEventListener('change', () => dispatch({ type: 'reduced-motion-changed', reducedMotion: reducedMotion.matches }), {
      signal: abort.signal,
    });
    document.addEventListener('visibilitychange', () => dispatch({ type: 'visibility-changed', visible: document.visibilityState === 'visible' }), {
      signal: abort.signal,
    });
    sync();

    return () => {
      abort.abort();
      dispatchRef.current = () => undefined;
      nearObserver.disconnect();
      viewObserver.disconnect();
      player?.destroy();
      void creating?.then((created) => created.destroy());
    };
  }, [sequence, variant, cutoff, frameDelayMs, splashMs]);

  const toggle = useCallback(() => dispatchRef.current({ type: 'toggle' }), []);

  return { figureRef, imageRef, canvasRef, animating, toggle };
}
