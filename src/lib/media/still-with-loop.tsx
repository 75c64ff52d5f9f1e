import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import mediaIndex from 'virtual:media-index';
import { MotionToggleIcon, OverlayMotionToggle } from '@/lib/components/motion-toggle.tsx';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { afterLoadAndIdle, loopWelcome } from './loop-upgrade.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const Frame = styled.div`
  position: relative;

  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: opacity ${theme.motion.slow} ease;
  }

  video[data-shown='true'] {
    opacity: 1;
  }
`;

export interface StillWithLoopProps {
  /** The still: pre-rendered, and loaded first (with high priority when `priority`). */
  image: { src: string; alt: string };
  /** An optional muted loop that replaces the still once the page has loaded; the still stays as its fallback. */
  loop?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

type Playback = 'off' | 'playing' | 'paused';

/** `navigator.connection.saveData`, where the Network Information API exists. */
function saveDataRequested(): boolean | undefined {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData;
}

/**
 * A still that paints with the page and, once the page has loaded and gone idle, gives way to its muted
 * loop: only for visitors who welcome motion, only while on screen, with a pause button (WCAG 2.2.2).
 */
export function StillWithLoop({ image, loop, sizes, priority = false, className }: StillWithLoopProps) {
  const { accessibility } = useSiteContent();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [loopMounted, setLoopMounted] = useState(false);
  const [shown, setShown] = useState(false);
  const [playback, setPlayback] = useState<Playback>('off');
  const pausedByVisitor = useRef(false);
  const video = loop ? mediaIndex.videos[loop] : undefined;
  if (loop && !video) throw new Error(`Unknown video "${loop}": add it to media-src/videos and run \`npm run media\`.`);

  useEffect(() => {
    if (!loop) return;
    if (!loopWelcome({ reducedMotion: matchMediaQuery(mediaQueries.reducedMotion)?.matches, saveData: saveDataRequested() })) return;
    return afterLoadAndIdle(window, () => setLoopMounted(true));
  }, [loop]);

  useEffect(() => {
    const element = videoRef.current;
    if (!loopMounted || !element) return;
    let inView = typeof IntersectionObserver !== 'function';
    const sync = () => {
      if (!pausedByVisitor.current && inView && document.visibilityState === 'visible') void element.play().catch(() => undefined);
      else element.pause();
    };
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => ((inView = entries.some((entry) => entry.isIntersecting)), sync())) : undefined;
    observer?.observe(element);
    document.addEventListener('visibilitychange', sync);
    sync();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', sync);
      element.pause();
    };
  }, [loopMounted]);

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    pausedByVisitor.current = playback === 'playing';
    if (pausedByVisitor.current) element.pause();
    else void element.play().catch(() => undefined);
  };

  return (
    <Frame className={className}>
      <ResponsiveImage src={image.src} alt={image.alt} sizes={sizes} priority={priority} />
      {loop && video && loopMounted ? (
        <>
          <video
            ref={videoRef}
            muted
            loop
            playsInline
            preload="auto"
            width={video.width}
            height={video.height}
            aria-hidden="true"
            data-shown={shown}
            onPlaying={() => {
              setShown(true);
              setPlayback('playing');
            }}
            onPause={() => setPlayback('paused')}
          >
            <source src={`${loop}.webm`} type="video/webm" />
            <source src={`${loop}.mp4`} type="video/mp4" />
          </video>
          {playback === 'off' ? null : (
            <OverlayMotionToggle type="button" onClick={toggle} aria-label={playback === 'playing' ? accessibility.pauseVideoLabel : accessibility.playVideoLabel}>
              <MotionToggleIcon playing={playback === 'playing'} />
            </OverlayMotionToggle>
          )}
        </>
      ) : null}
    </Frame>
  );
}
