import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { site } from './content.ts';

interface Fixtures {
  /** Console errors, page errors and hydration warnings; any of them fails the test. */
  consoleProblems: string[];
  /** The platform app that /Platform embeds, answered by a stand-in page so that no test waits on the network. */
  platformAppStandIn: undefined;
}

/** What the stand-in for the embedded platform app shows. */
export const PLATFORM_STAND_IN_TEXT = 'Satori XR platform (test stand-in)';

/**
 * For a client-side navigation to a page with posts when no page before it had any: on the demo build the
 * navigation also loads msw and registers its service worker before WordPress is asked. On a loaded CI machine
 * that chain took 9 s (trace of e2e/footer.spec.ts), over the 8 s default, while the page itself was fine.
 */
export const FIRST_POSTS_NAVIGATION = { timeout: 20_000 };

export const test = base.extend<Fixtures>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chromium logs the 404 status of a not-found page's own document; tests assert that status themselves.
        const documentNotFound = message.text().includes('status of 404') && message.location().url === page.url();
        if (documentNotFound) return;
        if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text())))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
  platformAppStandIn: [
    async ({ context }, use) => {
      await context.route(`${new URL(site.externalLinks.platformApp).origin}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Satori XR platform</title><main><p>${PLATFORM_STAND_IN_TEXT}</p></main></html>`,
        }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores a cookie choice before the page loads, so the banner stays out of tests about other things. */
export async function withCookieChoice(page: Page, choice: 'accepted' | 'declined' = 'declined'): Promise<void> {
  await page.addInitScript((value) => {
    // Init scripts run in every frame; embedded cross-origin apps (the /Platform frame) may have no storage.
    if (window === window.top) window.localStorage.setItem('cookie-consent', value);
  }, choice);
}

const contextsWithClock = new WeakSet<object>();

/**
 * Installs Playwright's clock for the page's browser context (Date, timers, requestAnimationFrame and
 * performance.now), left running. Tests that control time call this, not `page.clock.install`, so that
 * `openReady` knows not to install a second one.
 */
export async function installClock(page: Page, time?: Date): Promise<void> {
  await page.clock.install(time ? { time } : undefined);
  contextsWithClock.add(page.context());
}

/**
 * Opens a page and waits until it is hydrated and the splash has gone. The splash's 2 s are run on the
 * page's clock rather than waited out on the wall clock: timers due in those 2 s still fire, in order, as
 * they would have; only no real time passes. The splash's own timing is tested in splash.spec.ts.
 */
export async function openReady(page: Page, url: string) {
  if (!contextsWithClock.has(page.context())) await installClock(page);
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The splash sets data-hides-at before the layout marks the page hydrated (child effects run first).
  const splashLeftMs = await page.evaluate(() => {
    const splash = document.querySelector<HTMLElement>('[data-testid="splash"]');
    const hidesAt = Number(splash?.dataset['hidesAt']);
    return Number.isFinite(hidesAt) ? Math.max(0, hidesAt - Date.now()) : 0;
  });
  if (splashLeftMs > 0) await page.clock.runFor(splashLeftMs + 1);
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  return response;
}

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page loaded and left running so
 * the page could load and hydrate. From here on only `page.clock.runFor`, `fastForward` and `resume` move
 * Date, timers, requestAnimationFrame and performance.now. The pause lands a little ahead of the page's
 * "now", which keeps moving until it does (timers due on the way fire once).
 */
export async function stopClock(page: Page): Promise<void> {
  // A small jump: a running animation skips few frames.
  for (let margin = 50; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      // The page's clock passed `now + margin` before the pause landed: try again further ahead.
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Resolves once the browser has next run its intersection observation with `locator` where it is now. The
 * browser delivers that observation to every IntersectionObserver of the page in one task, so by then the
 * page's own observers have been told where the element is, and have acted on it.
 */
export async function intersectionObserved(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );
}
