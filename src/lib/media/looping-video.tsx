import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import mediaIndex from 'virtual:media-index';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { media as mediaRule, mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { PlayPauseIcon } from '@/lib/components/icons/play-pause-icon.tsx';
import { OverlayMotionToggle } from '@/lib/components/motion-toggle.tsx';

const Frame = styled.div`
  position: relative;

  video {
    display: block;
    width: 100%;
    height: auto;
    background: ${theme.color.surface};
  }
`;

const prominentPlay = css`
  right: 50%;
  bottom: 50%;
  width: 4rem;
  height: 4rem;
  transform: translate(50%, 50%);
  border-color: ${theme.color.accent};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};

  svg {
    width: 1.75rem;
    height: 1.75rem;
  }

  ${mediaRule.hover} {
    &:hover {
      border-color: ${theme.color.accentHover};
      background: ${theme.color.accentHover};
      color: ${theme.color.onAccent};
    }
  }
`;

/**
 * The pause/play button in the video's corner. When the browser refuses to start the video by itself (iOS Low
 * Power Mode, data-saver or autoplay policies), the same button grows into a large play control over the poster,
 * so it is plain that the video is waiting for the visitor; it stays one element, so focus survives the change.
 */
const PlayControl = styled(OverlayMotionToggle)<{ $prominent: boolean }>`
  ${({ $prominent }) => ($prominent ? prominentPlay : null)}
`;

/** pause() while play() is pending rejects the play promise with an AbortError: that is not a refusal. */
const isAbort = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/** 'auto' follows visibility and the reduced-motion setting; the others are the visitor's explicit choice. */
type Choice = 'auto' | 'paused' | 'playing';

export interface LoopingVideoProps {
  /** A prepared video key such as "/media/videos/ar-tablet", or with `hosted` the name on the media host. */
  src: string;
  hosted?: boolean;
  /** What the video shows, for screen readers; leave out for purely decorative loops. */
  label?: string;
  className?: string;
}

export function videoSources(src: string, hosted: boolean, hostedBaseUrl: string) {
  const base = hosted ? `${hostedBaseUrl}/${src}` : src;
  return { key: hosted ? `/media/videos/${src}` : src, webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}-poster.webp` };
}

/**
 * A muted, seamless loop that plays only while it is on screen and the tab is
 * visible, shows its poster under prefers-reduced-motion, and can be paused.
 * If the browser refuses to start it (the play() promise rejects, e.g. with
 * NotAllowedError), the poster stays and the play control becomes prominent.
 */
export function LoopingVideo({ src, hosted = false, label, className }: LoopingVideoProps) {
  const { media, accessibility } = useSiteContent();
  const videoRef = useRef<HTMLVideoElement>(null);
  const choice = useRef<Choice>('auto');
  const syncRef = useRef<() => void>(() => undefined);
  const [playing, setPlaying] = useState(false);
  const [refused, setRefused] = useState(false);
  const sources = videoSources(src, hosted, media.hostedVideoBaseUrl);
  const size = mediaIndex.videos[sources.key];
  if (!size) throw new Error(`Unknown video "${src}": add it to media-src/videos and run \`npm run media\`.`);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Without matchMedia the visitor's motion preference is unknown, so the poster stays until Play is pressed;
    // without IntersectionObserver the video counts as always in view.
    const reducedMotion = matchMediaQuery(mediaQueries.reducedMotion);
    let inView = typeof IntersectionObserver !== 'function';
    const sync = () => {
      const wanted = choice.current === 'playing' || (choice.current === 'auto' && reducedMotion !== undefined && !reducedMotion.matches);
      if (wanted && inView && document.visibilityState === 'visible')
        void video.play().catch((error: unknown) => {
          if (!isAbort(error)) setRefused(true);
        });
      else video.pause();
    };
    syncRef.current = sync;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              inView = entries.some((entry) => entry.isIntersecting);
              sync();
            },
            { threshold: 0.25 },
          )
        : undefined;
    observer?.observe(video);
    reducedMotion?.addEventListener('change', sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      observer?.disconnect();
      reducedMotion?.removeEventListener('change', sync);
      document.removeEventListener('visibilitychange', sync);
      video.pause();
    };
  }, []);

  const toggle = () => {
    choice.current = playing ? 'paused' : 'playing';
    syncRef.current();
  };

  return (
    <Frame className={className} data-autoplay={refused && !playing ? 'refused' : undefined}>
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        poster={sources.poster}
        width={size.width}
        height={size.height}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        onPlay={() => {
          setPlaying(true);
          setRefused(false);
        }}
        onPause={() => setPlaying(false)}
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
        {accessibility.videoUnsupported}
      </video>
      <PlayControl
        type="button"
        onClick={toggle}
        aria-label={playing ? accessibility.pauseVideoLabel : accessibility.playVideoLabel}
        $prominent={refused && !playing}
      >
        <PlayPauseIcon playing={playing} />
      </PlayControl>
    </Frame>
  );
}
