import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import mediaIndex from 'virtual:media-index';
import { matchMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { afterLoadAndIdle } from '@/lib/scheduling/after-load-and-idle.ts';
import { loopWelcome } from './loop-upgrade.ts';
import type { LoopPlayerProps } from './loop-player.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

const Frame = styled.div`
  position: relative;
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

/** `navigator.connection.saveData`, where the Network Information API exists. */
function saveDataRequested(): boolean | undefined {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData;
}

/**
 * A still that paints with the page and, once the page has loaded and gone idle, gives way to its muted
 * loop: only for visitors who welcome motion and are not saving data. The player's code is fetched only
 * then, so the first render carries nothing but the picture.
 */
export function StillWithLoop({ image, loop, sizes, priority = false, className }: StillWithLoopProps) {
  const [Player, setPlayer] = useState<ComponentType<LoopPlayerProps>>();
  const video = loop ? mediaIndex.videos[loop] : undefined;
  if (loop && !video) throw new Error(`Unknown video "${loop}": add it to media-src/videos and run \`npm run media\`.`);

  useEffect(() => {
    if (!loop) return;
    if (!loopWelcome({ reducedMotion: matchMediaQuery(mediaQueries.reducedMotion)?.matches, saveData: saveDataRequested() })) return;
    let cancelled = false;
    const cancelWait = afterLoadAndIdle(window, () => {
      // Without the player the still simply stays; it is the complete fallback.
      import('./loop-player.tsx').then(
        (module) => cancelled || setPlayer(() => module.default),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [loop]);

  return (
    <Frame className={className}>
      <ResponsiveImage src={image.src} alt={image.alt} sizes={sizes} priority={priority} />
      {loop && video && Player ? <Player src={loop} width={video.width} height={video.height} /> : null}
    </Frame>
  );
}
