/**
 * Checks that more than one suite makes of a whole page or of the build: Content-Security-Policy violations, a
 * scroll from top to bottom (so lazy sections, images and videos load), the deferred modules a page fetches once it
 * is idle, where its :hover rules apply, axe with the page sweep's rule set, and a file of each kind to request.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isPrivatePath } from '../../scripts/build/deploy/headers.ts';
import { SWEEP_AXE_TAGS } from './axe.ts';
import { expect } from './test.ts';

/**
 * Records every Content-Security-Policy violation: the DOM event in each frame, and Chromium's console report.
 * Call it before the page loads; the returned function reads what was recorded so far.
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

/**
 * Scrolls to the bottom a screen at a time, so that lazy sections, images and videos load, then waits for the images.
 * A lazy image starts loading when a rendering update sees it near the viewport, and the steps do not wait for one
 * (the page's requestAnimationFrame runs on Playwright's clock): an image the scroll passed unseen, as happened on a
 * loaded machine, is asked for as the scroll would have, by making it eager.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 720;
  for (let top = 0; top < height + step; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const loading = [...document.images].filter((image) => !image.complete);
          for (const image of loading) image.loading = 'eager';
          return loading.map((image) => image.currentSrc || image.src);
        }),
      { message: 'images still loading' },
    )
    .toEqual([]);
}

/**
 * Follows the page's script requests from now on, and returns a function that resolves once the page has loaded,
 * gone idle twice (the site fetches its deferred modules and the route table after the load event, when idle:
 * src/lib/scheduling/after-load-and-idle.ts) and has no script request left in flight, then lets React commit
 * what those modules render.
 */
export function followDeferredModules(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') inFlight.add(request);
  });
  const settle = (request: unknown) => inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const idle = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const whenIdle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
          if (document.readyState === 'complete') whenIdle();
          else window.addEventListener('load', whenIdle, { once: true });
        }),
    );
  return async () => {
    await idle();
    await expect.poll(() => inFlight.size, { message: 'script requests still in flight' }).toBe(0);
    await idle();
  };
}

/** Every :hover rule of the page's style sheets, and whether it sits inside `@media (hover: hover)`. */
export function hoverRules(page: Page): Promise<{ selector: string; guarded: boolean }[]> {
  return page.evaluate(() => {
    const found: { selector: string; guarded: boolean }[] = [];
    const visit = (rules: CSSRuleList, guarded: boolean) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, guarded || /hover:\s*hover/.test(rule.conditionText));
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover')) found.push({ selector: rule.selectorText, guarded });
        else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules, guarded);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
    return found;
  });
}

/**
 * axe with the page sweep's rules: WCAG 2.2 AA, best practices and the experimental rules, reporting details of
 * violations only, on this site's own document: an embedded frame is another site's page (the platform app on
 * /Platform), so its content is not judged here; the frame element itself is. Legacy mode (one axe.run in the
 * page) because the default per-frame run of @axe-core/playwright ignores `iframes: false`. `options` replaces
 * every option set before it, the tags included, so it comes first.
 */
export function sweepAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(SWEEP_AXE_TAGS);
}

/** The page sweep's axe violations, each as its rule, its help text and the elements that break it, for a readable failure. */
export async function sweepAxeViolations(page: Page): Promise<{ rule: string; help: string; elements: string[] }[]> {
  await finishAnimations(page);
  const { violations } = await sweepAxe(page).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html}`),
  }));
}

/**
 * One file of each kind (by extension) that the build in `dist` serves, as a request path: what a server's
 * Content-Type table must cover. Pre-compressed copies (.br, .gz) are the same kinds; build output for servers is
 * never sent. HTML is left to the suites that request pages (nginx answers 404.html itself only as the 404 page).
 */
export function oneServedFileOfEachType(dist: string): Map<string, string> {
  const found = new Map<string, string>();
  (function collect(dir: string, urlPath: string) {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${urlPath}/${entry.name}`;
      if (isPrivatePath(entry.isDirectory() ? `${path}/` : path)) continue;
      if (entry.isDirectory()) collect(join(dir, entry.name), path);
      else {
        const extension = /\.([^.]+)$/.exec(entry.name)?.[1]?.toLowerCase();
        if (extension && !['br', 'gz', 'html'].includes(extension) && !found.has(extension)) found.set(extension, path);
      }
    }
  })(dist, '');
  return found;
}

/**
 * Brings every running animation with an end (a reveal, a fade, a transition) to its end state. axe reads colours
 * from the computed styles, and a card halfway through fading in has less contrast than it will have. Finishing them
 * is what waiting would reach, without the wait: waiting hung when a page stopped producing frames under load (its
 * transitions stayed at their first frame) or paused an animation that scrolled out of view. Endless ones (loops,
 * spinners) and scroll-driven ones (they finish only when scrolled) are left as they are.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.timeline === document.timeline && animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        animation.finish();
  });
}
