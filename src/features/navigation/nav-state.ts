/**
 * Open/closed state of the main navigation: the mobile menu, and which one
 * group (dropdown on desktop, accordion section on mobile) is expanded.
 */
export interface NavState {
  menuOpen: boolean;
  openGroup: string | null;
}

export type NavAction =
  { type: 'toggle-menu' } | { type: 'toggle-group'; group: string } | { type: 'close-group' } | { type: 'close-menu' } | { type: 'close-all' };

export const closedNav: NavState = { menuOpen: false, openGroup: null };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggle-menu':
      return state.menuOpen ? closedNav : { menuOpen: true, openGroup: null };
    case 'toggle-group':
      // One section open at a time: opening a group closes any other.
      return { ...state, openGroup: state.openGroup === action.group ? null : action.group };
    case 'close-group':
      return state.openGroup === null ? state : { ...state, openGroup: null };
    case 'close-menu':
      // The window widened past the breakpoint: the mobile menu goes; a desktop dropdown alone stays open.
      return state.menuOpen ? closedNav : state;
    case 'close-all':
      return state.menuOpen || state.openGroup !== null ? closedNav : state;
  }
}
