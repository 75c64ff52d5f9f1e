import styled from 'styled-components';
import { Container } from '@/lib/components/container.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { overlineText } from '@/lib/components/typography.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';

export const Contents = styled(Container).attrs({ as: 'nav' })`
  padding-block: ${theme.space.section};
`;

export const ContentsHeading = styled.h2`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
`;

export const ContentsList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;

  a {
    display: inline-block;
    padding: ${theme.space.xs} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    text-decoration: none;

    @media (hover: hover) {
      &:hover {
        border-color: ${theme.color.accent};
      }
    }
  }
`;

export const Entry = styled.section`
  border-top: 1px solid ${theme.color.border};
  /* Jumps from the contents list land below the sticky navigation. */
  scroll-margin-top: ${theme.layout.navHeight};
`;

export const EntryHeader = styled(Container)`
  display: grid;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.section} ${theme.space.lg};
`;

export const TypeLabel = styled.p`
  color: ${theme.color.accent};
  ${overlineText}
`;

export const TypeName = styled.h2`
  font-size: ${theme.fontSize.xxl};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const TypeDescription = styled.p`
  max-width: 60rem;
  color: ${theme.color.textMuted};
  text-wrap: pretty;
`;

export const Example = styled.div`
  /* Each example is framed so that where one ends and the next begins is plain. */
  border-top: 1px dashed ${theme.color.border};
`;

export const ExampleLabel = styled(Container).attrs({ as: 'p' })`
  padding-block: ${theme.space.md} 0;
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const JsonDetails = styled(Container).attrs({ as: 'details' })`
  padding-block: ${theme.space.sm} 0;

  summary {
    width: fit-content;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
    cursor: pointer;
  }
`;

export const JsonCode = styled.pre`
  /* Wrapped rather than scrolled: a scrolling box would need to take keyboard focus. */
  margin-block: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: ${theme.fontSize.xs};
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

export const CopyButton = styled.button`
  ${buttonStyles('secondary', 'sm')};
`;

export const CopyStatus = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
