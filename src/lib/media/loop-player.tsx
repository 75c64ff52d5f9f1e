import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PlayPauseIcon } from '@/lib/components/icons/play-pause-icon.tsx';
import { OverlayMotionToggle } from '@/lib/components/motion-toggle.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { theme } from '@/lib/theme/tokens.ts';

const Video = styled.video<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${theme.motion.slow} ease;
`;

type Playback = 'starting' | 'playing' | 'paused';

export interface LoopPlayerProps {
  /** A prepared video key such as "/media/videos/home-hero". */
  src: string;
  width: number;
  height: number;
}

/**
 * The muted loop laid over a still (see still-with-loop.tsx, which loads this module only once the page has
 * loaded): it fades in when it really plays, plays only while on screen in a visible tab, and has a pause button.
 * Once a 3D view covers the picture for good (model-layers.tsx marks the box `data-picture-covered` and pauses the
 * loop), it never plays again.
 */
export default function LoopPlayer({ src, width, height }: LoopPlayerProps) {
  const { accessibility } = useSiteContent();
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playback, setPlayback] = useState<Playback>('starting');

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let inView = typeof IntersectionObserver !== 'function';
    const sync = () => {
      const covered = video.closest('[data-picture-covered]') !== null;
      if (!covered && !pausedByVisitor.current && inView && document.visibilityState === 'visible') void video.play().catch(() => undefined);
      else video.pause();
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            sync();
          })
        : undefined;
    observer?.observe(video);
    document.addEventListener('visibilitychange', sync);
    sync();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', sync);
      video.pause();
    };
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    pausedByVisitor.current = playback === 'playing';
    if (pausedByVisitor.current) video.pause();
    else void video.play().catch(() => undefined);
  };

  return (
    <>
      <Video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="auto"
        width={width}
        height={height}
        aria-hidden="true"
        $shown={playback !== 'starting'}
        data-shown={playback !== 'starting'}
        onPlaying={() => setPlayback('playing')}
        onPause={() => setPlayback((current) => (current === 'starting' ? current : 'paused'))}
      >
        <source src={`${src}.webm`} type="video/webm" />
        <source src={`${src}.mp4`} type="video/mp4" />
      </Video>
      {playback === 'starting' ? null : (
        <OverlayMotionToggle type="button" onClick={toggle} aria-label={playback === 'playing' ? accessibility.pauseVideoLabel : accessibility.playVideoLabel}>
          <PlayPauseIcon playing={playback === 'playing'} />
        </OverlayMotionToggle>
      )}
    </>
  );
}
