import '@fontsource-variable/inter/wght.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { defaultSectionRenderingOptions } from '@/sections/section-rendering-context.tsx';
import { sectionRegistry } from '@/sections/section-registry.ts';
import { AppProviders } from './app-providers.tsx';
import { createClientRouter } from './client-router.ts';
import { contentServiceReady } from './content-service.ts';

async function start() {
  const router = await createClientRouter({ pages: pageManifest, registry: sectionRegistry, contentServiceReady });
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
