import { css } from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * The one button system (docs/design-system.md): `primary` is the single main action of a block (yellow fill),
 * `secondary` any other action (outlined), `tertiary` a quiet text action (yellow text and an arrow).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

/** `md` everywhere by default; `lg` for a block's headline action, `sm` inside compact chrome (the cookie banner). */
export type ButtonSize = 'sm' | 'md' | 'lg';

export const buttonSizes = {
  sm: css`
    min-height: 2.5rem;
    padding: 0.5rem 1rem;
    font-size: ${theme.fontSize.xs};
  `,
  md: css`
    min-height: 2.875rem;
    padding: 0.7rem 1.4rem;
    font-size: ${theme.fontSize.sm};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0.8rem 1.9rem;
    font-size: ${theme.fontSize.md};
  `,
} as const;

const pill = css`
  border-radius: ${theme.radius.pill};
  border: 1.5px solid transparent;
`;

const variants = {
  primary: css`
    ${pill};
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};

    ${media.hover} {
      &:hover {
        border-color: ${theme.color.accentHover};
        background: ${theme.color.accentHover};
      }
    }
  `,
  secondary: css`
    ${pill};
    border-color: ${theme.color.border};
    background: transparent;
    color: ${theme.color.text};

    ${media.hover} {
      &:hover {
        border-color: ${theme.color.text};
        background: rgba(255, 255, 255, 0.08);
      }
    }
  `,
  tertiary: css`
    padding-inline: 0;
    border: 0;
    background: transparent;
    color: ${theme.color.accent};

    &::after {
      /* Decoration only: the empty alternative keeps the arrow out of the link's accessible name. */
      content: '→' / '';
      transition: transform ${theme.motion.fast} ease;
    }

    ${media.hover} {
      &:hover::after {
        transform: translateX(3px);
      }
    }
  `,
} as const;

/** Shared look of buttons and button-like links. */
export const buttonStyles = (variant: ButtonVariant, size: ButtonSize = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  ${buttonSizes[size]};
  font-weight: ${theme.fontWeight.strong};
  letter-spacing: 0.01em;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} ease,
    border-color ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease,
    transform ${theme.motion.fast} ease;
  ${variants[variant]};

  &:active {
    transform: translateY(1px);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
