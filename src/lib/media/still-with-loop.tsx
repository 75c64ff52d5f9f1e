import type { ReactNode } from 'react';
import styled from 'styled-components';
import mediaIndex from 'virtual:media-index';
import { useDeferredModule } from '@/lib/hooks/use-deferred-module.ts';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { useSaveData } from '@/lib/hooks/use-save-data.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
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
  /** Laid over the picture, inside its box (an opening's 3D mode). */
  children?: ReactNode;
}

const loadLoopPlayer = () => import('./loop-player.tsx');

/**
 * A still that paints with the page and, once the page has loaded and gone idle, gives way to its muted
 * loop: only for visitors who welcome motion and are not saving data. The player's code is fetched only
 * then, so the first render carries nothing but the picture.
 */
export function StillWithLoop({ image, loop, sizes, priority = false, className, children }: StillWithLoopProps) {
  const video = loop ? mediaIndex.videos[loop] : undefined;
  if (loop && !video) throw new Error(`Unknown video "${loop}": add it to media-src/videos and run \`npm run media\`.`);
  // Both read false on the server and in the hydrating render, so the pre-rendered page is the still alone.
  const motionWelcome = useMediaQuery(mediaQueries.motionWelcome);
  const saveData = useSaveData();
  // Without the player the still simply stays; it is the complete fallback.
  const player = useDeferredModule(loadLoopPlayer, { idle: loop !== undefined && motionWelcome && !saveData });

  return (
    <Frame className={className}>
      <ResponsiveImage src={image.src} alt={image.alt} sizes={sizes} priority={priority} />
      {loop && video && player ? <player.default src={loop} width={video.width} height={video.height} /> : null}
      {children}
    </Frame>
  );
}
