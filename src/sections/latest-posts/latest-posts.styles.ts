import { cardCoverLink, linkedCardSurface } from '@/lib/components/card-surface.ts';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { PostImage } from '@/features/posts/components/post-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** One column on phones, two from 640 px and three from the medium breakpoint (SPEC 2.10). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  margin-top: ${theme.space.stack};
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  ${linkedCardSurface}
  grid-template-rows: auto auto auto 1fr auto;
  padding: ${theme.space.lg};
`;

/** 16:9 whatever the file's shape, so the cards line up and the space is reserved before the image loads. */
const coverFrame = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  margin-bottom: ${theme.space.sm};
  border-radius: ${theme.radius.md};
`;

export const CardImage = styled(PostImage)`
  ${coverFrame}
  object-fit: cover;
  background: ${theme.color.surfaceHigh};
`;

export const PostDate = styled.time`
  color: ${theme.color.accent};
  ${overlineText}
`;

export const PostTitle = styled.h3`
  ${cardTitleText}
  overflow-wrap: anywhere;
`;

/** Sanitised excerpt markup from WordPress: paragraphs and inline text. */
export const Excerpt = styled.div`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.body};

  p {
    margin: 0;
  }

  a {
    color: inherit;
  }
`;

/** The Read More link covers the whole card, so the card is one target. */
export const ReadMoreLink = styled(ContentLink)`
  ${cardCoverLink}
  justify-self: start;
  color: ${theme.color.accent};
  font-weight: ${theme.fontWeight.semibold};
`;

/** A row between the heading and the cards or under them, wrapping on narrow screens. */
const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin-top: ${theme.space.stack};
`;

/** The status line (loading, empty, failed) and, after a failure, the retry button beside it. */
export const StatusRow = styled.div`
  ${wrappingRow}
  gap: ${theme.space.md};

  &:has(> p:empty):not(:has(button)) {
    display: none;
  }
`;

export const Message = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};

  &:focus {
    outline: none;
  }
`;

export const RetryButton = styled.button`
  ${buttonStyles('secondary', 'sm')}
`;

const shimmer = css`
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceHigh};
`;

/** Placeholder cards of the real cards' shape while posts load, so nothing jumps when they arrive. */
export const SkeletonCard = styled.div`
  ${linkedCardSurface}
  grid-template-rows: auto auto auto 1fr;
  padding: ${theme.space.lg};
`;

export const SkeletonImage = styled.div`
  ${coverFrame}
  ${shimmer}
`;

export const SkeletonLine = styled.div<{ $width: string; $height?: string }>`
  ${shimmer}
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height ?? '1em'};
`;

export const ViewAllLink = styled(ContentLink)`
  ${buttonStyles('secondary')}
  margin-top: ${theme.space.stack};
`;

/** The links to a listing's pages, under its cards: one row that wraps on narrow screens. */
export const PageList = styled.ul`
  ${wrappingRow}
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;
`;

/**
 * A page link: the current page is marked by its filled face as well as aria-current. A router link of its own
 * (ContentLink has no rel or aria-current), without data-discover, as ContentLink's are.
 */
export const PageLink = styled(Link).attrs({ discover: 'none' })`
  ${buttonStyles('secondary', 'sm')}

  &[aria-current='page'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
`;

/** Where pages are left out: an ellipsis drawn by CSS, hidden from screen readers (the numbers say the rest). */
export const PageGap = styled.span`
  color: ${theme.color.textMuted};

  &::before {
    content: '\\2026';
  }
`;
