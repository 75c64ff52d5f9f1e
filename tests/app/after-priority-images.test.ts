import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPriorityImages } from '../../src/app/after-priority-images.ts';

type ElementCallback = (list: { getEntries: () => { element: Element | null }[] }) => void;

function image(complete: boolean, priority = true): HTMLImageElement {
  const element = document.body.appendChild(document.createElement('img'));
  if (priority) element.setAttribute('fetchpriority', 'high');
  Object.defineProperty(element, 'complete', { value: complete, configurable: true });
  return element;
}

/** Whether the promise has settled once pending tasks (the entry's message-channel task included) have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('afterPriorityImages', () => {
  let observers: ElementCallback[];
  let supported: string[];

  beforeEach(() => {
    document.body.innerHTML = '';
    observers = [];
    supported = ['element', 'paint'];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static get supportedEntryTypes() {
          return supported;
        }
        constructor(callback: ElementCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const reportPainted = (element: Element) => {
    for (const callback of observers) callback({ getEntries: () => [{ element }] });
  };

  it('with Element Timing, waits until every high-priority image has painted', async () => {
    const hero = image(true);
    const other = image(false);
    image(false, false);
    const waiting = afterPriorityImages(document);
    expect(await settled(waiting)).toBe(false);
    reportPainted(hero);
    expect(await settled(waiting)).toBe(false);
    reportPainted(other);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when an image fails, and at once when the page has no high-priority image', async () => {
    const hero = image(false);
    const failing = afterPriorityImages(document);
    hero.dispatchEvent(new Event('error'));
    expect(await settled(failing)).toBe(true);

    document.body.innerHTML = '';
    image(false, false);
    expect(await settled(afterPriorityImages(document))).toBe(true);
  });

  it('without Element Timing, waits for the load event and the task after it', async () => {
    supported = ['paint'];
    const hero = image(false);
    const waiting = afterPriorityImages(document);
    expect(await settled(waiting)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting after the cap on a slow network', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    image(false);
    let done = false;
    void afterPriorityImages(document, 3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves at once in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    image(false);
    expect(await settled(afterPriorityImages(document))).toBe(true);
  });
});
