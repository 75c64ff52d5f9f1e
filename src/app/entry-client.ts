/**
 * The browser entry, kept tiny on purpose. The pre-rendered HTML is the page: it paints
 * on its own, so the application code is fetched only after that first paint and never
 * competes with the document, its CSS or its fonts for the first frame. The chunks the
 * page needs are then requested together (page-modules.ts), not one after another.
 */
import { afterFirstPaint } from './after-first-paint.ts';
import { preloadPageModules } from './preload-page-modules.ts';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void afterFirstPaint().then(async () => {
  preloadPageModules(document);
  const { startClient } = await import('./start-client.tsx');
  // Evaluating the application code is one task; creating the router and hydrating start in the next.
  await yieldToBrowser();
  await startClient();
});
