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
