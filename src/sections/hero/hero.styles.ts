import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { OPENING_SPLIT_COLUMNS, OpeningLayout } from '@/lib/components/opening-layout.tsx';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { sideBySideFrom, stackedBelow } from '@/lib/theme/split-layout.ts';
import { breakpoints, theme } from '@/lib/theme/tokens.ts';

/**
 * The page's opening <header> rather than a SectionShell: a full-bleed band that is no landmark of its own. Its height
 * is fixed by CSS alone, so a background that loads later never moves the text.
 */
export const HeroHeader = styled.header<{ $hasBackground: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: ${({ $hasBackground }) => ($hasBackground ? `min(52rem, calc(100svh - ${theme.layout.navHeight}))` : 'auto')};
  overflow: hidden;
  padding-block: ${theme.space.section};
  background:
    radial-gradient(60rem 28rem at 15% -10%, ${theme.color.accentGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surface} 0%, ${theme.color.black} 100%);
`;

const fillBehind = css`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

export const BackgroundImage = styled(ResponsiveImage)`
  ${fillBehind}

  img {
    height: 100%;
    object-fit: cover;
    filter: brightness(0.4);
  }
`;

export const BackgroundVideo = styled(LoopingVideo)`
  && {
    ${fillBehind}
  }

  video {
    height: 100%;
    object-fit: cover;
    filter: brightness(0.4);
  }
`;

/**
 * The heading's size as a share of its column's width (container query units) when the column is half the layout.
 * Type that scales with its column wraps the same at every width, so the scale leaves room: at 11.5cqi the home
 * hero's third line filled 99.2% of the column and one sub-pixel of glyph rounding made it five lines (CI, 1023 px).
 */
const HEADING_COLUMN_SCALE = '11cqi';

/**
 * The home hero's text beside its picture from the medium breakpoint (SPEC 9: "below medium for the home hero"),
 * rather than from the large one like other openings; or from the content's `phoneLayoutBelow`, below which the
 * picture stays under the text even where other openings split.
 */
export const HeroLayout = styled(OpeningLayout)<{ $splitFrom: number }>`
  ${({ $splitFrom, $withVisual }) =>
    $withVisual
      ? css`
          ${sideBySideFrom($splitFrom)} {
            grid-template-columns: ${OPENING_SPLIT_COLUMNS};
            gap: ${theme.space.split};

            /* Beside the picture the heading has half the width: its type follows the column, not the window, so
               from 768 px it runs to at most four lines rather than six. */
            h1 {
              font-size: min(${theme.fontSize.display}, ${HEADING_COLUMN_SCALE});
            }
          }

          /* Below a forced width beyond the large breakpoint, undo OpeningLayout's split there. */
          ${
            $splitFrom > breakpoints.lg
              ? css`
                  ${stackedBelow($splitFrom)} {
                    grid-template-columns: minmax(0, 1fr);
                    gap: ${theme.space.stack};
                  }
                `
              : ''
          }
        `
      : ''}
`;

export const Content = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  max-width: 56rem;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.6);
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.sm};
  text-shadow: none;

  ${media.down('sm')} {
    flex-direction: column;
    align-self: stretch;
  }
`;

export const HeroButton = styled(ContentLink)<{ $variant: ButtonVariant }>`
  ${({ $variant }) => buttonStyles($variant)}
`;
