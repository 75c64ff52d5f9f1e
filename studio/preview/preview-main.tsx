/**
 * The studio's preview: the page rendered by the real section components inside the real chrome (navigation,
 * footer, global styles), from whatever document the studio last sent. Only the studio page opens it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/app/shared/query-runtime.tsx';
import { AppProviders, RootLayout } from '@/app/shared/root-layout.tsx';
import { defaultSectionRenderingOptions } from '@/page-builder/page-sections.tsx';
import { keepOpenOnContentChange } from '../keep-open-on-content-change.ts';
import { isStudioToPreview, type PreviewToStudio } from './preview-protocol.ts';
import { PreviewPage, createPreviewStore, usePreviewState } from './preview-page.tsx';

keepOpenOnContentChange(import.meta.hot, 'content');

const store = createPreviewStore();
const queryClient = createQueryClient();
const router = createMemoryRouter([{ id: 'root', element: <RootLayout />, children: [{ path: '*', element: <PreviewPage store={store} /> }] }]);

const tell = (message: PreviewToStudio) => window.parent.postMessage(message, window.location.origin);

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== window.location.origin || !isStudioToPreview(event.data)) return;
  store.receive(event.data);
});

// A click in the preview selects the section under it (click-to-edit) instead of following links or submitting forms.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-section-type]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    const slots = [...document.querySelectorAll('main > [data-section-type]')];
    const index = slots.indexOf(target);
    if (index < 0) return;
    const clicked = event.target instanceof Element ? event.target : null;
    const image =
      clicked instanceof HTMLImageElement ? clicked.currentSrc || clicked.src : clicked instanceof HTMLVideoElement ? clicked.currentSrc : undefined;
    // The innermost element that holds words: a heading, a paragraph, a label.
    const words = clicked?.closest('h1, h2, h3, h4, h5, h6, p, li, a, button, label, figcaption, dt, dd, span, strong, em') ?? clicked;
    const text = words instanceof HTMLElement ? words.innerText.slice(0, 500) : undefined;
    tell({ kind: 'preview:select', index, ...(text ? { text } : {}), ...(image ? { image } : {}) });
  },
  true,
);

function PreviewApp() {
  const { site } = usePreviewState(store);
  if (!site) return null;
  return (
    <AppProviders site={site} sectionRendering={{ ...defaultSectionRenderingOptions, revealErrors: true }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<PreviewApp />);
store.onRendered((revision) => tell({ kind: 'preview:rendered', revision }));
tell({ kind: 'preview:ready' });
