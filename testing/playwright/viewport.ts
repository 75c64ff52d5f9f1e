import { expect, type Page } from '@playwright/test';

const PROBE_ID = 'viewport-units-probe';

/**
 * Resizes the viewport of a loaded page and waits until the page is laid out at the new size. Chromium reports the
 * new size (innerWidth, media queries, the resize event) before it applies the new size to viewport units in styles
 * it has already computed: read straight away, a gutter in `vw` can keep the old width and a grid stand one logo
 * short of its row, a page that is never shown. So a hidden probe 100vw × 100vh wide is laid out before the resize,
 * and the wait lasts until the probe has the new size: by then every style in viewport units has it too.
 */
export async function resizeViewport(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.evaluate((id) => {
    const probe = document.createElement('div');
    probe.id = id;
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = 'position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; visibility: hidden; pointer-events: none';
    document.body.append(probe);
    probe.getBoundingClientRect();
  }, PROBE_ID);
  await page.setViewportSize(viewport);
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return [window.innerWidth, window.innerHeight, box?.width, box?.height];
      }, PROBE_ID),
    )
    .toEqual([viewport.width, viewport.height, viewport.width, viewport.height]);
  await page.evaluate((id) => document.getElementById(id)?.remove(), PROBE_ID);
}
