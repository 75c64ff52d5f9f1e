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
