/** A new task through a message, not a timer, so that it does not wait on the page's timers (or a test's paused clock). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

/**
 * Resolves once the page's high-priority images (an opening visual, usually the page's largest paint) have been
 * painted, or have failed, or after `capMs` on a slow network. The entry waits for this before it fetches the
 * application code, so that the largest paint is never queued behind scripts. Where the browser has Element
 * Timing, "painted" is its render entry; elsewhere the load event and the task after it. A hidden tab paints
 * nothing, so there it resolves at once.
 */
export function afterPriorityImages(doc: Document, capMs = 3000): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (images.length === 0) return Promise.resolve();
  const elementTiming = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('element');
  const painted = new Set<Element>();
  let check: () => void = () => undefined;
  const observer = elementTiming
    ? new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) painted.add(entry.element);
        check();
      })
    : undefined;
  const settled = new Promise<void>((resolve) => {
    const failed = new Set<Element>();
    check = () => {
      if (images.every((image) => painted.has(image) || failed.has(image))) resolve();
    };
    for (const image of images) {
      image.addEventListener('error', () => (failed.add(image), check()), { once: true });
      if (!elementTiming) {
        const loaded = () => void nextTask().then(() => (painted.add(image), check()));
        if (image.complete) loaded();
        else image.addEventListener('load', loaded, { once: true });
      }
    }
    observer?.observe({ type: 'element', buffered: true });
    check();
  });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([settled, cap]).then(() => observer?.disconnect());
}
