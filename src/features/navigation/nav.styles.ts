import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const Header = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.nav};
  background: rgba(0, 0, 0, 0.86);
  backdrop-filter: blur(14px);
  border-bottom: 1px solid ${({ $scrolled }) => ($scrolled ? 'rgba(255, 214, 10, 0.35)' : 'transparent')};
  box-shadow: ${({ $scrolled }) => ($scrolled ? `0 10px 40px ${theme.color.accentGlow}` : 'none')};
  transition:
    box-shadow ${theme.motion.base} ease,
    border-color ${theme.motion.base} ease;
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: ${theme.layout.navHeight};
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  flex-shrink: 0;
  border-radius: ${theme.radius.sm};
  font-size: 1.125rem;
  font-weight: 750;
  letter-spacing: 0.02em;
  text-decoration: none;
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

  ${media.up('xl')} {
    display: none;
  }
`;

export const NavPanel = styled.nav<{ $open: boolean }>`
  ${media.down('xl')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset: ${theme.layout.navHeight} 0 auto;
    flex-direction: column;
    gap: ${theme.space.lg};
    max-height: calc(100dvh - ${theme.layout.navHeight});
    overflow-y: auto;
    padding: ${theme.space.md} ${theme.space.gutter} ${theme.space.xl};
    background: ${theme.color.black};
    border-top: 1px solid ${theme.color.border};
    box-shadow: 0 30px 60px rgba(0, 0, 0, 0.7);
  }

  ${media.up('xl')} {
    display: flex;
    align-items: center;
    gap: ${theme.space.lg};
  }
`;

export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;

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
  padding: 0.9rem 0.25rem;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.fontSize.md};
  font-weight: 560;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${theme.color.accent};
  }

  ${media.up('xl')} {
    width: auto;
    padding: 0.55rem 0.8rem;
    font-size: ${theme.fontSize.sm};
  }
`;

export const GroupButton = styled.button<{ $active: boolean }>`
  ${topLevelItem}
  color: ${({ $active }) => ($active ? theme.color.accent : theme.color.text)};

  svg {
    transition: transform ${theme.motion.fast} ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const TopLink = styled(NavLink)`
  ${topLevelItem}

  &[aria-current='page'] {
    color: ${theme.color.accent};
  }
`;

export const GroupPanel = styled.div`
  padding: 0 0 ${theme.space.md};

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

export const MenuLink = styled(NavLink)`
  display: grid;
  gap: 0.125rem;
  padding: 0.65rem 0.85rem;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.sm};
  font-weight: 560;
  text-decoration: none;

  &:hover {
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
  font-weight: 400;
`;

export const SubmenuHeading = styled.span`
  display: block;
  padding: 0.75rem 0.85rem 0.35rem;
  color: ${theme.color.textSubtle};
  ${overlineText}
`;

export const BookDemoLink = styled(ContentLink)`
  ${buttonStyles('primary')}

  ${media.down('xl')} {
    align-self: stretch;
  }
`;
