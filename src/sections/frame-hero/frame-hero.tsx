import { useEffect, useId, useRef, useState } from 'react';
import mediaIndex from 'virtual:media-index';
import type { FrameHeroSection } from '../../content/generated/content-types.ts';
import { Container } from '../../lib/components/container.ts';
import { MotionToggleIcon, OverlayMotionToggle } from '../../lib/components/motion-toggle.tsx';
import { matchMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { useSiteContent } from '../../lib/site-content/site-content-context.tsx';
import { mediaQueries } from '../../lib/theme/media.ts';
import { FramePlayer } from './frame-player.ts';
import { Canvas, Copy, Eyebrow, ExploreLink, Figure, Heading, Layout, Section, Still, Text } from './frame-hero.styles.ts';
import { MOBILE_FRAMES_QUERY, formatOf, frameSrcSet, frameUrl } from './frame-sources.ts';

/** Share of the animation that must be on screen before the play-once variant starts. */
export const PLAY_ONCE_VISIBILITY = 0.6;
/** How far ahead of the screen the frames start loading. */
export const PRELOAD_MARGIN = '50% 0px';

/** 'auto' follows visibility and the reduced-motion setting; the others are the visitor's explicit choice. */
type Choice = 'auto' | 'paused' | 'playing';

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

export default function FrameHero(props: FrameHeroSection) {
  const { sequence: key, alt, eyebrow, heading, text, buttonLabel, buttonLink, variant, cutoff, frameDelayMs, mediaPosition, pauseLabel, playLabel } = props;
  const sequence = mediaIndex.sequences[key];
  if (!sequence) throw new Error(`Unknown frame sequence "${key}": add its frames to media-src/frames and run \`npm run media\`.`);
  const splashMs = useSiteContent().splash.durationMs;
  const headingId = useId();
  const figureRef = useRef<HTMLElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const toggleRef = useRef<() => void>(() => undefined);
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
    let choice: Choice = 'auto';
    let pageLoaded = false;
    let near = false;
    let inView = false;
    let triggered = false;
    let player: FramePlayer | undefined;
    let creating: Promise<FramePlayer> | undefined;
    figure.dataset['frame'] = '0';

    const wantsToPlay = () => choice === 'playing' || (choice === 'auto' && !reducedMotion.matches);
    const updateControl = () => setAnimating(!player?.finished && wantsToPlay());

    const createPlayer = async () => {
      await waitForImage(image, abort.signal);
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
          if (choice === 'playing') choice = 'auto';
          updateControl();
        },
      });
    };

    const sync = () => {
      if (abort.signal.aborted) return;
      const started = variant === 'autoplay' ? pageLoaded : triggered;
      const shouldRun =
        pageLoaded && near && inView && document.visibilityState === 'visible' && (choice === 'playing' || (choice === 'auto' && started && !reducedMotion.matches));
      if (!shouldRun) {
        player?.pause();
        if (player && !player.finished) figure.dataset['state'] = 'paused';
        updateControl();
        return;
      }
      if (player) {
        if (!player.finished || choice === 'playing') player.play();
        updateControl();
        return;
      }
      creating ??= createPlayer();
      void creating.then((created) => {
        if (abort.signal.aborted) return;
        player ??= created;
        sync();
      });
    };

    toggleRef.current = () => {
      const showsPause = !player?.finished && wantsToPlay();
      choice = showsPause ? 'paused' : 'playing';
      if (choice === 'playing') triggered = true;
      sync();
      updateControl();
    };

    const nearObserver = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        sync();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    const viewObserver = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        inView = entry.isIntersecting;
        if (entry.intersectionRatio >= PLAY_ONCE_VISIBILITY) triggered = true;
        sync();
      },
      { threshold: [0, PLAY_ONCE_VISIBILITY] },
    );
    nearObserver.observe(figure);
    viewObserver.observe(figure);
    void waitForPageReady(splashMs, abort.signal).then(() => {
      pageLoaded = true;
      sync();
    });
    reducedMotion.addEventListener('change', sync, { signal: abort.signal });
    document.addEventListener('visibilitychange', sync, { signal: abort.signal });
    updateControl();

    return () => {
      abort.abort();
      nearObserver.disconnect();
      viewObserver.disconnect();
      player?.destroy();
      void creating?.then((created) => created.destroy());
    };
  }, [sequence, variant, cutoff, frameDelayMs, splashMs]);

  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Layout $mediaPosition={mediaPosition}>
          <Copy>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <Heading id={headingId}>{heading}</Heading>
            <Text>{text}</Text>
            <ExploreLink to={buttonLink}>{buttonLabel}</ExploreLink>
          </Copy>
          <Figure ref={figureRef} $ratio={`${sequence.desktop.width} / ${sequence.desktop.height}`} data-sequence={key}>
            <Still>
              <source type="image/avif" srcSet={frameSrcSet(sequence, 0, 'avif')} sizes="(min-width: 1024px) 55vw, 100vw" />
              <source type="image/webp" srcSet={frameSrcSet(sequence, 0, 'webp')} sizes="(min-width: 1024px) 55vw, 100vw" />
              <img ref={imageRef} src={frameUrl(sequence, 0, 'desktop', 'webp')} alt={alt} width={sequence.desktop.width} height={sequence.desktop.height} loading="lazy" decoding="async" />
            </Still>
            <Canvas ref={canvasRef} aria-hidden="true" />
            <OverlayMotionToggle type="button" onClick={() => toggleRef.current()} aria-label={animating ? pauseLabel : playLabel}>
              <MotionToggleIcon playing={animating} />
            </OverlayMotionToggle>
          </Figure>
        </Layout>
      </Container>
    </Section>
  );
}
