import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonSizes, buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { overlineText } from '@/lib/components/typography.ts';
import { media, mediaQueries } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/** Below the navigation's breakpoint, from tablet width up: the menu is a side sheet, not the full width. */
const sheet = `@media ${mediaQueries.up('md')} and ${mediaQueries.down('xl')}`;
const sheetWidth = '27rem';

/**
 * For controls in the sticky bar. The root's scroll-padding-top (room for the bar above anchor targets) makes
 * the browser think anything in the bar is hidden under it, so focusing one, by Tab or by a tap, scrolled the
 * page back to the top. A negative scroll margin of the bar's height cancels that: the bar never needs
 * scrolling into view.
 */
const inStickyBar = css`
  scroll-margin-top: calc(-1 * ${theme.layout.navHeight});
`;

/**
 * Visibility flips in one step, as soon as a panel opens and once it has faded out when it closes (what a
 * visibility transition of the fade's length does too), but with no animation running meanwhile: a visibility
 * transition cannot run on the compositor, so it would add a main-thread frame to every frame of the fade.
 */
const visibilityStep = (open: boolean) => `visibility 0s linear ${open ? '0s' : theme.motion.base}`;

export const Header = styled.header<{ $scrolled: boolean; $menuOpen: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.nav};
  border-bottom: 1px solid ${({ $scrolled }) => ($scrolled ? 'rgba(255, 214, 10, 0.35)' : 'transparent')};
  transition: border-color ${theme.motion.base} ease;

  /* The translucent, blurred bar is painted by a pseudo-element: a backdrop-filter on the header itself would
     make it the containing block of the fixed menu panel and backdrop, which must size to the viewport. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(0, 0, 0, 0.86);
    backdrop-filter: blur(14px);
  }

  /* The glow under the scrolled bar is drawn once and faded in and out by its opacity, on the compositor: a
     transition of box-shadow itself would repaint the bar on the main thread for every frame. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    box-shadow: 0 10px 40px ${theme.color.accentGlow};
    opacity: ${({ $scrolled }) => ($scrolled ? 1 : 0)};
    pointer-events: none;
    transition: opacity ${theme.motion.base} ease;
  }

  ${media.down('xl')} {
    ${({ $menuOpen }) =>
      $menuOpen &&
      css`
        /* The open menu is modal: above the cookie banner too, which is inert behind it. */
        z-index: ${theme.zIndex.menu};
        border-bottom-color: ${theme.color.border};

        &::after {
          opacity: 0;
        }

        &::before {
          background: ${theme.color.surface};
        }
      `}
  }
`;

/** Dims the page under the open mobile menu; a click on it closes the menu. */
export const Backdrop = styled.div<{ $open: boolean }>`
  display: none;

  ${media.down('xl')} {
    display: block;
    position: fixed;
    inset: ${theme.layout.navHeight} 0 0;
    background: rgba(0, 0, 0, 0.72);
    backdrop-filter: blur(6px);
    opacity: ${({ $open }) => ($open ? 1 : 0)};
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    cursor: pointer;

    ${media.motionWelcome} {
      transition:
        opacity ${theme.motion.base} ease,
        ${({ $open }) => visibilityStep($open)};
    }
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: ${theme.layout.navHeight};
`;

export const LogoLink = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  flex-shrink: 0;
  border-radius: ${theme.radius.sm};
  font-size: 1.125rem;
  font-weight: ${theme.fontWeight.heavy};
  letter-spacing: 0.02em;
  text-decoration: none;
  ${inStickyBar}
`;

export const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.875rem;
  height: 2.875rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: transparent;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    border-color ${theme.motion.fast} ease,
    background-color ${theme.motion.fast} ease;
  ${inStickyBar}

  &[aria-expanded='true'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.surfaceHigh};
    color: ${theme.color.accent};
  }

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.text};
    }
  }

  ${media.up('xl')} {
    display: none;
  }
`;

export const NavPanel = styled.nav<{ $open: boolean }>`
  ${media.down('xl')} {
    position: fixed;
    /* From under the bar to the bottom of the viewport: fixed insets follow the dynamic viewport (like 100dvh),
       so the panel ends at the visible bottom while mobile browser toolbars come and go. */
    top: ${theme.layout.navHeight};
    right: 0;
    bottom: 0;
    width: 100%;
    display: flex;
    flex-direction: column;
    background: ${theme.color.surface};
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    opacity: ${({ $open }) => ($open ? 1 : 0)};
    transform: ${({ $open }) => ($open ? 'none' : 'translateY(-0.75rem)')};

    ${media.motionWelcome} {
      transition:
        opacity ${theme.motion.base} ease,
        transform ${theme.motion.base} ${theme.motion.easing},
        ${({ $open }) => visibilityStep($open)};
    }
  }

  ${sheet} {
    width: min(${sheetWidth}, 100%);
    border-left: 1px solid ${theme.color.border};
    box-shadow: -40px 0 80px rgba(0, 0, 0, 0.55);
    transform: ${({ $open }) => ($open ? 'none' : 'translateX(2rem)')};
  }

  ${media.up('xl')} {
    display: flex;
    align-items: center;
    gap: ${theme.space.lg};

    /* On desktop the whole navigation, dropdowns included, hangs from the sticky bar. (Not in the mobile
       panel: its list scrolls by itself and must bring a focused item fully into view.) */
    a,
    button {
      ${inStickyBar}
    }
  }
`;

export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;

  ${media.down('xl')} {
    /* The panel's own scrolling region when the menu is taller than the screen; it never scrolls the page. */
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;

    /* Doubled class: outweighs the global ul[role='list'] reset. */
    && {
      padding: ${theme.space.sm} ${theme.space.lg} ${theme.space.lg};
    }
  }

  ${media.up('xl')} {
    flex-direction: row;
    align-items: center;
    gap: 0.25rem;
  }
`;

export const GroupItem = styled.li`
  position: relative;

  ${media.down('xl')} {
    border-bottom: 1px solid ${theme.color.border};
  }
`;

const topLevelItem = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.35rem;
  width: 100%;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: color ${theme.motion.fast} ease;

  ${media.down('xl')} {
    min-height: 3.75rem;
    padding: 0.75rem 0.125rem;
    font-size: ${theme.fontSize.lg};
    font-weight: ${theme.fontWeight.semibold};
    letter-spacing: -0.01em;

    svg {
      width: 1.125rem;
      height: 1.125rem;
      color: ${theme.color.textSubtle};
    }
  }

  ${media.hover} {
    &:hover {
      color: ${theme.color.accent};
    }
  }

  ${media.up('xl')} {
    width: auto;
    padding: 0.55rem 0.8rem;
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

export const GroupButton = styled.button<{ $active: boolean }>`
  ${topLevelItem}
  color: ${({ $active }) => ($active ? theme.color.accent : theme.color.text)};

  svg {
    flex-shrink: 0;
    transition:
      transform ${theme.motion.fast} ease,
      color ${theme.motion.fast} ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
    color: ${theme.color.accent};
  }
`;

export const TopLink = styled(NavLink).attrs({ discover: 'none' })`
  ${topLevelItem}

  &[aria-current='page'] {
    color: ${theme.color.accent};
  }
`;

export const GroupPanel = styled.div`
  ${media.down('xl')} {
    padding: 0 0 ${theme.space.md};
  }

  ${media.up('xl')} {
    position: absolute;
    top: calc(100% + 0.6rem);
    left: 0;
    min-width: 19rem;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceRaised};
    box-shadow: 0 24px 60px rgba(0, 0, 0, 0.65);
  }
`;

export const MenuList = styled.ul`
  display: grid;
  gap: 0.125rem;
`;

export const MenuLink = styled(NavLink).attrs({ discover: 'none' })`
  display: grid;
  gap: 0.125rem;
  padding: 0.65rem 0.85rem;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${theme.motion.fast} ease;

  ${media.down('xl')} {
    min-height: 3rem;
    align-content: center;
    padding: 0.7rem 1rem;
    font-size: ${theme.fontSize.md};
  }

  ${media.hover} {
    &:hover {
      background: ${theme.color.surfaceHigh};
    }
  }

  &:active {
    background: ${theme.color.surfaceHigh};
  }

  &[aria-current='page'] {
    color: ${theme.color.accent};
    box-shadow: inset 3px 0 0 ${theme.color.accent};
  }
`;

export const MenuDescription = styled.span`
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.regular};
  line-height: ${theme.lineHeight.snug};
`;

export const SubmenuHeading = styled.span`
  display: block;
  padding: 0.75rem 0.85rem 0.35rem;
  color: ${theme.color.textSubtle};
  ${overlineText}

  ${media.down('xl')} {
    padding: ${theme.space.md} 1rem ${theme.space.xs};
  }
`;

/** Holds Book a Demo: pinned to the bottom of the mobile panel, part of the bar on desktop. */
export const PanelFooter = styled.div`
  display: contents;

  ${media.down('xl')} {
    display: block;
    flex: none;
    padding: ${theme.space.md} ${theme.space.lg} calc(${theme.space.md} + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${theme.color.border};
    background: ${theme.color.surfaceRaised};
  }
`;

export const BookDemoLink = styled(ContentLink)`
  ${buttonStyles('primary')}

  ${media.down('xl')} {
    ${buttonSizes.lg};
    width: 100%;
  }
`;
