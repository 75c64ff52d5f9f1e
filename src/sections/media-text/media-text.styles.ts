import styled, { css } from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { LoopingVideo } from '@/lib/media/looping-video.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { wideLayout, type MediaPosition as Position } from './media-text-layout.ts';

/** Places text or picture in its column of the first row from 1024 px; a banner ("below") keeps the natural order. */
const wideCell = (position: Position, part: 'textColumn' | 'mediaColumn') => {
  const layout = wideLayout(position);
  return layout.columns === null
    ? null
    : css`
        ${media.up('lg')} {
          grid-column: ${layout[part]};
          grid-row: 1;
        }
      `;
};

/**
 * One column below the large breakpoint (text, then the picture). From 1024 px the picture sits beside the text,
 * on the right ("end") or the left ("start"), or stays a full-width banner under it ("below").
 */
export const Layout = styled.div<{ $position: Position }>`
  display: grid;
  gap: ${theme.space.stack};
  align-items: center;

  ${({ $position }) => {
    const { columns } = wideLayout($position);
    return columns === null
      ? null
      : css`
          ${media.up('lg')} {
            grid-template-columns: ${columns};
            gap: ${theme.space.split};
          }
        `;
  }}
`;

export const Text = styled.div<{ $position: Position }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  max-width: ${({ $position }) => ($position === 'below' ? '48rem' : 'none')};

  ${({ $position }) => wideCell($position, 'textColumn')}
`;

export const Paragraph = styled.p`
  max-width: 44rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.body};
  text-wrap: pretty;
`;

export const ActionLink = styled(ContentLink)`
  ${buttonStyles('primary')}
  margin-top: ${theme.space.sm};
`;

export const MediaFrame = styled.div<{ $position: Position }>`
  min-width: 0;

  ${({ $position }) => wideCell($position, 'mediaColumn')}
`;

const framed = css`
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
`;

export const MediaImage = styled(ResponsiveImage)`
  ${framed}
`;

export const MediaVideo = styled(LoopingVideo)`
  ${framed}
`;
