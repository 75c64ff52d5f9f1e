import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import siteContent from 'virtual:site-content';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/shared/root-layout.tsx';
import { buildRoutes, createPageDataSource } from '../../src/app/shared/build-routes.tsx';
import { resolveInitialLazyRoutes } from '../../src/app/client/client-router.ts';
import type { PageDocument } from '../../src/content/generated/content-types.ts';
import type { PageManifestEntry } from '../../src/content/page-manifest.ts';
import { scrollAnimations } from '../../src/lib/scroll-animations/scroll-animation-lifecycle.ts';
import { defaultSectionRenderingOptions } from '../../src/page-builder/page-sections.tsx';
import { sectionRegistry } from '../../src/page-builder/section-registry.ts';

const page = (path: string, heading: string, extra: Partial<PageDocument> = {}): PageManifestEntry => ({
  file: `content-json/pages/${heading.toLowerCase()}.json`,
  path,
  sectionTypes: ['page-intro'],
  load: () =>
    Promise.resolve({
      default: {
        $schema: '../../schemas/page.schema.json',
        path,
        meta: { title: `${heading} | Satori XR test page`, description: 'A test page that declares how its scroll-triggered animations behave.' },
        sections: [{ type: 'page-intro', header: { heading }, align: 'start', demoButton: false }],
        ...extra,
      },
    }),
});

const declaration = { endOnLeave: true, refreshOnReturn: true };
const pages = [page('/', 'Home', { scrollAnimations: declaration }), page('/about', 'About')];

// Two client-side navigations with lazily loaded routes; on a loaded two-core machine the default 5 s is too tight.
describe('route change effects', { timeout: 20_000 }, () => {
  it('hands the scroll-animation lifecycle what the pages left and entered declare', async () => {
    const routeChanged = vi.spyOn(scrollAnimations, 'routeChanged');
    const routes = buildRoutes({ pages, registry: sectionRegistry, pageData: createPageDataSource() });
    await resolveInitialLazyRoutes(routes, { pathname: '/' });
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <AppProviders site={siteContent} sectionRendering={defaultSectionRenderingOptions}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(routeChanged).not.toHaveBeenCalled();

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About' }, { timeout: 5000 });
    expect(routeChanged).toHaveBeenLastCalledWith(declaration, undefined);
    expect(document.title).toBe('About | Satori XR test page');

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(routeChanged).toHaveBeenLastCalledWith(undefined, declaration);
    expect(routeChanged).toHaveBeenCalledTimes(2);
    router.dispose();
  });
});
