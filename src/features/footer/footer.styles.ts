import styled, { css } from 'styled-components';
import { minorHeadingText } from '@/lib/components/section-heading.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { contactLinkStyles } from '@/lib/components/contact-link-styles.ts';

/*
 * The footer is three bands: the brand beside the contact block, the link columns, and the copyright beside the
 * social links. Link columns: two on phones, each as wide as its longest label; three from md; five from lg, where
 * the top band uses the same five columns, so the contact block lines up with the fourth link column. Every column
 * is wide enough for its longest label ("Logistics & Supply Chain" needs about 11 rem), so none wraps.
 */
const fiveColumns = css`
  grid-template-columns: repeat(5, minmax(0, 1fr));
  column-gap: ${theme.space.md};
`;

/** Labels sit closer to their own content than to the block above: a small gap below, a band or row gap above. */
const labelGap = theme.space.md;

export const FooterRoot = styled.footer`
  padding-block: ${theme.space.section} ${theme.space.stack};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

/* From md to lg the contact block takes the width of its longest address line, so no line breaks in two. */
export const Top = styled.div`
  display: grid;
  gap: ${theme.space.stack};
  padding-bottom: ${theme.space.stack};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) max-content;
    column-gap: ${theme.space.split};
  }

  ${media.up('lg')} {
    ${fiveColumns};
  }
`;

export const Brand = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  justify-items: start;

  ${media.up('lg')} {
    grid-column: span 3;
  }
`;

export const BrandName = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  margin-bottom: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: 1.25rem;
  font-weight: ${theme.fontWeight.heavy};
  text-decoration: none;
`;

/** The opening of the brand paragraph (About), set as a line of its own. */
export const Slogan = styled.span`
  display: block;
  max-width: 34rem;
  margin-bottom: ${theme.space.md};
  color: ${theme.color.text};
  /* Balanced: two even lines, never "easily." on its own; a step lighter than a heading, since it is none. */
  ${minorHeadingText}
  font-weight: ${theme.fontWeight.strong};
`;

export const About = styled.p`
  max-width: 34rem;
  text-wrap: pretty;
`;

export const ColumnHeading = styled.h2`
  margin-bottom: ${labelGap};
  color: ${theme.color.text};
  ${overlineText}
`;

export const Contact = styled.address`
  display: grid;
  align-content: start;
  justify-items: start;
  font-style: normal;

  ${media.up('lg')} {
    grid-column: span 2;
  }
`;

export const AddressLines = styled.p`
  margin-bottom: ${theme.space.md};
  text-wrap: pretty;
`;

export const ContactLink = styled(ContentLink)`
  ${contactLinkStyles};
`;

/** The maps search opens another site: an arrow says so (the link itself tells screen readers). */
export const MapsLink = styled(ContentLink)`
  ${contactLinkStyles};

  &::after {
    content: ' ↗' / '';
    color: ${theme.color.accent};
  }
`;

export const Links = styled.nav`
  padding-block: ${theme.space.stack};
  border-top: 1px solid ${theme.color.border};
`;

export const LinkColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(max-content, 1fr));
  gap: ${theme.space.stack} ${theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    ${fiveColumns};
  }
`;

export const LinkList = styled.ul`
  display: grid;
  gap: 0.15rem;
  justify-items: start;
`;

export const FooterLink = styled(ContentLink)`
  display: inline-block;
  padding-block: 0.3rem;
  color: ${theme.color.textMuted};
  text-decoration: none;
  transition: color ${theme.motion.fast} ease;

  ${media.hover} {
    &:hover {
      color: ${theme.color.accent};
      text-decoration: underline;
      text-underline-offset: 0.25em;
    }
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg} ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};

  /* On phones the social links come first, the copyright closes the page. */
  ${media.down('md')} {
    flex-direction: column-reverse;
    align-items: start;
  }
`;

export const Social = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};

  ${ColumnHeading} {
    margin-bottom: 0;
  }
`;

export const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export const SocialLink = styled(ContentLink)`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  color: ${theme.color.text};
  transition:
    color ${theme.motion.fast} ease,
    border-color ${theme.motion.fast} ease;

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.accent};
      color: ${theme.color.accent};
    }
  }
`;
