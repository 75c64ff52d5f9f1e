import { css } from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

export type ButtonVariant = 'primary' | 'secondary';

/** Shared look of buttons and button-like links. */
export const buttonStyles = (variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 2.875rem;
  padding: 0.7rem 1.4rem;
  border-radius: ${theme.radius.pill};
  border: 1.5px solid ${variant === 'primary' ? theme.color.accent : theme.color.border};
  background: ${variant === 'primary' ? theme.color.accent : 'transparent'};
  color: ${variant === 'primary' ? theme.color.onAccent : theme.color.text};
  font-size: ${theme.fontSize.sm};
  font-weight: 650;
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

  &:hover {
    background: ${variant === 'primary' ? theme.color.accentHover : 'rgba(255, 255, 255, 0.08)'};
    border-color: ${variant === 'primary' ? theme.color.accentHover : theme.color.text};
  }

  &:active {
    transform: translateY(1px);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
