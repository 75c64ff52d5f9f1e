import { Stat } from '@/lib/components/stat.tsx';
import { ContentLink } from '@/lib/components/content-link.tsx';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { media } from '@/lib/theme/media.ts';
import { sideBySideFrom } from '@/lib/theme/split-layout.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** The text beside the animation from `$splitFrom` (splitLayoutWidth: the medium breakpoint, or the content's `phoneLayoutBelow`). */
export const Layout = styled.div<{ $mediaPosition: 'start' | 'end'; $splitFrom: number }>`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;

  ${({ $splitFrom }) => sideBySideFrom($splitFrom)} {
    gap: ${theme.space.split};
    grid-template-columns: ${({ $mediaPosition }) => ($mediaPosition === 'start' ? '11fr 9fr' : '9fr 11fr')};

    & > :first-child {
      order: ${({ $mediaPosition }) => ($mediaPosition === 'start' ? 2 : 1)};
    }

    & > :last-child {
      order: ${({ $mediaPosition }) => ($mediaPosition === 'start' ? 1 : 2)};
    }
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
`;

/** The section's proof and its next step on one line: the stat, then the button. */
export const Outcome = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md} ${theme.space.xl};
  margin-top: ${theme.space.sm};

  ${media.up('md')} {
    row-gap: ${theme.space.lg};
  }
`;

/** On phones the figure reads on one line above the buttons ("30% lower factory setup costs"), so the two buttons share the next. */
export const OutcomeStat = styled(Stat)`
  ${media.down('md')} {
    grid-auto-flow: column;
    justify-content: start;
    align-items: baseline;
    gap: ${theme.space.sm};

    & > span:last-child {
      max-width: none;
    }
  }
`;

/** The section's own button and the site's demo button, kept together when the outcome row wraps. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export const ExploreLink = styled(ContentLink)`
  ${buttonStyles('primary')}
`;

/** The still frame and the canvas share one box whose size is reserved before anything loads. */
export const Figure = styled.figure<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const Still = styled.picture`
  display: block;
  width: 100%;
  height: 100%;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;
