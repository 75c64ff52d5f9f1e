import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { PageHeading } from '@/lib/components/page-heading.ts';
import { overlineText } from '@/lib/components/typography.ts';
import { PostImage } from '@/features/posts/components/post-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** An <article> rather than a SectionShell: the post is a document of its own, named by its title. */
export const Article = styled.article`
  padding-block: ${theme.space.section};

  /* Focused only by Try again, to keep the visitor's place while the post loads. */
  &:focus {
    outline: none;
  }
`;

/** A readable measure for long text: about 70 characters a line. */
export const Column = styled.div`
  width: 100%;
  max-width: 46rem;
  margin-inline: auto;
  padding-inline: ${theme.space.gutter};
`;

export const BackLink = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.accent};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;

  &::before {
    content: '←';
  }

  ${media.hover} {
    &:hover {
      text-decoration: underline;
    }
  }
`;

export const Header = styled.header`
  display: grid;
  gap: ${theme.space.md};
  margin-block: ${theme.space.lg} ${theme.space.xl};
`;

export const PostDate = styled.time`
  color: ${theme.color.accent};
  ${overlineText}
`;

export const Title = styled(PageHeading)`
  color: ${theme.color.text};
  font-size: ${theme.fontSize.xxl};
  overflow-wrap: anywhere;
`;

export const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  color: ${theme.color.textMuted};
`;

export const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.xs} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    font-size: ${theme.fontSize.xs};
  }
`;

export const LeadImage = styled(PostImage)`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  margin-bottom: ${theme.space.xl};
  border-radius: ${theme.radius.lg};
  object-fit: cover;
  background: ${theme.color.surfaceHigh};
`;

/** A run of the post's markup between its video players (post-body-parts.ts). */
export const HtmlPart = styled.div``;

/** WordPress's sanitised body markup, styled as prose, with the video players' placeholders between its parts. */
export const Body = styled.div`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.body};
  overflow-wrap: break-word;

  /* The post's blocks are spaced as one flow, whether they sit in the body or in a run of markup inside it. */
  > * + *,
  > ${HtmlPart} > * + * {
    margin-top: 1.25em;
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-top: 1.75em;
    color: ${theme.color.text};
    line-height: ${theme.lineHeight.snug};
  }

  h2 {
    font-size: ${theme.fontSize.xl};
  }

  h3 {
    font-size: ${theme.fontSize.lg};
  }

  a {
    color: ${theme.color.accent};
  }

  ul,
  ol {
    padding-left: 1.5em;
  }

  li + li {
    margin-top: 0.5em;
  }

  img,
  video {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
  }

  figure {
    margin-inline: 0;
  }

  figcaption {
    margin-top: ${theme.space.sm};
    color: ${theme.color.textSubtle};
    font-size: ${theme.fontSize.sm};
  }

  blockquote {
    margin-inline: 0;
    padding-left: ${theme.space.lg};
    border-left: 3px solid ${theme.color.accent};
    color: ${theme.color.text};
  }

  pre {
    overflow-x: auto;
    padding: ${theme.space.md};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceHigh};
  }

  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
  }
`;

/** Previous on the left, next on the right; stacked on phones. Reserves its height while the neighbours load. */
export const Neighbours = styled.nav`
  display: grid;
  gap: ${theme.space.md};
  min-height: 5.5rem;
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.xl};
  border-top: 1px solid ${theme.color.border};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const NeighbourLink = styled(ContentLink)<{ $direction: 'previous' | 'next' }>`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;

  /* Side by side from 640 px, older on the left; on phones one full-width link under the other. */
  ${media.up('sm')} {
    grid-column: ${({ $direction }) => ($direction === 'previous' ? '1' : '2')};
    text-align: ${({ $direction }) => ($direction === 'previous' ? 'left' : 'right')};
  }

  &:focus-visible {
    border-color: ${theme.color.accent};
  }

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.accent};
    }
  }

  span:first-child {
    color: ${theme.color.accent};
    ${overlineText}
  }
`;

export const Status = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: start;
  padding-block: ${theme.space.xl};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
`;

export const RetryButton = styled.button`
  ${buttonStyles('secondary', 'sm')}
`;
