import styled from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { SectionLead } from './section-heading.ts';
import { overlineText } from './typography.ts';

/** The short accent label above a page's main heading, led by a rule. */
export const PageEyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.accent};
  ${overlineText}

  &::before {
    content: '';
    width: 1.75rem;
    height: 2px;
    background: currentColor;
  }
`;

/** A page's only h1, shared by every section type that can open a page. */
export const PageHeading = styled.h1`
  font-size: ${theme.fontSize.display};
  font-weight: ${theme.fontWeight.heavy};
  line-height: ${theme.lineHeight.tight};
  letter-spacing: -0.025em;
  text-wrap: balance;
  /* Long words such as product names must not overflow a 320 px screen. */
  overflow-wrap: anywhere;
  hyphens: auto;

  ${media.up('sm')} {
    overflow-wrap: normal;
  }
`;

/** The introductory paragraph under a page's main heading: a section's lead, the same measure, colour and size. */
export const PageLead = SectionLead;
