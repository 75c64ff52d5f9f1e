// @vitest-environment jsdom
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PageManifestEntry } from '../../src/content/page-manifest.ts';
import { ROOT_ROUTE_ID } from '../../src/app/shared/build-routes.tsx';
import { patchInOtherPages } from '../../src/app/client/client-router.ts';
import { INITIAL_ROUTE_ELEMENT_ID, initialPageFrom, initialRouteScript, readInitialRouteModule } from '../../src/app/client/initial-route.ts';

/** A document holding what the pre-renderer wrote, as the browser parses it. */
function documentWith(html: string): Document {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return document;
}

describe('the opened page in the HTML (the browser hydrates without the route table)', () => {
  const ABOUT_CHUNK = '/assets/about-C6vT1aLv.js';
  const read = (html: string) => readInitialRouteModule(documentWith(html));

  it('names the page document chunk, and only a chunk the build wrote', () => {
    expect(read(initialRouteScript(ABOUT_CHUNK))).toBe(ABOUT_CHUNK);
    const element = (text: string) => `<script type="application/json" id="${INITIAL_ROUTE_ELEMENT_ID}">${text}</script>`;
    expect(read('')).toBeUndefined();
    expect(read(element('{not json'))).toBeUndefined();
    expect(read(element('{"module":"/assets/about.js"}'))).toBeUndefined();
    for (const module of [
      'https://elsewhere.example/about.js',
      '//elsewhere.example/about.js',
      '/assets/../secrets.js',
      'data:text/javascript,alert(1)',
      '/assets/about.css',
    ]) {
      expect(read(initialRouteScript(module)), module).toBeUndefined();
    }
  });

  it('cannot be closed early by the text it carries', () => {
    const script = initialRouteScript('/assets/x</script><script>alert(1)</script>.js');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });

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
