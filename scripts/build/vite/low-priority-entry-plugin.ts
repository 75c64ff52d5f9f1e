/**
 * Every page's entry script is fetched at low priority. It is a module, so it runs only after the document is
 * parsed, and it waits for the first paint before it fetches the application (src/app/client/entry-client.ts): it
 * never needs bandwidth before the page's own CSS, font and opening image. At the High priority Chromium gives a
 * module script by default it competes with them, and Lighthouse's simulated load counts it as render-blocking,
 * which moved the simulated first and largest paints of every page later than its scripts-stripped copy (issue 36).
 * Vite writes the built page's entry tag itself, so the attribute is added to that tag once Vite is done with it.
 */
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="/;

export function lowPriorityEntryPlugin(): Plugin {
  return {
    name: 'satori:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY_SCRIPT.test(html)) throw new Error('The built index.html has no module entry script to give low priority.');
        return html.replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin src="');
      },
    },
  };
}
