import { useEffect, useId, useMemo, useReducer, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavEntry } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useDeferredModule } from '@/lib/hooks/use-deferred-module.ts';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { routeMatchesPath } from '@/lib/routing/path-keys.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { mediaQueries } from '@/lib/theme/media.ts';
import { ChevronDownIcon, MenuIcon } from '@/lib/components/icons/menu-icons.tsx';
import { closedNav, navReducer } from './nav-state.ts';

const loadModalBehaviour = () => import('./modal-menu-behaviour.tsx');
import {
  Backdrop,
  Bar,
  BookDemoLink,
  GroupButton,
  GroupItem,
  GroupList,
  GroupPanel,
  Header,
  LogoLink,
  MenuDescription,
  MenuLink,
  MenuList,
  MenuToggle,
  NavPanel,
  PanelFooter,
  SubmenuHeading,
  TopLink,
} from './nav.styles.ts';

const SCROLLED_THRESHOLD_PX = 10;

function containsPath(entry: NavEntry, pathname: string): boolean {
  if (entry.path !== undefined && routeMatchesPath(entry.path, pathname)) return true;
  return (entry.children ?? []).some((child) => containsPath(child, pathname));
}

function MenuEntries({ entries }: { entries: readonly NavEntry[] }) {
  const headingIdBase = useId();
  return (
    <MenuList role="list">
      {entries.map((entry, index) =>
        entry.children ? (
          <li key={entry.label}>
            <SubmenuHeading id={`${headingIdBase}-${index}`}>{entry.label}</SubmenuHeading>
            <MenuList role="list" aria-labelledby={`${headingIdBase}-${index}`}>
              {entry.children.map((child) => (
                <li key={child.label}>
                  <MenuItemLink entry={child} />
                </li>
              ))}
            </MenuList>
          </li>
        ) : (
          <li key={entry.label}>
            <MenuItemLink entry={entry} />
          </li>
        ),
      )}
    </MenuList>
  );
}

function MenuItemLink({ entry }: { entry: NavEntry }) {
  if (entry.path === undefined) return null;
  return (
    <MenuLink to={entry.path} end>
      {entry.label}
      {entry.description ? <MenuDescription>{entry.description}</MenuDescription> : null}
    </MenuLink>
  );
}

/**
 * The sticky main navigation, following the WAI-ARIA disclosure navigation pattern. Below the extra-large
 * breakpoint the open menu is modal: a full-height panel over a dimmed backdrop, the page behind it inert and
 * not scrolling, and Tab cycling through the toggle and the panel.
 */
export function SiteNav() {
  const { navigation, brand } = useSiteContent();
  const { pathname, key: locationKey } = useLocation();
  const [state, dispatch] = useReducer(navReducer, closedNav);
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const scrollRegionRef = useRef<HTMLUListElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const groupButtonRefs = useRef(new Map<string, HTMLButtonElement>());
  const menuId = useId();
  const panelIdBase = useId();
  const compact = useMediaQuery(mediaQueries.down('xl'));
  const modal = state.menuOpen && compact;
  const focusCycle = useMemo(() => [menuToggleRef, panelRef], []);

  // The modal behaviour loads once the page is idle (or at the latest when the menu opens), never with the page.
  const modalBehaviour = useDeferredModule(loadModalBehaviour, { idle: compact, now: modal });

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Any navigation, even to the current page, closes the menu and dropdowns. This happens while rendering the
  // new location, not in an effect a commit later, so the page is no longer inert when the route change moves
  // focus to <main>.
  const [renderedLocationKey, setRenderedLocationKey] = useState(locationKey);
  if (renderedLocationKey !== locationKey) {
    setRenderedLocationKey(locationKey);
    dispatch({ type: 'close-all' });
  }

  // Widening the window past the breakpoint turns the menu into the desktop bar: the mobile menu closes.
  useEffect(() => {
    if (!compact) dispatch({ type: 'close-menu' });
  }, [compact]);

  const isOpen = state.menuOpen || state.openGroup !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = state.menuOpen ? menuToggleRef.current : state.openGroup ? groupButtonRefs.current.get(state.openGroup) : null;
      dispatch({ type: 'close-all' });
      toggle?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) dispatch({ type: 'close-all' });
    };
    // The mobile menu closes on a click (not a press, so the tap cannot land on the page once the backdrop has
    // gone) on the backdrop, and when a link in it is chosen, also one that opens in a new tab.
    const onClick = (event: MouseEvent) => {
      if (!state.menuOpen || !(event.target instanceof Element)) return;
      const onBackdrop = backdropRef.current?.contains(event.target) === true;
      const onLink = panelRef.current?.contains(event.target) === true && event.target.closest('a[href]') !== null;
      if (!onBackdrop && !onLink) return;
      const focusWasInside = panelRef.current?.contains(document.activeElement) === true;
      dispatch({ type: 'close-all' });
      if (onBackdrop && focusWasInside) menuToggleRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
    };
  }, [isOpen, state.menuOpen, state.openGroup]);

  // On desktop a dropdown closes when keyboard focus leaves the navigation.
  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    if (!state.menuOpen && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      dispatch({ type: 'close-group' });
    }
  };

  return (
    <Header ref={headerRef} $scrolled={scrolled} $menuOpen={state.menuOpen} data-scrolled={scrolled} data-print="hide">
      <Backdrop ref={backdropRef} aria-hidden="true" $open={state.menuOpen} data-testid="nav-backdrop" />
      {modal && modalBehaviour ? <modalBehaviour.default scope={headerRef} cycle={focusCycle} scroller={scrollRegionRef} /> : null}
      <Container>
        <Bar>
          <LogoLink link={brand.logo.homeLink}>
            <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
            <span>{brand.logo.homeLink.label}</span>
          </LogoLink>
          <MenuToggle ref={menuToggleRef} type="button" aria-expanded={state.menuOpen} aria-controls={menuId} onClick={() => dispatch({ type: 'toggle-menu' })}>
            <MenuIcon open={state.menuOpen} />
            <VisuallyHidden>{navigation.menuButtonLabel}</VisuallyHidden>
          </MenuToggle>
          <NavPanel ref={panelRef} id={menuId} aria-label={navigation.label} $open={state.menuOpen} data-open={state.menuOpen} onBlur={onNavBlur}>
            <GroupList ref={scrollRegionRef} role="list">
              {navigation.groups.map((group, index) => {
                if (!group.children) {
                  return (
                    <GroupItem key={group.label}>
                      {group.path !== undefined ? (
                        <TopLink to={group.path} end>
                          {group.label}
                        </TopLink>
                      ) : null}
                    </GroupItem>
                  );
                }
                const panelId = `${panelIdBase}-${index}`;
                const expanded = state.openGroup === group.label;
                return (
                  <GroupItem key={group.label}>
                    <GroupButton
                      ref={(element) => {
                        if (element) groupButtonRefs.current.set(group.label, element);
                        else groupButtonRefs.current.delete(group.label);
                      }}
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      $active={containsPath(group, pathname)}
                      onClick={() => dispatch({ type: 'toggle-group', group: group.label })}
                    >
                      {group.label}
                      <ChevronDownIcon />
                    </GroupButton>
                    <GroupPanel id={panelId} hidden={!expanded}>
                      <MenuEntries entries={group.children} />
                    </GroupPanel>
                  </GroupItem>
                );
              })}
            </GroupList>
            <PanelFooter>
              <BookDemoLink link={navigation.bookDemo} />
            </PanelFooter>
          </NavPanel>
        </Bar>
      </Container>
    </Header>
  );
}
