import styled from 'styled-components';
import type { SideVisual } from '@/content/generated/content-types.ts';
import { useDeferredModule } from '@/lib/hooks/use-deferred-module.ts';
import { StillWithLoop } from '@/lib/media/still-with-loop.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The text and the visual side by side. */
export const OPENING_SPLIT_COLUMNS = 'minmax(0, 1fr) minmax(0, 1.1fr)';

/**
 * The opening of a page (`hero`, `page-intro`): text beside its visual from the large breakpoint; the visual
 * under the text (and its buttons) on smaller screens. The home page's `hero` moves the split to the medium
 * breakpoint or to its `phoneLayoutBelow` (hero.styles.ts). See docs/design-system.md, "Layout".
 */
export const OpeningLayout = styled.div<{ $withVisual: boolean }>`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: ${({ $withVisual }) => ($withVisual ? OPENING_SPLIT_COLUMNS : 'minmax(0, 1fr)')};
    gap: ${theme.space.split};
  }
`;

/** How wide the visual is shown, for the browser's choice of file: about half the layout from 1024 px, the full column below. */
export const OPENING_VISUAL_SIZES = '(min-width: 1440px) 720px, (min-width: 1024px) 52vw, calc(100vw - 2rem)';

/** The visual's edges fade into the black page, so a rendered scene reads as part of the opening, not a boxed photo. */
const OpeningVisualFrame = styled(StillWithLoop)`
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  mask-image: radial-gradient(120% 100% at 50% 50%, #000 62%, transparent 100%);

  /* On phones a wider crop keeps the primary action and the picture on the first screens. */
  ${media.down('md')} {
    aspect-ratio: 16 / 10;

    picture,
    img {
      height: 100%;
    }

    img {
      object-fit: cover;
    }
  }
`;

/**
 * A picture's 3D mode (lib/model-view/model-layers.tsx) is laid over it once the page has loaded and gone idle, so the
 * opening's first render and its HTML carry nothing of it; its button sits over the picture and moves nothing. (The
 * frame hero loads it the same way; each names its own loader so that no extra chunk joins every opening.)
 */
const loadModelLayers = () => import('@/lib/model-view/model-layers.tsx');

/**
 * The opening's picture beside its text (`sideVisual` in the content), in the page from the first paint with high
 * priority; in its 3D mode (`model`), a "Rotate in 3D" button over it loads the model in its place.
 */
export function OpeningVisual({ visual }: { visual: SideVisual }) {
  const modelLayers = useDeferredModule(loadModelLayers, { idle: visual.model !== undefined });
  return (
    <OpeningVisualFrame image={{ src: visual.image.src, alt: visual.image.alt ?? '' }} loop={visual.loop} sizes={OPENING_VISUAL_SIZES} priority>
      {visual.model && modelLayers ? <modelLayers.default view={visual.model} backdrop="page" /> : null}
    </OpeningVisualFrame>
  );
}
