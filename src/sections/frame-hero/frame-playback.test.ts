import { describe, expect, it } from 'vitest';
import { PLAY_ONCE_VISIBILITY, initialPlaybackState, playback, playbackReducer, type PlaybackEvent, type PlaybackState } from './frame-playback.ts';

const run = (state: PlaybackState, events: PlaybackEvent[]) => events.reduce(playbackReducer, state);

const ready: PlaybackEvent = { type: 'page-ready' };
const near: PlaybackEvent = { type: 'near-changed', near: true };
const far: PlaybackEvent = { type: 'near-changed', near: false };
const seen = (ratio: number): PlaybackEvent => ({ type: 'view-changed', intersecting: ratio > 0, ratio });
const toggle: PlaybackEvent = { type: 'toggle' };
const ended: PlaybackEvent = { type: 'player-ended' };
const hidden: PlaybackEvent = { type: 'visibility-changed', visible: false };
const visible: PlaybackEvent = { type: 'visibility-changed', visible: true };
const reduce = (reducedMotion: boolean): PlaybackEvent => ({ type: 'reduced-motion-changed', reducedMotion });

const playOnce = initialPlaybackState('play-once');
const autoplay = initialPlaybackState('autoplay');
/** Page ready and the whole animation on screen. */
const onScreen = [ready, near, seen(1)];

describe('frame-hero playback', () => {
  it('starts still, with the button showing pause while motion is welcome', () => {
    expect(playback(playOnce)).toEqual({ run: false, showsPause: true });
    expect(playback(autoplay)).toEqual({ run: false, showsPause: true });
    expect(playback(initialPlaybackState('play-once', { reducedMotion: true, tabVisible: true }))).toEqual({ run: false, showsPause: false });
  });

  it('play-once waits until 60% is in view, then runs', () => {
    expect(PLAY_ONCE_VISIBILITY).toBe(0.6);
    const partly = run(playOnce, [ready, near, seen(0.3)]);
    expect(playback(partly).run).toBe(false);
    expect(playback(run(partly, [seen(0.59)])).run).toBe(false);
    expect(playback(run(partly, [seen(PLAY_ONCE_VISIBILITY)])).run).toBe(true);
  });

  it('play-once keeps its trigger once seen: scrolling partly away pauses, partly back resumes', () => {
    const triggered = run(playOnce, [ready, near, seen(0.8), seen(0)]);
    expect(playback(triggered).run).toBe(false);
    expect(triggered.triggered).toBe(true);
    expect(playback(run(triggered, [seen(0.1)])).run).toBe(true);
  });

  it('autoplay runs as soon as the page is ready and any part is in view', () => {
    expect(playback(run(autoplay, [near, seen(0.1)])).run).toBe(false);
    expect(playback(run(autoplay, [near, seen(0.1), ready])).run).toBe(true);
  });

  it('waits for the page (load and splash) even when 60% was seen before', () => {
    const early = run(playOnce, [near, seen(1)]);
    expect(playback(early).run).toBe(false);
    expect(playback(run(early, [ready])).run).toBe(true);
  });

  it.each([
    ['not near the viewport', [far]],
    ['out of view', [seen(0)]],
    ['in a hidden tab', [hidden]],
    ['under reduced motion', [reduce(true)]],
  ] as [string, PlaybackEvent[]][])('stands still when %s', (_, events) => {
    for (const start of [playOnce, autoplay]) {
      expect(playback(run(start, [...onScreen, ...events])).run).toBe(false);
    }
  });

  it('resumes when the tab is shown again or the element scrolls back', () => {
    expect(playback(run(playOnce, [...onScreen, hidden, visible])).run).toBe(true);
    expect(playback(run(playOnce, [...onScreen, far, seen(0), near, seen(0.2)])).run).toBe(true);
  });

  it('honours an intersecting entry whose ratio is 0 (touching the edge) as in view', () => {
    const edge = run(autoplay, [ready, near, { type: 'view-changed', intersecting: true, ratio: 0 }]);
    expect(playback(edge).run).toBe(true);
  });

  it('starts in a hidden tab only once it becomes visible', () => {
    const start = initialPlaybackState('autoplay', { reducedMotion: false, tabVisible: false });
    expect(playback(run(start, onScreen)).run).toBe(false);
    expect(playback(run(start, [...onScreen, visible])).run).toBe(true);
  });

  describe('reduced motion', () => {
    const still = initialPlaybackState('play-once', { reducedMotion: true, tabVisible: true });

    it('shows play and loads nothing until the visitor presses play', () => {
      const seenStill = run(still, onScreen);
      expect(playback(seenStill)).toEqual({ run: false, showsPause: false });
      expect(playback(run(seenStill, [toggle]))).toEqual({ run: true, showsPause: true });
    });

    it('an explicit play is honoured even before 60% is seen (play-once)', () => {
      const pressed = run(still, [ready, near, seen(0.2), toggle]);
      expect(playback(pressed).run).toBe(true);
      expect(pressed.triggered).toBe(true);
    });

    it('switching reduced motion on pauses an automatic run, and off resumes it', () => {
      const reduced = run(playOnce, [...onScreen, reduce(true)]);
      expect(playback(reduced)).toEqual({ run: false, showsPause: false });
      expect(playback(run(reduced, [reduce(false)]))).toEqual({ run: true, showsPause: true });
    });

    it('does not stop a run the visitor asked for', () => {
      const asked = run(still, [...onScreen, toggle]);
      expect(playback(run(asked, [reduce(true)])).run).toBe(true);
    });
  });

  describe('the pause/play button', () => {
    it('pause stops a running animation and play resumes it', () => {
      const paused = run(playOnce, [...onScreen, toggle]);
      expect(paused.choice).toBe('paused');
      expect(playback(paused)).toEqual({ run: false, showsPause: false });
      const resumed = run(paused, [toggle]);
      expect(resumed.choice).toBe('playing');
      expect(playback(resumed)).toEqual({ run: true, showsPause: true });
    });

    it('a pause outlasts scrolling away and back, a hidden tab and a change of reduced motion', () => {
      const paused = run(autoplay, [...onScreen, toggle]);
      expect(playback(run(paused, [seen(0), far, near, seen(1), hidden, visible, reduce(true), reduce(false)]))).toEqual({ run: false, showsPause: false });
    });

    it('pausing before the animation ever started keeps it from starting', () => {
      const paused = run(playOnce, [toggle, ...onScreen]);
      expect(playback(paused)).toEqual({ run: false, showsPause: false });
    });

    it('an explicit play still waits for the page, the viewport and a visible tab', () => {
      const pressed = run(initialPlaybackState('play-once', { reducedMotion: true, tabVisible: true }), [toggle]);
      expect(playback(pressed)).toEqual({ run: false, showsPause: true });
      expect(playback(run(pressed, [ready, near, seen(0.1), hidden])).run).toBe(false);
      expect(playback(run(pressed, [ready, near, seen(0.1)])).run).toBe(true);
    });
  });

  describe('the end', () => {
    const finished = run(playOnce, [...onScreen, ended]);

    it('stands on the last frame with the button showing play', () => {
      expect(finished.ended).toBe(true);
      expect(playback(finished)).toEqual({ run: false, showsPause: false });
    });

    it('does not restart by itself when scrolled away and back', () => {
      expect(playback(run(finished, [seen(0), far, near, seen(1), hidden, visible]))).toEqual({ run: false, showsPause: false });
    });

    it('play starts it over from the first frame', () => {
      const again = run(finished, [toggle]);
      expect(again).toMatchObject({ ended: false, choice: 'playing' });
      expect(playback(again)).toEqual({ run: true, showsPause: true });
    });

    it('play pressed while off screen restarts once it is back in view', () => {
      const pressed = run(finished, [seen(0), toggle]);
      expect(pressed).toMatchObject({ ended: true, choice: 'playing' });
      expect(playback(pressed)).toEqual({ run: false, showsPause: false });
      const back = run(pressed, [seen(0.2)]);
      expect(back.ended).toBe(false);
      expect(playback(back)).toEqual({ run: true, showsPause: true });
    });

    it('an explicit play lasts one run: at its end the choice returns to automatic', () => {
      const still = initialPlaybackState('autoplay', { reducedMotion: true, tabVisible: true });
      const once = run(still, [...onScreen, toggle, ended]);
      expect(once).toMatchObject({ ended: true, choice: 'auto' });
      expect(playback(once)).toEqual({ run: false, showsPause: false });
      expect(playback(run(once, [seen(0), seen(1)])).run).toBe(false);
    });
  });

  it('never mutates the state it is given', () => {
    const state = run(playOnce, onScreen);
    const copy = structuredClone(state);
    for (const event of [ready, far, seen(0), hidden, reduce(true), toggle, ended]) playbackReducer(state, event);
    expect(state).toEqual(copy);
  });
});
