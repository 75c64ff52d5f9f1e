/**
 * Owns the life of gsap ScrollTrigger animations across route changes:
 * leaving the home page (or /test) kills every trigger, and returning home
 * refreshes them after a short delay, once the new page has laid out.
 * gsap is loaded only when a section first asks for ScrollTrigger.
 */
/** The part of ScrollTrigger's options the site uses. */
export interface ScrollTriggerVars {
  trigger: Element;
  start: string;
  once?: boolean;
  onEnter?: () => void;
  onLeave?: () => void;
}

/** The part of gsap's ScrollTrigger the site uses, so tests can stand in for it. */
export interface ScrollTriggerLike {
  create(vars: ScrollTriggerVars): { kill(): void };
  getAll(): { kill(): void }[];
  refresh(): void;
}

export const HOME_RETURN_REFRESH_MS = 150;
const ANIMATED_PATHS = new Set(['/', '/test']);

export interface ScrollAnimationLifecycleOptions {
  loadScrollTrigger: () => Promise<ScrollTriggerLike>;
  refreshDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ScrollAnimationLifecycle {
  /** For sections: loads gsap + ScrollTrigger on first use and returns ScrollTrigger. */
  scrollTrigger(): Promise<ScrollTriggerLike>;
  /** Called by the app shell on every route change. */
  routeChanged(previousPath: string, nextPath: string): void;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path);

export function createScrollAnimationLifecycle({
  loadScrollTrigger,
  refreshDelayMs = HOME_RETURN_REFRESH_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ScrollAnimationLifecycleOptions): ScrollAnimationLifecycle {
  let loading: Promise<ScrollTriggerLike> | undefined;
  let loaded: ScrollTriggerLike | undefined;
  let pendingRefresh: unknown;

  return {
    scrollTrigger() {
      loading ??= loadScrollTrigger().then((api) => {
        loaded = api;
        return api;
      });
      return loading;
    },
    routeChanged(previousPath, nextPath) {
      const previous = normalise(previousPath);
      const next = normalise(nextPath);
      if (previous === next || !loaded) return;
      if (pendingRefresh !== undefined) {
        clearTimer(pendingRefresh);
        pendingRefresh = undefined;
      }
      if (ANIMATED_PATHS.has(previous)) {
        for (const trigger of loaded.getAll()) trigger.kill();
      }
      if (next === '/') {
        const api = loaded;
        pendingRefresh = setTimer(() => {
          pendingRefresh = undefined;
          api.refresh();
        }, refreshDelayMs);
      }
    },
  };
}

async function loadGsapScrollTrigger(): Promise<ScrollTriggerLike> {
  const [{ gsap }, { ScrollTrigger }] = await Promise.all([import('gsap'), import('gsap/ScrollTrigger')]);
  gsap.registerPlugin(ScrollTrigger);
  return ScrollTrigger;
}

/** The app-wide instance. */
export const scrollAnimations = createScrollAnimationLifecycle({ loadScrollTrigger: loadGsapScrollTrigger });
