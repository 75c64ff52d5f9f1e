/**
 * What lets the home page paint before any application script loads (issue 11): its pre-rendered HTML starts one
 * tiny module script and lists the other chunks for after the first paint, instead of preloading them. The order
 * of the paints themselves is measured in a browser (e2e/first-paint.spec.ts). The entry script is fetched at low priority.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageModulesList } from '../../scripts/bench/route-sizes.ts';
import { DIST, builtHtml, builtPage } from '../../testing/vitest/built-site.ts';

describe('the home page before its first paint', () => {
  it('lists its chunks for after the first paint instead of preloading them, and starts one module script', () => {
    const html = builtHtml('/');
    const document = builtPage('/');
    expect(html).not.toContain('rel="modulepreload"');
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const hrefs = readPageModulesList(html);
    expect(hrefs.some((href) => /\/assets\/start-client-[\w-]+\.js$/.test(href))).toBe(true);
    expect(hrefs.some((href) => /\/assets\/hero-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of hrefs) expect(existsSync(join(DIST, href)), href).toBe(true);
    // Only the tiny entry script starts with the document.
    expect(html.match(/<script type="module"[^>]*src="[^"]+"/g)).toHaveLength(1);
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('type'))).toEqual(['module']);
    // It waits for the first paint, so it never competes with the font and the opening image (low-priority-entry-plugin.ts).
    expect(document.querySelector('script[type="module"]')?.getAttribute('fetchpriority')).toBe('low');
  });
});
