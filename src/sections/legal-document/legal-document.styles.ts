import styled from 'styled-components';
import { minorHeadingText, SectionLead } from '@/lib/components/section-heading.ts';
import { PageHeading } from '@/lib/components/page-heading.ts';
import { cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The width of running text: about 70 characters a line, the comfortable measure for long reading. */
const MEASURE = '70ch';

/**
 * An <article> rather than a SectionShell: a whole document named by its title, with its own header and contents.
 * The opening glows like a page intro's, then the document reads on the plain black page.
 */
export const Document = styled.article`
  padding-block: ${theme.space.section};
  background: radial-gradient(60rem 24rem at 15% -10%, ${theme.color.accentGlow}, transparent 70%);

  @media print {
    padding-block: 0;
  }
`;

/**
 * One column on phones and tablets: the title, the table of contents, then the text. From lg the table of contents
 * stands in a column of its own beside the text and stays in view while the visitor reads.
 */
export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.stack};

  ${media.up('lg')} {
    grid-template-columns: minmax(14rem, 18rem) minmax(0, ${MEASURE});
    grid-template-areas:
      'head head'
      'contents body';
    column-gap: ${theme.space.split};
    align-items: start;
  }

  @media print {
    display: block;
  }
`;

export const Head = styled.header`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  max-width: 56rem;

  ${media.up('lg')} {
    grid-area: head;
  }
`;

/** The page's h1, as every page opening shows it (hyphenated on phones, so long German words fit 320 px). */
export const Title = PageHeading;

export const Updated = styled.p`
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.sm};
`;

export const Intro = styled(SectionLead)`
  max-width: ${MEASURE};
`;

export const Contents = styled.nav`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.card};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};

  ${media.up('lg')} {
    grid-area: contents;
    position: sticky;
    top: calc(${theme.layout.navHeight} + ${theme.space.lg});
    max-height: calc(100vh - ${theme.layout.navHeight} - 2 * ${theme.space.lg});
    overflow-y: auto;
  }

  @media print {
    margin-block: 1.5rem;
    padding: 0;
    border: 0;
  }
`;

export const ContentsLabel = styled.p`
  color: ${theme.color.textSubtle};
  ${overlineText}
`;

export const ContentsList = styled.ol`
  display: grid;
  gap: ${theme.space.xs};
`;

/** A row-high target (at least 24 px, WCAG 2.5.8) that lights up on hover and shows the focus ring. */
export const ContentsLink = styled.a`
  display: block;
  padding-block: ${theme.space.xs};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
  text-decoration: none;
  transition: color ${theme.motion.fast} ease;

  ${media.hover} {
    &:hover {
      color: ${theme.color.text};
      text-decoration: underline;
      text-decoration-color: ${theme.color.accent};
    }
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  min-width: 0;
  max-width: ${MEASURE};

  ${media.up('lg')} {
    grid-area: body;
  }

  @media print {
    display: block;
    max-width: none;
  }
`;

/** A numbered section. The global scroll padding keeps it clear of the sticky navigation; this adds breathing room. */
export const Part = styled.section`
  display: grid;
  gap: ${theme.space.md};
  scroll-margin-top: ${theme.space.lg};

  @media print {
    display: block;
    margin-top: 1.5rem;

    & > * + * {
      margin-top: 0.75rem;
    }
  }
`;

/**
 * A section's heading. Smaller than a page section's h2 (fontSize.xxl): a document has many of them, and they
 * organise one text rather than open a new block of the page.
 */
export const PartHeading = styled.h2`
  color: ${theme.color.text};
  ${minorHeadingText}
`;

export const PartNumber = styled.span`
  color: ${theme.color.accent};
  font-variant-numeric: tabular-nums;
`;

export const Subheading = styled.h3`
  margin-top: ${theme.space.sm};
  color: ${theme.color.text};
  ${cardTitleText}

  @media print {
    margin-top: 1.25rem;
  }
`;

/** Links inside running text: white like the text, told apart by a yellow underline (never yellow body text). */
const runningText = `
  color: ${theme.color.textMuted};
  text-wrap: pretty;
  overflow-wrap: break-word;

  & a {
    color: ${theme.color.text};
    text-decoration-line: underline;
    text-decoration-color: ${theme.color.accent};
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
  }

  ${media.hover} {
    & a:hover {
      color: ${theme.color.accent};
    }
  }
`;

export const Paragraph = styled.p`
  ${runningText}
`;

export const BulletList = styled.ul`
  ${runningText}
  display: grid;
  gap: ${theme.space.sm};
  padding-left: 1.25em;

  & li::marker {
    color: ${theme.color.accent};
  }
`;

/** Term beside value from sm, one under the other on narrow phones; a hairline between facts. */
export const Facts = styled.dl`
  ${runningText}
  margin: 0;
  border-top: 1px solid ${theme.color.border};

  & > div {
    display: grid;
    gap: ${theme.space.xs};
    padding-block: ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.border};

    ${media.up('sm')} {
      grid-template-columns: minmax(8rem, 13rem) minmax(0, 1fr);
      gap: ${theme.space.md};
    }
  }

  @media print {
    break-inside: avoid;

    &,
    & > div {
      border-color: currentColor;
    }
  }
`;

export const FactTerm = styled.dt`
  color: ${theme.color.text};
  font-weight: ${theme.fontWeight.semibold};
`;

export const FactValue = styled.dd`
  margin: 0;
`;

export const Address = styled.address`
  ${runningText}
  font-style: normal;

  @media print {
    break-inside: avoid;
  }
`;
