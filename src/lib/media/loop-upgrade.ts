/**
 * When a still may be upgraded to its muted loop. The still is the pre-rendered, high-priority image (and the
 * page's LCP candidate); the loop is a nice-to-have that must never compete with the first paint, so it waits
 * for the load event and then for an idle moment, and never comes at all for visitors who asked for less
 * motion or less data.
 */

export interface LoopEnvironment {
  /** `prefers-reduced-motion: reduce`; undefined when the browser cannot tell. */
  reducedMotion: boolean | undefined;
  /** The Save-Data hint (`navigator.connection.saveData`); undefined when unsupported. */
  saveData: boolean | undefined;
}

/** Only a visitor known to welcome motion, and not saving data, gets the loop. */
export function loopWelcome({ reducedMotion, saveData }: LoopEnvironment): boolean {
  return reducedMotion === false && saveData !== true;
}

interface LoadTarget {
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: 'load', listener: () => void) => void;
  setTimeout: (handler: () => void, timeout: number) => number;
  clearTimeout: (id: number) => void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/** How long an idle callback may wait on a busy page before the loop starts anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `start` once the page has loaded and the main thread is idle. Returns a function that cancels it. */
export function afterLoadAndIdle(target: LoadTarget, start: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onIdle = () => {
    if (target.requestIdleCallback && target.cancelIdleCallback) {
      const id = target.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      const cancel = target.cancelIdleCallback;
      cancelIdle = () => cancel(id);
    } else {
      const id = target.setTimeout(start, 0);
      cancelIdle = () => target.clearTimeout(id);
    }
  };
  if (target.document.readyState === 'complete') {
    onIdle();
    return () => cancelIdle?.();
  }
  target.addEventListener('load', onIdle, { once: true });
  return () => {
    target.removeEventListener('load', onIdle);
    cancelIdle?.();
  };
}
