import styled from 'styled-components';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { theme } from '@/lib/theme/tokens.ts';

/** SPEC 9: the platform frame is 800 px high on every screen. */
export const PLATFORM_FRAME_HEIGHT_PX = 800;

/** Full width (no container): the embedded app lays itself out for the whole screen. */
export const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: ${PLATFORM_FRAME_HEIGHT_PX}px;
  border: 0;
  border-block: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

export const Fallback = styled.p`
  margin: ${theme.space.md} auto 0;
  max-width: ${theme.layout.maxWidth};
  padding-inline: ${theme.space.gutter};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

export const FallbackLink = styled(ContentLink)`
  color: ${theme.color.accent};
  font-weight: ${theme.fontWeight.semibold};
  text-underline-offset: 0.2em;

  &:focus-visible {
    outline: none;
    border-radius: ${theme.radius.sm};
    box-shadow: ${theme.focusRing};
  }
`;
