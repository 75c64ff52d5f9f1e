import type { RefObject } from 'react';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap.ts';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock.ts';

export interface ModalMenuBehaviourProps {
  /** Everything outside it turns inert. */
  scope: RefObject<HTMLElement | null>;
  /** Tab and Shift+Tab cycle through these, in order. */
  cycle: readonly RefObject<HTMLElement | null>[];
  /** The panel's own scrolling region, which still scrolls while the page is locked. */
  scroller: RefObject<HTMLElement | null>;
}

/**
 * What makes the open mobile menu modal: the page locked and inert, focus kept in the menu. Mounted only while
 * the menu is open below the desktop breakpoint; its module loads after the page (site-nav.tsx), so the first
 * render of every page carries none of it.
 */
export default function ModalMenuBehaviour({ scope, cycle, scroller }: ModalMenuBehaviourProps) {
  useScrollLock(true, scroller);
  useFocusTrap(true, scope, cycle);
  return null;
}
