import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabIndexForKey, type TabOrientation } from './tab-keys.ts';

export interface UseTabsOptions {
  /** Which arrow keys move the selection (see tabMoveForKey); horizontal by default. */
  orientation?: TabOrientation;
  /** The tab selected at first; 0 by default (SPEC 4: the first tab starts active). */
  initialIndex?: number;
}

/**
 * A WAI-ARIA tab list with automatic activation: the arrow keys, Home and End move focus and select the tab they
 * land on, and only the selected tab is in the Tab order (roving tabindex), so Tab moves on to the panel. Spread
 * `tabListProps` on the list, `tabProps(index)` on each tab button and `panelProps(index)` on each panel; every
 * panel stays in the page (pre-rendered), the unselected ones `hidden`.
 */
export function useTabs(count: number, { orientation = 'horizontal', initialIndex = 0 }: UseTabsOptions = {}) {
  const ids = useId();
  const [chosen, setChosen] = useState(initialIndex);
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const selected = Math.min(Math.max(chosen, 0), Math.max(count - 1, 0));

  const tabId = (index: number) => `${ids}-tab-${index}`;
  const panelId = (index: number) => `${ids}-panel-${index}`;

  /** Selects a tab; with `focus` also moves keyboard focus to it, as arrow keys do. */
  const select = (index: number, focus = false) => {
    setChosen(index);
    if (focus) tabs.current[index]?.focus();
  };

  const tabListProps = {
    role: 'tablist' as const,
    'aria-orientation': orientation === 'horizontal' ? ('horizontal' as const) : ('vertical' as const),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const next = tabIndexForKey(event.key, selected, count, orientation);
      if (next === undefined) return;
      event.preventDefault();
      select(next, true);
    },
  };

  const tabProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      tabs.current[index] = element;
    },
    role: 'tab' as const,
    id: tabId(index),
    'aria-selected': index === selected,
    'aria-controls': panelId(index),
    tabIndex: index === selected ? 0 : -1,
    onClick: () => select(index),
  });

  const panelProps = (index: number) => ({
    role: 'tabpanel' as const,
    id: panelId(index),
    'aria-labelledby': tabId(index),
    hidden: index !== selected,
    tabIndex: 0,
  });

  return { selected, select, tabListProps, tabProps, panelProps };
}
