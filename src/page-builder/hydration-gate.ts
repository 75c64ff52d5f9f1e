/**
 * When a section below the first screen may hydrate (issue 36): its server HTML stays as it is, and its code is
 * fetched only once the visitor comes near it or reaches into it (`open`, called by watch-for-visitor.ts). React
 * keeps the section's pre-rendered HTML while the section's Suspense boundary waits on `hydrated`, and hydrates it
 * when that settles (deferred-section.tsx).
 *
 * A load that fails (the network) leaves the section as the server rendered it, and says nothing: `hydrated` stays
 * pending and the gate closes again, so the visitor's next interaction tries again. `loadNow` is for a render that
 * cannot wait for the visitor (React renders the section afresh, e.g. on the way to another page): it loads at
 * once, and its failure is a real one, for the section's error boundary.
 */
export interface HydrationGate<Module> {
  /** The visitor is near or inside the section: load its code, unless it is loading or loaded. */
  open(): void;
  /** The section's code once it has arrived; undefined until then. */
  readonly module: Module | undefined;
  /** Resolves with the code once a load succeeds; never rejects. The same promise on every call. */
  readonly hydrated: Promise<Module>;
  /** Opens the gate and returns the load under way, the same promise until it fails: rejects if that load fails. */
  loadNow(): Promise<Module>;
}

export function createHydrationGate<Module>(load: () => Promise<Module>): HydrationGate<Module> {
  let attempt: Promise<Module> | undefined;
  let loaded: Module | undefined;
  let resolveHydrated: (module: Module) => void = () => undefined;
  const hydrated = new Promise<Module>((resolve) => {
    resolveHydrated = resolve;
  });
  /**
   * Marked as settled the way React's use() reads a promise it has not seen before, so that a render that asks for
   * one of them after this (React renders a section once more after hydrating it) gets the module at once.
   */
  const settle = (promise: Promise<Module>, module: Module) => void Object.assign(promise, { status: 'fulfilled', value: module });
  const open = (): Promise<Module> => {
    if (attempt) return attempt;
    const started: Promise<Module> = load().then(
      (module) => {
        loaded = module;
        settle(started, module);
        settle(hydrated, module);
        resolveHydrated(module);
        return module;
      },
      (error: unknown) => {
        attempt = undefined;
        throw error;
      },
    );
    attempt = started;
    return started;
  };
  return {
    open: () => void open().catch(() => undefined),
    get module() {
      return loaded;
    },
    hydrated,
    loadNow: open,
  };
}
