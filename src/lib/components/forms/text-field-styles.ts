import { css } from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * A labelled text field of the site's forms (the share card, the contact form): the label above a dark, outlined
 * input or textarea, with the focus ring and the invalid state. Apply it to the element that wraps both.
 */
export const textFieldStyles = css`
  display: grid;
  gap: ${theme.space.xs};

  label {
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }

  input,
  textarea {
    width: 100%;
    min-width: 0;
    min-height: 2.875rem;
    padding: 0.6rem 0.9rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.black};
  }

  textarea {
    resize: vertical;
  }

  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }

  input:focus-visible,
  textarea:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
