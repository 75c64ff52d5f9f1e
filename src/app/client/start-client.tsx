import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import siteContent from 'virtual:site-content';
import { afterLoadAndIdle } from '@/lib/scheduling/after-load-and-idle.ts';
import { sectionRegistry } from '@/page-builder/section-registry.ts';
// The router (and through it the routes, page builder and layout) before the rest: the bundler lays out the shared
// chunks in the order modules first run, so this order keeps them, and the first-render bytes, as they were.
import { createClientRouter, initialPageFrom } from './client-router.ts';
import { defaultSectionRenderingOptions } from '@/page-builder/page-sections.tsx';
import { readInitialRouteModule, readPageHydration, type PageHydration } from '../shared/page-hydration.ts';
import { AppProviders } from '../shared/root-layout.tsx';
import { DEMO_MODE } from '../shared/route-head.ts';

/** The route table (every page's path, section types and document chunk): not needed to hydrate the opened page. */
let pageTable: ReturnType<typeof importPageTable> | undefined;
const importPageTable = async () => (await import('virtual:page-manifest')).pageManifest;
const loadPages = () =>
  (pageTable ??= importPageTable().catch((error: unknown) => {
    pageTable = undefined;
    throw error;
  }));

/** The page the HTML was pre-rendered for, from its document chunk (with the sections it hydrates later); undefined (so the whole table loads) if it cannot be had. */
async function openedPage(hydration: PageHydration | undefined) {
  const module = readInitialRouteModule(document);
  if (!module) return undefined;
  try {
    return initialPageFrom(await import(/* @vite-ignore */ module), hydration?.hydrateLater);
  } catch (error) {
    console.error(`The page's document (${module}) could not be loaded; loading every route instead.`, error);
    return undefined;
  }
}

/** Hydrates the pre-rendered page (or renders it, in development); loaded by entry-client.ts once the page has painted. */
export async function startClient() {
  // Once per page load, so that nobody mistakes a demo deployment for production (its pages also carry noindex).
  if (import.meta.env.MODE === DEMO_MODE) console.info('Satori XR demo build: posts and contact form are mocks');
  const hydration = readPageHydration(document);
  const initialPage = await openedPage(hydration);
  const router = await createClientRouter({ initialPage, hydration, loadPages, registry: sectionRegistry });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <AppProviders site={siteContent} sectionRendering={{ ...defaultSectionRenderingOptions, revealErrors: import.meta.env.DEV, hydrateWhenReached: true }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (container.firstElementChild) {
    // A transition makes hydration interruptible: React yields to the browser between
    // sections instead of blocking the main thread for the whole page at once.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error('[hydration] The page did not hydrate cleanly:', error, info.componentStack),
      });
    });
  } else {
    createRoot(container).render(app);
  }
  // Fetched while the visitor reads, so that the first click on a link to another page waits only for that page.
  afterLoadAndIdle(window, () => void loadPages().catch(() => undefined));
}
