// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHydrationGate } from './hydration-gate.ts';
import { NEAR_VIEWPORT_MARGIN, watchForVisitor } from './watch-for-visitor.ts';

/** An IntersectionObserver the test drives: `enter` reports the observed elements as within the margin. */
function fakeObserverHost() {
  const observed: Element[] = [];
  let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  let options: IntersectionObserverInit | undefined;
  class FakeObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init?: IntersectionObserverInit) {
      report = callback;
      options = init;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  }
  return {
    host: { document, IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver },
    observed,
    enter: (isIntersecting = true) => report([{ isIntersecting }]),
    options: () => options,
  };
}

function sectionSlot() {
  document.body.innerHTML = `<div id="root"><div data-section-type="case-study-tabs"><section><button type="button">Automotive</button><a href="/about">About</a><div role="combobox" tabindex="0">Select Industry</div><input aria-label="Name"></section></div><p id="elsewhere">Elsewhere</p></div>`;
  const slot = document.querySelector('[data-section-type]');
  if (!slot) throw new Error('missing slot');
  return slot;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watching a section for the visitor', () => {
  it('opens the gate when the section comes within half a screen of the viewport, not before', () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    const gate = createHydrationGate(() => new Promise<string>(() => undefined));
    const open = vi.spyOn(gate, 'open');
    const stop = watchForVisitor(slot, gate, fake.host);
    expect(fake.observed).toEqual([slot.firstElementChild]);
    expect(fake.options()).toEqual({ rootMargin: NEAR_VIEWPORT_MARGIN });
    fake.enter(false);
    expect(open).not.toHaveBeenCalled();
    fake.enter();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens the gate when the visitor points at, focuses or types in the section, but not elsewhere', () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    const gate = createHydrationGate(() => new Promise<string>(() => undefined));
    const open = vi.spyOn(gate, 'open');
    const stop = watchForVisitor(slot, gate, fake.host);
    document.getElementById('elsewhere')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    const button = slot.querySelector('button');
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) button?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(4);
    stop();
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('holds a click on the section, a link’s too, until its code is here, then clicks again', async () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    let arrive: (module: string) => void = () => undefined;
    const gate = createHydrationGate(() => new Promise<string>((resolve) => (arrive = resolve)));
    watchForVisitor(slot, gate, fake.host);
    const clicks: string[] = [];
    // Where React listens: the root, which must not hear the click while the section has no code.
    document.getElementById('root')?.addEventListener('click', (event) => clicks.push((event.target as Element).tagName));
    const button = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('button')?.dispatchEvent(button);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('a')?.dispatchEvent(link);
    expect([button.defaultPrevented, link.defaultPrevented]).toEqual([true, true]);
    expect(clicks).toEqual([]);

    arrive('section code');
    await flush();
    expect(clicks).toEqual(['BUTTON', 'A']);
    // Once the code is here, clicks pass untouched.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('button')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toHaveLength(3);
  });

  it('holds a widget’s keys until the code is here, then presses them again in order; never Tab or typing in a field', async () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    let arrive: (module: string) => void = () => undefined;
    watchForVisitor(
      slot,
      createHydrationGate(() => new Promise<string>((resolve) => (arrive = resolve))),
      fake.host,
    );
    const heard: string[] = [];
    document.getElementById('root')?.addEventListener('keydown', (event) => heard.push(`${(event.target as Element).tagName} ${event.key}`));
    const press = (selector: string, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      slot.querySelector(selector)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([press('[role="combobox"]', 'ArrowDown'), press('[role="combobox"]', 'm'), press('[role="combobox"]', 'Enter')]).toEqual([true, true, true]);
    // The browser's own: Tab moves focus, a field takes its letters, Enter on a button clicks it (held as a click).
    expect([press('[role="combobox"]', 'Tab'), press('input', 'a'), press('input', 'ArrowLeft'), press('button', 'Enter')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(heard).toEqual(['DIV Tab', 'INPUT a', 'INPUT ArrowLeft', 'BUTTON Enter']);
    arrive('section code');
    await flush();
    expect(heard.slice(4)).toEqual(['DIV ArrowDown', 'DIV m', 'DIV Enter']);
  });

  it('never holds a click meant for a new tab or window', () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    watchForVisitor(
      slot,
      createHydrationGate(() => new Promise<string>(() => undefined)),
      fake.host,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      slot.querySelector('a')?.dispatchEvent(click);
      expect(click.defaultPrevented, JSON.stringify(init)).toBe(false);
    }
  });

  it('lets a held click through to the browser when the code cannot be had, so a link is still followed', async () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    watchForVisitor(
      slot,
      createHydrationGate(() => Promise.reject(new Error('network'))),
      fake.host,
    );
    const clicks: boolean[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(true);
    await flush();
    // Clicked again, and this time nothing stops it: the browser follows the link.
    expect(clicks).toEqual([false]);
  });

  it('clicks nothing again when it was stopped (the page left) before the code arrived', async () => {
    const fake = fakeObserverHost();
    const slot = sectionSlot();
    let arrive: (module: string) => void = () => undefined;
    const gate = createHydrationGate(() => new Promise<string>((resolve) => (arrive = resolve)));
    const stop = watchForVisitor(slot, gate, fake.host);
    const clicks = vi.fn();
    document.getElementById('root')?.addEventListener('click', clicks);
    slot.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    stop();
    arrive('section code');
    await flush();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('opens at once in a browser without IntersectionObserver', () => {
    const slot = sectionSlot();
    const gate = createHydrationGate(() => new Promise<string>(() => undefined));
    const open = vi.spyOn(gate, 'open');
    watchForVisitor(slot, gate, { document, IntersectionObserver: undefined })();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
