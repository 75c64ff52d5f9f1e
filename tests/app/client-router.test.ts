// @vitest-environment jsdom
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PageManifestEntry } from '../../src/content/page-manifest.ts';
import { ROOT_ROUTE_ID } from '../../src/app/shared/build-routes.tsx';
import { initialPageFrom, patchInOtherPages } from '../../src/app/client/client-router.ts';

describe('the opened page, from the document chunk the HTML names (the browser hydrates without the route table)', () => {
  it("becomes the page's route from what its document says: path, aliases and whether it is a catalogue", async () => {
    const about = { default: { path: '/about', meta: { title: 'About', description: 'About us' }, sections: [] } };
    const entry = initialPageFrom(about);
    expect(entry).toMatchObject({ path: '/about', sectionTypes: [] });
    expect(entry?.aliases).toBeUndefined();
    expect(entry?.indexed).toBeUndefined();
    expect(await entry?.load()).toBe(about);
    expect(initialPageFrom({ default: { path: '/sections', aliases: ['/Sections'], catalogue: {}, sections: [] } })).toMatchObject({
      path: '/sections',
      aliases: ['/Sections'],
      indexed: false,
    });
    for (const notADocument of [
      undefined,
      {},
      { default: null },
      { default: { path: 'about', sections: [] } },
      { default: { path: '/about' } },
      { default: { path: '/about', aliases: '/About', sections: [] } },
    ]) {
      expect(initialPageFrom(notADocument)).toBeUndefined();
    }
  });
});

describe('the other pages, added on the first navigation that needs them', () => {
  const page = (path: string): PageManifestEntry => ({ path, sectionTypes: ['cta-band'], load: () => Promise.reject(new Error('not loaded in this test')) });
  const routesFor = (pages: readonly PageManifestEntry[]): RouteObject[] => pages.map((entry) => ({ id: `page:${entry.path}`, path: entry.path }));
  const args = (patch: (routeId: string | null, children: RouteObject[]) => void) => ({
    path: '/contact',
    matches: [],
    fetcherKey: undefined,
    signal: new AbortController().signal,
    patch,
  });

  it('loads the route table once and adds every page but the opened one under the root route', async () => {
    const loadPages = vi.fn(() => Promise.resolve([page('/about'), page('/contact'), page('/blogs')]));
    const patchRoutes = patchInOtherPages([page('/about')], loadPages, routesFor);
    const patch = vi.fn();
    await patchRoutes(args(patch));
    await patchRoutes(args(patch));
    expect(loadPages).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [
      { id: 'page:/contact', path: '/contact' },
      { id: 'page:/blogs', path: '/blogs' },
    ]);
  });

  it('asks for the table again on the next navigation when it could not be loaded', async () => {
    const loadPages = vi
      .fn<() => Promise<PageManifestEntry[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce([page('/contact')]);
    const patchRoutes = patchInOtherPages([], loadPages, routesFor);
    const patch = vi.fn();
    await expect(patchRoutes(args(patch))).rejects.toThrow('Failed to fetch');
    expect(patch).not.toHaveBeenCalled();
    await patchRoutes(args(patch));
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [{ id: 'page:/contact', path: '/contact' }]);
  });
});
