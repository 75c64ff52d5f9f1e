import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { cardTitleText } from '@/lib/components/typography.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * The player's box, 16:9 like the player it stands in for, so loading the video moves nothing on wider screens; on
 * a phone the placeholder's words may need more height than 16:9 gives, and the box grows to hold them.
 */
const videoBox = `
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.md};
`;

export const Player = styled.div`
  iframe {
    display: block;
    ${videoBox}
    height: auto;
    border: 0;
  }
`;

/** A quiet panel in the site's surfaces: no image from the provider, which would itself be a request to it. */
export const Placeholder = styled.div`
  ${videoBox}
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.card};
  border: 1px solid ${theme.color.border};
  background: radial-gradient(circle at 50% 30%, ${theme.color.accentGlow}, transparent 60%), ${theme.color.surfaceHigh};
  text-align: center;
`;

/**
 * The video's title, which names the placeholder's group (aria-labelledby): a label, so no paragraph, which set as
 * a title above the notice would read as a heading that is not one (axe's p-as-heading). The post's own headings
 * give its outline; a heading here could not know its level among them.
 */
export const VideoTitle = styled.div`
  ${cardTitleText}
  max-width: 32rem;
  color: ${theme.color.text};
  overflow-wrap: anywhere;
`;

export const Notice = styled.p`
  max-width: 32rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.xs};
  line-height: 1.5;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;

export const LoadButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  ${({ $variant }) => buttonStyles($variant, 'sm')}
  /* Long labels wrap on narrow phones rather than overflow the panel. */
  white-space: normal;
`;

/** The site's one external link (new tab, rel, the new-tab hint), in the placeholder's small accent type. */
export const WatchLink = styled(ContentLink)`
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};

  &:focus-visible {
    outline: none;
    border-radius: ${theme.radius.sm};
    box-shadow: ${theme.focusRing};
  }
`;
