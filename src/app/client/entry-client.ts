/**
 * The browser entry, kept tiny on purpose. The pre-rendered HTML is the page: it paints
 * on its own, so the application code is fetched only after that first paint and never
 * competes with the document, its CSS or its fonts for the first frame. The chunks the
 * page needs are then requested together (the `#page-modules` list, page-hydration.ts), not one after another.
 * A page with nothing pre-rendered (every page of `npm run dev`) has no first paint to
 * wait for, so it starts at once (afterFirstPaintOf).
 * It imports nothing statically: the application code arrives only through the dynamic import of start-client.tsx.
 */

/**
 * Resolves once the browser has shown the page's first contentful paint (the Paint Timing
 * entry arrives after the frame is presented, not merely painted). A hidden tab paints
 * nothing, so there it resolves at once; a browser without Paint Timing waits for one
 * animation frame and the task after it.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page's pre-rendered content has painted, or at once when there is none to
 * paint: the development server's pages (no pre-rendering) have an empty #root, so a first
 * contentful paint would never come and the application would never start.
 */
export function afterFirstPaintOf(document: Document): Promise<void> {
  if (!document.getElementById('root')?.firstElementChild) return Promise.resolve();
  return afterFirstPaint();
}

function readPageModules(document: Document): string[] {
  // page-hydration.ts's PAGE_MODULES_ELEMENT_ID, spelled out: importing it would put that module, and the readers the
  // application takes from it, into this entry. tests/app/entry-client.test.ts reads what pageModulesScript writes.
  const text = document.getElementById('page-modules')?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/** Turns the pre-rendered list of the page's chunks into modulepreload links, all at once. */
export function preloadPageModules(document: Document): void {
  for (const href of readPageModules(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** A new task through a message, not a timer, so that it does not wait on the page's timers (or a test's paused clock). */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

void afterFirstPaintOf(document).then(async () => {
  preloadPageModules(document);
  const { startClient } = await import('./start-client.tsx');
  // Evaluating the application code is one task; creating the router and hydrating start in the next.
  await yieldToBrowser();
  await startClient();
});
