// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE_ID, QUERY_RUNTIME_MODULE, buildRoutes, createPageDataSource, routePathsFor } from '../../src/app/shared/build-routes.tsx';
import { isRouteHead, type RouteHead } from '../../src/app/shared/route-head.ts';
import { SECTION_CATALOGUE_MODULE } from '../../src/page-builder/page-content.tsx';
import { sectionRegistry } from '../../src/page-builder/section-registry.ts';

const routes = buildRoutes({ pages: pageManifest, registry: sectionRegistry, pageData: createPageDataSource() });
const leafRouteId = (pathname: string) => matchRoutes(routes, { pathname })?.at(-1)?.route.id;

/** SPEC 2.1's route table, spelled as there. */
const specRoutes = [
  '/',
  '/about',
  '/Platform',
  '/Capabilities/capabilities',
  '/solutions/salesxrtreme',
  '/solutions/engagexrtreme',
  '/solutions/TwinXrtreme',
  '/solutions/professionalservices',
  '/industries/industries',
  '/industries/AerospaceIndustry',
  '/industries/ManufacturingIndustry',
  '/industries/Logistics&SupplyChainIndustry',
  '/casestudy/Aerospacejetengine',
  '/EDUCOE/EDUCOE',
  '/Contact/Contactus',
  '/terms',
  '/privacy',
  '/corporate-info',
  '/impressum',
  '/blogs',
  '/CaseStudy',
  ...['automotive', 'logistics', 'manufacturing'].flatMap((industry) => ['sales', 'training', 'twin'].map((group) => `/persona/${industry}${group}`)),
];

describe('route building', () => {
  it.each(specRoutes)('has a page route for %s', (path) => {
    expect(leafRouteId(path)).toBe(`page:${path}`);
  });

  it.each([
    ['/solutions/twinxrtreme', '/solutions/TwinXrtreme'],
    ['/capabilities/capabilities', '/Capabilities/capabilities'],
    ['/Blogs', '/blogs'],
    ['/platform', '/Platform'],
    ['/PLATFORM/', '/Platform'],
    ['/industries/Logistics%26SupplyChainIndustry', '/industries/Logistics&SupplyChainIndustry'],
    ['/industries/logistics&supplychainindustry', '/industries/Logistics&SupplyChainIndustry'],
  ])('matches the spelling %s to the page %s, ignoring letter case', (spelling, path) => {
    expect(leafRouteId(spelling)).toBe(`page:${path}`);
  });

  it.each([
    ['/blogs/why-3d-product-demos-convert', '/blogs/:slug'],
    ['/CaseStudy/jet-engine-overhaul-training', '/CaseStudy/:slug'],
  ])('routes the post address %s to %s', (address, pattern) => {
    expect(leafRouteId(address)).toBe(`page:${pattern}`);
  });

  it.each(['/does-not-exist', '/solutions', '/persona/unknownpersona'])('sends %s to the not-found page', (path) => {
    expect(leafRouteId(path)).toBe(NOT_FOUND_ROUTE_ID);
  });

  it('adds a router path only for aliases that differ by more than letter case', () => {
    expect(routePathsFor({ path: '/Platform', aliases: ['/platform'] })).toEqual(['/Platform']);
    expect(routePathsFor({ path: '/blogs', aliases: ['/Blogs', '/insights'] })).toEqual(['/blogs', '/insights']);
  });

  /** A page route's handle, read as the head reads it. */
  const pageHeadOf = (handle: unknown): Extract<RouteHead, { kind: 'page' }> => {
    if (!isRouteHead(handle) || handle.kind !== 'page') throw new Error('A page route carries a page head in its handle.');
    return handle;
  };

  it('loads a page route with its sections and head details', async () => {
    const match = matchRoutes(routes, { pathname: '/about' })?.at(-1);
    const lazy = match?.route.lazy;
    if (typeof lazy !== 'function') throw new Error('The /about route should load lazily.');
    const resolved = await lazy();
    expect(resolved).toMatchObject({
      handle: {
        kind: 'page',
        canonicalPath: '/about',
        // Only the first section's code is in the first render; the rest hydrate when the visitor reaches them.
        sectionTypes: ['rotating-word-hero'],
        hydrateLater: [1, 2, 3, 4, 5],
      },
    });
    // The browser's route table carries no content file names (the server bundle's does, for the chunk list).
    expect(pageHeadOf(resolved.handle).sourceFile).toBeUndefined();
  });

  it('carries what a page declares about its scroll animations in its route handle', async () => {
    const lazyOf = (pathname: string) => {
      const lazy = matchRoutes(routes, { pathname })?.at(-1)?.route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${pathname} should load lazily`);
      return lazy();
    };
    expect(await lazyOf('/')).toMatchObject({ handle: { scrollAnimations: { endOnLeave: true, refreshOnReturn: true } } });
    expect(pageHeadOf((await lazyOf('/about')).handle).scrollAnimations).toBeUndefined();
  });

  it('loads the catalogue code only for catalogue pages, and marks them as not indexed', async () => {
    const lazyOf = (pathname: string) => {
      const lazy = matchRoutes(routes, { pathname })?.at(-1)?.route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${pathname} should load lazily`);
      return lazy();
    };
    expect(await lazyOf('/personacard')).toMatchObject({ handle: { indexed: false, hasCatalogue: true } });
    expect(await lazyOf('/about')).toMatchObject({ handle: { indexed: true, hasCatalogue: false } });
  });

  it('names the lazily loaded catalogue module by the path its dynamic import uses', () => {
    const source = readFileSync(join(process.cwd(), 'src/page-builder/page-content.tsx'), 'utf8');
    const imported = /import\('\.\/([^']+)'\)/.exec(source)?.[1];
    expect(SECTION_CATALOGUE_MODULE).toBe(`src/page-builder/${String(imported)}`);
  });

  it('names the lazily loaded query runtime by the path its dynamic import uses', () => {
    const source = readFileSync(join(process.cwd(), 'src/app/shared/build-routes.tsx'), 'utf8');
    const imported = /import\('\.\/([^']+)'\)/.exec(source)?.[1];
    expect(QUERY_RUNTIME_MODULE).toBe(`src/app/shared/${String(imported)}`);
  });
});
