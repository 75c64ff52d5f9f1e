// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blocksTouchScroll, canScrollVertically, lockDocumentScroll, useScrollLock } from './use-scroll-lock.ts';

const root = document.documentElement;

/** jsdom has no layout: give the window a scrollbar of `width` px by making innerWidth wider than clientWidth. */
function withScrollbar(width: number) {
  vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth - width);
}

function touchMove(target: EventTarget): TouchEvent {
  const event = new Event('touchmove', { bubbles: true, cancelable: true }) as TouchEvent;
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  root.removeAttribute('style');
  document.body.replaceChildren();
});

describe('lockDocumentScroll', () => {
  it('hides the overflow and keeps the scrollbar gutter when the page has a scrollbar', () => {
    withScrollbar(15);
    const release = lockDocumentScroll(document);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    release();
    expect(root.style.overflow).toBe('');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });

  it('reserves no gutter where scrollbars overlay the page (touch screens) or the page does not scroll', () => {
    withScrollbar(0);
    const release = lockDocumentScroll(document);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
    release();
  });

  it('puts back the inline values that were there before', () => {
    withScrollbar(15);
    root.style.overflow = 'clip';
    root.style.setProperty('scrollbar-gutter', 'stable both-edges');
    lockDocumentScroll(document)();
    expect(root.style.overflow).toBe('clip');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable both-edges');
  });
});

describe('touch scrolling while locked', () => {
  it('counts an element as scrollable only when it overflows and may scroll', () => {
    expect(canScrollVertically(900, 600, 'auto')).toBe(true);
    expect(canScrollVertically(900, 600, 'scroll')).toBe(true);
    expect(canScrollVertically(600, 600, 'auto')).toBe(false);
    expect(canScrollVertically(900, 600, 'visible')).toBe(false);
    expect(canScrollVertically(900, 600, 'hidden')).toBe(false);
  });

  it('blocks drags outside the scroller, and inside it when it has nothing to scroll', () => {
    const scroller = document.createElement('ul');
    const item = scroller.appendChild(document.createElement('li'));
    const outside = document.createElement('main');
    document.body.append(scroller, outside);
    scroller.style.overflowY = 'auto';
    expect(blocksTouchScroll(outside, scroller)).toBe(true);
    expect(blocksTouchScroll(item, null)).toBe(true);
    expect(blocksTouchScroll(item, scroller)).toBe(true);
    vi.spyOn(scroller, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(scroller, 'clientHeight', 'get').mockReturnValue(600);
    expect(blocksTouchScroll(item, scroller)).toBe(false);
  });
});

describe('useScrollLock', () => {
  it('locks while active, and releases on deactivation and on unmount', () => {
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), { initialProps: { active: false } });
    expect(root.style.overflow).toBe('');
    rerender({ active: true });
    expect(root.style.overflow).toBe('hidden');
    rerender({ active: false });
    expect(root.style.overflow).toBe('');
    rerender({ active: true });
    unmount();
    expect(root.style.overflow).toBe('');
  });

  it('cancels touch drags on the page but not in the scrolling region, and stops listening when released', () => {
    const scroller = document.body.appendChild(document.createElement('ul'));
    const page = document.body.appendChild(document.createElement('main'));
    scroller.style.overflowY = 'auto';
    vi.spyOn(scroller, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(scroller, 'clientHeight', 'get').mockReturnValue(600);
    const ref = { current: scroller };
    const { unmount } = renderHook(() => useScrollLock(true, ref));
    expect(touchMove(page).defaultPrevented).toBe(true);
    expect(touchMove(scroller).defaultPrevented).toBe(false);
    unmount();
    expect(touchMove(page).defaultPrevented).toBe(false);
  });
});
