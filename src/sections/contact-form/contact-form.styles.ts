import styled, { keyframes } from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { textFieldStyles } from '@/lib/components/forms/text-field-styles.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const Card = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.stack};
  padding: ${theme.space.panel};
  ${raisedSurface}

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${theme.space.split};
  }
`;

export const Note = styled.p`
  grid-column: 1 / -1;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg} ${theme.space.md};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Field = styled.div<{ $wide?: boolean }>`
  ${textFieldStyles}
  align-content: start;

  ${media.up('md')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export const Hint = styled.span`
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};
`;

export const FieldError = styled.span`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};

  &:empty {
    display: none;
  }

  &::first-letter {
    text-transform: uppercase;
  }
`;

/** The spam trap: out of the layout, the tab order and the accessibility tree (display: none does all three). */
export const Honeypot = styled.input`
  display: none;
`;

export const Actions = styled.div`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;

/** `$waiting`: held back until a rate limit's wait is over, rather than busy sending. */
export const SendButton = styled.button<{ $waiting: boolean }>`
  ${buttonStyles('primary')}
  gap: ${theme.space.sm};

  &[aria-disabled='true'] {
    cursor: ${({ $waiting }) => ($waiting ? 'not-allowed' : 'progress')};
    opacity: 0.8;
  }
`;

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

/** The progress ring while sending; it holds still for visitors who asked for less motion (the label says it all). */
export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;

  ${media.motionWelcome} {
    animation: ${spin} 0.8s linear infinite;
  }
`;

/*
 * The live regions stay in the accessibility tree while empty (never display: none), so screen readers know them
 * before a message arrives; empty, they take no space.
 */
export const Status = styled.p`
  font-weight: ${theme.fontWeight.semibold};

  &:not(:empty) {
    margin-top: ${theme.space.md};
  }
`;

export const Alert = styled(InlineAlert)`
  &:not(:empty) {
    margin-top: ${theme.space.md};
  }
`;
