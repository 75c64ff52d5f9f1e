import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  padding: ${theme.space.panel};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: radial-gradient(40rem 20rem at 100% 0%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.surfaceRaised};

  ${media.up('lg')} {
    grid-template-columns: 1fr auto;
  }
`;

export const DemoLink = styled(ContentLink)`
  ${buttonStyles('primary', 'lg')}
  justify-self: start;
`;
