import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import siteContent from 'virtual:site-content';
import { AppProviders } from '../../src/app/shared/root-layout.tsx';
import { defaultSectionRenderingOptions, type SectionRenderingOptions } from '../../src/page-builder/page-sections.tsx';

export const testSite = siteContent;

interface Options {
  route?: string;
  sectionRendering?: Partial<SectionRenderingOptions>;
}

/** Renders UI inside the same providers the app uses, with the real site.json and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', sectionRendering = {} }: Options = {}): RenderResult {
  return render(
    <AppProviders site={siteContent} sectionRendering={{ ...defaultSectionRenderingOptions, ...sectionRendering }}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Renders data routes (loaders, useLoaderData, revalidation) inside the app's providers, starting at `path`. */
export function renderWithDataRouter(routes: RouteObject[], path: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders site={siteContent} sectionRendering={defaultSectionRenderingOptions}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
