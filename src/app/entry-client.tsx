import '@fontsource-variable/inter/wght.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { defaultSectionRenderingOptions } from '../sections/section-rendering-context.tsx';
import { sectionRegistry } from '../sections/section-registry.ts';
import { AppProviders } from './app-providers.tsx';
import { buildRoutes } from './build-routes.tsx';
import { resolveInitialLazyRoutes } from './resolve-initial-routes.ts';

async function start() {
  const routes = buildRoutes({ pages: pageManifest, registry: sectionRegistry });
  await resolveInitialLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <AppProviders
      site={siteContent}
     
      sectionRendering={{ ...defaultSectionRenderingOptions, revealErrors: import.meta.env.DEV }}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (container.firstElementChild) {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('[hydration] The page did not hydrate cleanly:', error, info.componentStack),
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
