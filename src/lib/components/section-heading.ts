import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';
import { overlineText } from './typography.ts';

/** The short accent label above a section heading. */
export const SectionEyebrow = styled.p`
  color: ${theme.color.accent};
  ${overlineText}
`;

/** A section's h2, the same on every page; sections add only their own spacing. */
export const SectionHeading = styled.h2`
  font-size: ${theme.fontSize.xxl};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.tight};
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

/** The muted introductory paragraph under a section heading. */
export const SectionLead = styled.p`
  max-width: 44rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
  text-wrap: pretty;
`;

/**
 * A heading one step under a section's h2 (fontSize.xl): a legal document's parts, a tab's overview, a figure
 * stated in words. Bold, slightly tightened and balanced, like the section heading.
 */
export const minorHeadingText = css`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.snug};
  letter-spacing: -0.01em;
  text-wrap: balance;
`;
