import styled, { css } from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const ComboField = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const ComboLabel = styled.div`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;

export const ComboTrigger = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 2.875rem;
  padding: 0.6rem 2.75rem 0.6rem 0.9rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.black};
  color: ${theme.color.text};
  cursor: pointer;
  user-select: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder='true'] {
    color: ${theme.color.textMuted};
  }

  /* The chevron, drawn with borders so no icon file is needed. */
  &::after {
    content: '';
    position: absolute;
    right: 1rem;
    top: 50%;
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-70%) rotate(45deg);
    transition: transform ${theme.motion.fast} ease;
  }

  &[aria-expanded='true'] {
    border-color: ${theme.color.accent};
  }

  &[aria-expanded='true']::after {
    transform: translateY(-30%) rotate(225deg);
  }

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.text};
    }
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }

  ${media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

/**
 * Rows have fixed heights (options 2.25rem, group labels 1.75rem), so the list's 10rem edge always cuts an
 * option about in half: a visibly partial row tells visitors on phones that the list scrolls. A shadow at
 * the bottom edge (a background that scrolls away with the content) says the same until the end is reached.
 */
export const Listbox = styled.div`
  position: absolute;
  z-index: 5;
  top: calc(100% + ${theme.space.xs});
  left: 0;
  right: 0;
  max-height: 10rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: ${theme.space.xs};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background:
    linear-gradient(${theme.color.surfaceHigh}, ${theme.color.surfaceHigh}) local bottom / 100% 1.5rem no-repeat,
    radial-gradient(farthest-side at 50% 100%, rgba(0, 0, 0, 0.55), transparent) scroll bottom / 100% 0.9rem no-repeat,
    ${theme.color.surfaceHigh};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.5);

  &[hidden] {
    display: none;
  }
`;

export const Option = styled.div<{ $placeholder: boolean }>`
  display: flex;
  align-items: center;
  height: 2.25rem;
  padding: 0 0.9rem;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
  cursor: pointer;

  ${({ $placeholder }) =>
    $placeholder &&
    css`
      color: ${theme.color.textMuted};
    `}

  ${media.hover} {
    &:hover {
      background: rgba(255, 255, 255, 0.08);
    }
  }

  /* The active option is filled, the chosen one carries a dot; the dot is empty content, so names stay clean. */
  &[data-active='true'] {
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }

  &[aria-selected='true']::before {
    content: '';
    display: inline-block;
    width: 0.45rem;
    height: 0.45rem;
    margin-right: 0.5rem;
    border-radius: 50%;
    background: currentColor;
    vertical-align: 0.1em;
  }
`;

export const OptionGroup = styled.div`
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

export const OptionGroupLabel = styled.div`
  display: flex;
  align-items: flex-end;
  height: 1.75rem;
  padding: 0 0.9rem 0.25rem;
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
