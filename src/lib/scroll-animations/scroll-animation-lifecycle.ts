/**
 * Owns the life of gsap ScrollTrigger animations across route changes.
 * Pages declare what they need (the page document's `scrollAnimations`, such
 * as the home page's): leaving a page with `endOnLeave` kills every trigger,
 * and arriving on a page with `refreshOnReturn` refreshes them after a short
 * delay, once the new page has laid out. This module knows no routes; the app
 * layer passes each page's declaration. gsap is loaded only when a section
 * first asks for ScrollTrigger.
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

/** What a page declares about its scroll-triggered animations (its document's `scrollAnimations`). */
export interface PageScrollAnimations {
  /** End every trigger when the visitor leaves the page. */
  endOnLeave?: boolean;
  /** Refresh the triggers shortly after the visitor arrives on the page from another one. */
  refreshOnReturn?: boolean;
}

export interface ScrollAnimationLifecycleOptions {
  loadScrollTrigger: () => Promise<ScrollTriggerLike>;
  refreshDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ScrollAnimationLifecycle {
  /** For sections: loads gsap + ScrollTrigger on first use and returns ScrollTrigger. */
  scrollTrigger(): Promise<ScrollTriggerLike>;
  /** Called by the app shell when the visitor moves from one page to another, with each page's declaration. */
  routeChanged(leaving: PageScrollAnimations | undefined, entering: PageScrollAnimations | undefined): void;
}

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
    routeChanged(leaving, entering) {
      if (!loaded) return;
      if (pendingRefresh !== undefined) {
        clearTimer(pendingRefresh);
        pendingRefresh = undefined;
      }
      if (leaving?.endOnLeave) {
        for (const trigger of loaded.getAll()) trigger.kill();
      }
      if (entering?.refreshOnReturn) {
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
