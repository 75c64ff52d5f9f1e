import { execFileSync } from 'node:child_process';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/app-providers.tsx';
import { buildRoutes } from '../../src/app/build-routes.tsx';
import { resolveInitialLazyRoutes } from '../../src/app/resolve-initial-routes.ts';
import { isDynamicPath } from '../../src/lib/routing/path-keys.ts';
import { defaultSectionRenderingOptions } from '../../src/sections/section-rendering-context.tsx';
import { sectionRegistry } from '../../src/sections/section-registry.ts';

const urls = [
  ...pageManifest.filter((entry) => !isDynamicPath(entry.path)).flatMap((entry) => [entry.path, ...entry.aliases]),
  '/industries/Logistics%26SupplyChainIndustry',
  '/blogs/why-3d-product-demos-convert',
  '/does-not-exist',
];

let rendered: Record<string, { status: number; html: string; renderErrors: string[] }> = {};

beforeAll(() => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/server-render-process.ts', JSON.stringify(urls)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  rendered = JSON.parse(output) as typeof rendered;
}, 60_000);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydration', () => {
  // React's development build reports every mismatch, attributes included, to the console.
  it.each(urls)('hydrates %s with no warnings or errors', async (url) => {
    const page = rendered[url];
    if (!page) throw new Error(`No server render for ${url}`);
    expect(page.renderErrors).toEqual([]);
    expect(page.status).toBe(url === '/does-not-exist' ? 404 : 200);
    window.history.replaceState(null, '', url);
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const container = document.getElementById('root');
    if (!container) throw new Error('missing #root');

    const routes = buildRoutes({ pages: pageManifest, registry: sectionRegistry });
    await resolveInitialLazyRoutes(routes, window.location);
    const router = createBrowserRouter(routes);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const root = await act(() =>
      hydrateRoot(
        container,
        <AppProviders site={siteContent} sectionRendering={defaultSectionRenderingOptions}>
          <RouterProvider router={router} />
        </AppProviders>,
        { onRecoverableError },
      ),
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    act(() => root.unmount());
    router.dispose();
    // Home hydrates many sections with React's development build; a loaded machine needs more than the default 5 s.
  }, 30_000);
});
