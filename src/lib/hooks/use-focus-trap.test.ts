// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cycledFocusIndex, inertOutside, tabbableWithin, useFocusTrap } from './use-focus-trap.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** skip link, header (logo, toggle, nav with two links and a hidden one), main with a link, footer, a portal. */
function buildPage() {
  document.body.innerHTML = `
    <div id="root">
      <a id="skip" href="#main">Skip</a>
      <header id="header">
        <a id="logo" href="/">Logo</a>
        <button id="toggle" type="button">Menu</button>
        <nav id="panel">
          <button id="first" type="button">Platform</button>
          <a id="hidden" href="/x" tabindex="-1">Not tabbable</a>
          <button id="disabled" type="button" disabled>Disabled</button>
          <a id="last" href="/about">About</a>
        </nav>
      </header>
      <main id="main"><a href="/in-main">In main</a></main>
      <footer id="footer" inert></footer>
    </div>
    <div id="portal"></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId };
}

function pressTab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

describe('cycledFocusIndex', () => {
  it.each([
    // count, focused index, backwards, expected
    [3, 2, false, 0],
    [3, 0, true, 2],
    [3, 0, false, null],
    [3, 1, true, null],
    [3, -1, false, 0],
    [3, -1, true, 2],
    [1, 0, false, 0],
    [0, -1, false, null],
  ])('with %i elements, focus at %i, backwards %s → %s', (count, index, backwards, expected) => {
    expect(cycledFocusIndex(count, index, backwards)).toBe(expected);
  });
});

describe('tabbableWithin', () => {
  it('lists what Tab reaches, the root included, in document order', () => {
    const { byId } = buildPage();
    expect(tabbableWithin(byId('panel')).map((element) => element.id)).toEqual(['first', 'last']);
    expect(tabbableWithin(byId('toggle')).map((element) => element.id)).toEqual(['toggle']);
    expect(tabbableWithin(byId('panel'), (element) => element.id !== 'last').map((element) => element.id)).toEqual(['first']);
  });
});

describe('inertOutside', () => {
  it('makes everything outside the kept element inert, and undoes only its own marks', () => {
    const { byId } = buildPage();
    const restore = inertOutside(byId('header'));
    for (const id of ['skip', 'main', 'footer', 'portal']) expect(byId(id).hasAttribute('inert'), id).toBe(true);
    for (const id of ['root', 'header', 'logo', 'toggle', 'panel']) expect(byId(id).hasAttribute('inert'), id).toBe(false);
    restore();
    for (const id of ['skip', 'main', 'portal']) expect(byId(id).hasAttribute('inert'), id).toBe(false);
    // It was inert before the trap, so it stays inert.
    expect(byId('footer').hasAttribute('inert')).toBe(true);
  });
});

describe('useFocusTrap', () => {
  it('cycles Tab and Shift+Tab through the toggle and the panel while active, with the page inert', () => {
    const { byId } = buildPage();
    const scope = { current: byId('header') };
    const cycle = [{ current: byId('toggle') }, { current: byId('panel') }];
    const { rerender, unmount } = renderHook(({ active }) => useFocusTrap(active, scope, cycle), { initialProps: { active: true } });
    expect(byId('main').hasAttribute('inert')).toBe(true);

    byId('last').focus();
    expect(pressTab().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('toggle');
    expect(pressTab(true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('last');
    // Inside the cycle the browser moves focus itself.
    byId('toggle').focus();
    expect(pressTab().defaultPrevented).toBe(false);
    // From outside the cycle (the logo), Tab enters it.
    byId('logo').focus();
    pressTab();
    expect(document.activeElement?.id).toBe('toggle');

    rerender({ active: false });
    expect(byId('main').hasAttribute('inert')).toBe(false);
    byId('last').focus();
    expect(pressTab().defaultPrevented).toBe(false);

    rerender({ active: true });
    unmount();
    expect(byId('main').hasAttribute('inert')).toBe(false);
  });
});
