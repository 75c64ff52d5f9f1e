import styled, { css } from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * A row of text tabs on a hairline, the selected one underlined in yellow (the industries selector, the contact
 * page's countries). On phones the tabs share the row in equal columns, so a long name wraps onto two lines and
 * every tab stays in sight without scrolling. Spread useTabs' props on them.
 */
export const UnderlinedTabList = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  margin-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};

  ${media.up('md')} {
    display: flex;
    gap: ${theme.space.sm};
  }
`;

export const UnderlinedTab = styled.button`
  position: relative;
  min-height: 2.75rem;
  padding: 0.75rem ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radius.sm} ${theme.radius.sm} 0 0;
  background: transparent;
  color: ${theme.color.textMuted};
  font: inherit;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  text-align: center;
  text-wrap: balance;
  cursor: pointer;

  ${media.up('md')} {
    padding-inline: ${theme.space.lg};
    font-size: ${theme.fontSize.md};
  }

  /* The selected tab's underline sits on the list's hairline. */
  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: -1px;
    left: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }

  ${media.motionWelcome} {
    transition: color ${theme.motion.fast} ease;

    &::after {
      transition: background-color ${theme.motion.fast} ease;
    }
  }

  ${media.hover} {
    &:hover {
      color: ${theme.color.text};
    }
  }

  &[aria-selected='true'] {
    color: ${theme.color.text};
  }

  &[aria-selected='true']::after {
    background: ${theme.color.accent};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRingInset};
  }
`;

/**
 * Holds every panel of a tab list in one grid cell, so the block is as tall as its tallest panel and nothing below
 * it moves when the visitor switches tabs. Give each panel `stackedTabPanel`.
 */
export const TabPanelStack = styled.div`
  display: grid;

  > * {
    grid-area: 1 / 1;
  }
`;

/**
 * A panel in a TabPanelStack: a one-column grid (each section sets its gap and its wider columns), kept in its place
 * in the shared cell, unseen and out of reach, while its tab is not selected, and ringed when it takes focus.
 */
export const stackedTabPanel = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  &[hidden] {
    display: grid;
    visibility: hidden;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
