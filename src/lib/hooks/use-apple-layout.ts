import { useLayoutEffect, type RefObject } from 'react';

export interface NavigatorLike {
  userAgent: string;
  platform?: string;
  userAgentData?: { platform?: string };
}

/** Macs, iPhones and iPads (iPadOS reports itself as a Mac), by client hints first, then the older fields. */
export function isAppleDevice({ userAgent, platform = '', userAgentData }: NavigatorLike): boolean {
  const hinted = userAgentData?.platform ?? '';
  return /mac|ios|iphone|ipad|ipod/i.test(`${hinted} ${platform}`) || /\b(Macintosh|iPhone|iPad|iPod)\b/.test(userAgent);
}

const isOutOfView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom <= 0 || top >= window.innerHeight;
};

/**
 * Gives the element data-layout="apple" on Apple devices, for styles that
 * differ there (say, a grid that keeps two columns where it would have four).
 *
 * The device is only known in the browser, so the pre-rendered HTML carries
 * the default layout. To change it without a visible layout shift, the
 * attribute is written straight onto the element (React does not own it, so
 * hydration is untouched) in a layout effect, which runs before the browser
 * paints the hydrated page, and only while the element is out of view; if the
 * visitor is already looking at it (say, a reload that restored the scroll
 * position), the switch waits until it has scrolled away. For an element far
 * below the fold it switches at once.
 */
export function useAppleLayout(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !isAppleDevice(navigator)) return;
    const apply = () => {
      element.dataset['layout'] = 'apple';
    };
    // Browsers without IntersectionObserver cannot tell us when it is out of view, so they switch at once.
    if (isOutOfView(element) || typeof IntersectionObserver !== 'function') {
      apply();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) {
        apply();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
