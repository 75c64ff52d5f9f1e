// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterFirstPaintOf, preloadPageModules } from '../../src/app/client/entry-client.ts';
import { PAGE_MODULES_ELEMENT_ID, pageModulesScript } from '../../src/app/shared/page-hydration.ts';

// Importing the entry starts it: this test's document has no #root, so it imports the application at once.
const { startClient } = vi.hoisted(() => ({ startClient: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/app/client/start-client.tsx', () => ({ startClient }));

it('starts the application at once on a page with nothing pre-rendered, in a task of its own', async () => {
  await vi.waitFor(() => expect(startClient).toHaveBeenCalledTimes(1));
});

type PaintCallback = (list: { getEntriesByName: (name: string) => { name: string }[] }) => void;

describe('afterFirstPaint', () => {
  let observers: { callback: PaintCallback; disconnected: boolean; options?: PerformanceObserverInit }[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    observers = [];
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          private readonly record;
          constructor(callback: PaintCallback) {
            this.record = { callback, disconnected: false } as (typeof observers)[number];
            observers.push(this.record);
          }
          observe(options: PerformanceObserverInit) {
            this.record.options = options;
          }
          disconnect() {
            this.record.disconnected = true;
          }
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const deliver = (...names: string[]) => {
    for (const observer of observers)
      observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name).map((entry) => ({ name: entry })) });
  };

  it('waits for the first contentful paint, not the first paint, and then stops observing', async () => {
    let resolved = false;
    const waiting = afterFirstPaint().then(() => (resolved = true));
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    deliver('first-paint');
    await Promise.resolve();
    expect(resolved).toBe(false);
    deliver('first-contentful-paint');
    await waiting;
    expect(resolved).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('resolves at once in a hidden tab, which never paints', async () => {
    visibility = 'hidden';
    await afterFirstPaint();
    expect(observers).toHaveLength(0);
  });

  describe('afterFirstPaintOf a document', () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('resolves at once when #root holds nothing pre-rendered (the development server), without waiting for a paint', async () => {
      // What the development server sends: the template's placeholder, no element.
      document.body.innerHTML = '<div id="root"><!--app-html--></div>';
      await afterFirstPaintOf(document);
      expect(observers).toHaveLength(0);
    });

    it('resolves at once when the page has no #root at all', async () => {
      await afterFirstPaintOf(document);
      expect(observers).toHaveLength(0);
    });

    it('waits for the first contentful paint of a pre-rendered page', async () => {
      document.body.innerHTML = '<div id="root"><main><h1>About</h1></main></div>';
      let resolved = false;
      const waiting = afterFirstPaintOf(document).then(() => (resolved = true));
      await Promise.resolve();
      expect(resolved).toBe(false);
      deliver('first-contentful-paint');
      await waiting;
      expect(resolved).toBe(true);
    });
  });
});

describe('page modules', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('turns the pre-rendered list into modulepreload links, all at once', () => {
    document.head.innerHTML = pageModulesScript(['/assets/start-client-a1.js', '/assets/hero-b2.js']);
    preloadPageModules(document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/start-client-a1.js', '/assets/hero-b2.js']);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('preloads nothing when the list is missing or unreadable', () => {
    preloadPageModules(document);
    document.head.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">not json</script>`;
    preloadPageModules(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
