import { cardCoverLink, linkedCardSurface } from '@/lib/components/card-surface.ts';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { cardTitleText, overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const Section = styled.section`
  padding-block: ${theme.space.section};
`;

export const Header = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

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
  padding: ${theme.space.lg};
`;

export const PostDate = styled.time`
  color: ${theme.color.accent};
  ${overlineText}
`;

export const PostTitle = styled.h3`
  ${cardTitleText}
`;

/** The title's link covers the whole card, so the card is one target with the title as its name. */
export const PostLink = styled(ContentLink)`
  ${cardCoverLink}
`;

export const Excerpt = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.body};
`;

export const Message = styled.p`
  margin-top: ${theme.space.stack};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
`;

export const ViewAllLink = styled(ContentLink)`
  ${buttonStyles('secondary')}
  margin-top: ${theme.space.stack};
`;
