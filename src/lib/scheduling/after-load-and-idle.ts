/**
 * Work that must never compete with the first paint or the first interaction (a hero's video loop, the mobile
 * menu's modal behaviour) waits for the load event and then for an idle moment.
 */

export interface LoadTarget {
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
