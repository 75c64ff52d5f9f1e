import styled from 'styled-components';
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
  font-weight: 720;
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
