import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadAndIdle } from '@/lib/scheduling/after-load-and-idle.ts';

export interface DeferredComponentTiming {
  /** Fetch once the page has loaded and the main thread is idle. */
  idle?: boolean;
  /** Fetch right away (the visitor needs it now, idle or not). */
  now?: boolean;
}

/**
 * A component module whose code stays out of the first render: fetched only once the page has loaded and gone
 * idle (while `idle` holds) or at once (when `now` holds). Undefined until then, and for good if the fetch
 * fails, so callers render what they had without it; render its `default`. `load` must be stable (a
 * module-level function).
 */
export function useDeferredModule<Module extends { default: ComponentType<never> }>(
  load: () => Promise<Module>,
  { idle = false, now = false }: DeferredComponentTiming,
): Module | undefined {
  const [loadedModule, setLoadedModule] = useState<Module>();
  const loaded = loadedModule !== undefined;

  useEffect(() => {
    if (loaded || !(idle || now)) return;
    let cancelled = false;
    const fetchModule = () => {
      load().then(
        (module) => cancelled || setLoadedModule(module),
        () => undefined,
      );
    };
    if (now) {
      fetchModule();
      return () => {
        cancelled = true;
      };
    }
    const cancelWait = afterLoadAndIdle(window, fetchModule);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [load, idle, now, loaded]);

  return loadedModule;
}
