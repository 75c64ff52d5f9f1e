import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SectionType } from '../../src/content/generated/content-types.ts';
import type { PageManifestEntry } from '../../src/content/page-manifest.ts';
import { ROOT_ROUTE_ID } from '../../src/app/build-routes.tsx';
import { patchInOtherPages } from '../../src/app/client-router.ts';
import { INITIAL_ROUTE_ELEMENT_ID, initialRouteScript, readInitialRoute } from '../../src/app/initial-route.ts';
import { sectionRegistry } from '../../src/sections/section-registry.ts';

const isSectionType = (type: string): type is SectionType => Object.hasOwn(sectionRegistry, type);

/** A document holding what the pre-renderer wrote, as the browser parses it. */
function documentWith(html: string): Document {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return document;
}

const about = { path: '/about', sectionTypes: ['media-text', 'cta-band'], module: '/assets/about-C6vT1aLv.js' };

describe('the opened page in the HTML (the browser hydrates without the route table)', () => {
  it('reads back what the pre-renderer wrote, aliases and the catalogue flag included', () => {
    const entry = readInitialRoute(documentWith(initialRouteScript(about)), isSectionType);
    expect(entry).toMatchObject({ path: '/about', sectionTypes: ['media-text', 'cta-band'] });
    expect(entry?.aliases).toBeUndefined();
    expect(entry?.indexed).toBeUndefined();
    const sections = readInitialRoute(
      documentWith(
        initialRouteScript({ path: '/sections', aliases: ['/Sections'], sectionTypes: ['hero'], indexed: false, module: '/assets/sections-C3tlxsvG.js' }),
      ),
      isSectionType,
    );
    expect(sections).toMatchObject({ path: '/sections', aliases: ['/Sections'], indexed: false });
  });

  it('cannot be closed early by the text it carries', () => {
    const script = initialRouteScript({ ...about, path: '/about</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readInitialRoute(documentWith(script), isSectionType)?.path).toBe('/about</script><script>alert(1)</script>');
  });

  it('is ignored, so that the whole table loads instead, when missing, garbled or naming anything but a built chunk and known sections', () => {
    const read = (html: string) => readInitialRoute(documentWith(html), isSectionType);
    const element = (text: string) => `<script type="application/json" id="${INITIAL_ROUTE_ELEMENT_ID}">${text}</script>`;
    expect(read('')).toBeUndefined();
    expect(read(element('{not json'))).toBeUndefined();
    expect(read(element('null'))).toBeUndefined();
    for (const module of [
      'https://elsewhere.example/about.js',
      '//elsewhere.example/about.js',
      '/assets/../secrets.js',
      'data:text/javascript,alert(1)',
      '/assets/about.css',
    ]) {
      expect(read(initialRouteScript({ ...about, module })), module).toBeUndefined();
    }
    expect(read(initialRouteScript({ ...about, sectionTypes: ['media-text', 'no-such-section'] }))).toBeUndefined();
    expect(read(initialRouteScript({ ...about, path: 'about' }))).toBeUndefined();
    expect(read(element(JSON.stringify({ ...about, aliases: '/About' })))).toBeUndefined();
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
