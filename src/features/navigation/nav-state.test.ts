import { describe, expect, it } from 'vitest';
import { closedNav, navReducer } from './nav-state.ts';

describe('navigation state', () => {
  it('opens one group at a time', () => {
    const platform = navReducer(closedNav, { type: 'toggle-group', group: 'Platform' });
    const industries = navReducer(platform, { type: 'toggle-group', group: 'Industries' });
    expect(industries.openGroup).toBe('Industries');
    expect(navReducer(industries, { type: 'toggle-group', group: 'Industries' }).openGroup).toBeNull();
  });

  it('toggles the mobile menu and starts it with every group closed', () => {
    const withGroup = navReducer(closedNav, { type: 'toggle-group', group: 'Platform' });
    const opened = navReducer(withGroup, { type: 'toggle-menu' });
    expect(opened).toEqual({ menuOpen: true, openGroup: null });
    expect(navReducer(opened, { type: 'toggle-menu' })).toEqual(closedNav);
  });

  it('closes everything at once', () => {
    const open = navReducer(navReducer(closedNav, { type: 'toggle-menu' }), { type: 'toggle-group', group: 'Platform' });
    expect(navReducer(open, { type: 'close-all' })).toEqual(closedNav);
    expect(navReducer(closedNav, { type: 'close-all' })).toBe(closedNav);
  });

  it('closes the mobile menu when the window widens past the breakpoint, leaving a lone dropdown alone', () => {
    const menu = navReducer(navReducer(closedNav, { type: 'toggle-menu' }), { type: 'toggle-group', group: 'Platform' });
    expect(navReducer(menu, { type: 'close-menu' })).toEqual(closedNav);
    const dropdown = navReducer(closedNav, { type: 'toggle-group', group: 'Platform' });
    expect(navReducer(dropdown, { type: 'close-menu' })).toBe(dropdown);
  });
});
