import styled from 'styled-components';
import type { SideVisual } from '@/content/generated/content-types.ts';
import { StillWithLoop } from '@/lib/media/still-with-loop.tsx';
import { ModelMode } from '@/lib/model-view/model-mode.tsx';

// A picture's 3D mode travels with the opening visual, which the openings load anyway: the frame hero and the
// model-viewer section take it from here, so that it joins this chunk instead of adding one more to every page with
// an opening (its module list is in the page's HTML, and every opening would fetch it).
export { ModelMode };
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
 * The opening's picture beside its text (`sideVisual` in the content), in the page from the first paint with high
 * priority; in its 3D mode (`model`), a "Rotate in 3D" button over it loads the model in its place.
 */
export function OpeningVisual({ visual }: { visual: SideVisual }) {
  return (
    <OpeningVisualFrame image={{ src: visual.image.src, alt: visual.image.alt ?? '' }} loop={visual.loop} sizes={OPENING_VISUAL_SIZES} priority>
      {visual.model ? <ModelMode view={visual.model} backdrop="page" prerendered={false} /> : null}
    </OpeningVisualFrame>
  );
}
