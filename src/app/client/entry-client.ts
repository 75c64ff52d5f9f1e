/**
 * The browser entry, kept tiny on purpose. The pre-rendered HTML is the page: it paints
 * on its own, so the application code is fetched only after that first paint and never
 * competes with the document, its CSS or its fonts for the first frame. The chunks the
 * page needs are then requested together (page-modules.ts), not one after another.
 * A page with nothing pre-rendered (every page of `npm run dev`) has no first paint to
 * wait for, so it starts at once (afterFirstPaintOf).
 */
import { afterFirstPaintOf } from './after-first-paint.ts';
import { preloadPageModules } from './preload-page-modules.ts';

/** A new task through a message, not a timer, so that it does not wait on the page's timers (or a test's paused clock). */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

void afterFirstPaintOf(document).then(async () => {
  preloadPageModules(document);
  const { startClient } = await import('./start-client.tsx');
  // Evaluating the application code is one task; creating the router and hydrating start in the next.
  await yieldToBrowser();
  await startClient();
});
