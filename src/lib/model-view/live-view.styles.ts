import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { visuallyHiddenStyles } from '@/lib/components/visually-hidden.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/* The styles of what loads when the visitor asks for the 3D view (interactive-model.tsx, colour-choices.tsx): none of
   it is in a page's first render. */

/** What a 3D view stands on: a studio glow in a panel, or the black page an opening's picture fades into. */
export type ModelBackdrop = 'panel' | 'page';

/**
 * The 3D view over the still, transparent until the model is drawn, then faded in. Its backdrop covers the still, so
 * the model never shows over its picture: a studio glow in a panel, or the black page for an opening's visual.
 */
export const ViewerLayer = styled.div<{ $shown: boolean; $backdrop: ModelBackdrop }>`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  background: ${({ $backdrop }) =>
    $backdrop === 'panel' ? `radial-gradient(ellipse 70% 60% at 50% 62%, ${theme.color.surfaceHigh}, ${theme.color.surface})` : theme.color.black};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 400ms ease;

  ${media.reducedMotion} {
    transition: none;
  }

  model-viewer {
    display: block;
    width: 100%;
    height: 100%;
    --poster-color: transparent;
  }
`;

/** Model-viewer shows its slotted AR button only where AR can start; top right, clear of the controls at the bottom. */
export const ViewInRoomButton = styled.button`
  ${buttonStyles('secondary', 'sm')}
  position: absolute;
  top: ${theme.space.md};
  right: ${theme.space.md};
`;

/** The colour choices: a native radio group (arrow keys move between them), shown once the 3D view is. */
export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0 ${theme.space.md};
  margin: 0;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.lg};
  background: rgba(0, 0, 0, 0.72);

  legend {
    float: left;
    margin-right: ${theme.space.sm};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
`;

export const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  cursor: pointer;
  font-size: ${theme.fontSize.sm};

  input:checked + span {
    box-shadow:
      0 0 0 2px ${theme.color.surface},
      0 0 0 4px ${theme.color.accent};
  }

  input:focus-visible + span {
    box-shadow: ${theme.focusRing};
  }
`;

/** A choice's name: beside its swatch from the medium breakpoint; on phones read out but not shown, so that the
 * swatches keep to one row over the model instead of covering it. */
export const ChoiceName = styled.span`
  ${media.down('md')} {
    ${visuallyHiddenStyles}
  }
`;

/** The finish itself, as a round chip; its edge keeps dark paints visible on the dark page. */
export const Swatch = styled.span<{ $colour: string }>`
  width: 1.75rem;
  height: 1.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
`;
