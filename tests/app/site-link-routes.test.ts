/**
 * Every address the footer and the main navigation link to reaches its page through the client router, as in the
 * browser after a visitor opens one page and clicks on: the router starts with the opened page's route only, takes
 * in the others on the first navigation that needs them (patchInOtherPages), and matches the address without regard
 * to letter case or the spelling of "&" (/Blogs, /industries/Logistics&SupplyChainIndustry). That each page renders
 * its one h1 is in tests/app/hydration.test.tsx (every address); one real click on the "&" spelling is in
 * e2e/footer.spec.ts.
 */
import { createMemoryRouter } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../testing/playwright/content.ts';
import { buildRoutes, createPageDataSource, pageRoutes } from '../../src/app/shared/build-routes.tsx';
import { patchInOtherPages } from '../../src/app/client/client-router.ts';
import { resolveInitialLazyRoutes } from '../../src/app/client/client-router.ts';
import type { RouteHead } from '../../src/app/shared/route-head.ts';
import type { NavEntry } from '../../src/content/generated/content-types.ts';
import { pathKey } from '../../src/lib/routing/path-keys.ts';
import { mockServer } from '../../testing/mocks/node.ts';
import { sectionRegistry } from '../../src/page-builder/section-registry.ts';

const OPENED = '/about';

/** Every internal address of a navigation item and its children. */
const pathsIn = (entries: readonly NavEntry[]): string[] => entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...pathsIn(entry.children ?? [])]);

const footerPaths = site.footer.linkGroups.flatMap((group) => group.links.map((link) => link.target));
const navigationPaths = pathsIn(site.navigation.groups);

/** The page a visitor expects at an address: the one whose path or alias is that address, in any letter case and spelling of "&". */
function pageAt(address: string) {
  const found = pageManifest.filter((entry) => [entry.path, ...(entry.aliases ?? [])].some((path) => pathKey(path) === pathKey(address)));
  expect(found, address).toHaveLength(1);
  return found[0];
}

beforeAll(() => {
  // A page with posts (/Blogs) loads them in its route loader.
  mockServer.listen({ onUnhandledRequest: 'bypass' });
});

afterAll(() => {
  mockServer.close();
});

describe('the addresses the footer and the navigation link to', () => {
  it('include the spellings the old site used: /Blogs and "&"', () => {
    expect(footerPaths).toContain('/Blogs');
    expect(footerPaths).toContain('/industries/Logistics&SupplyChainIndustry');
    expect(navigationPaths).toContain('/industries/Logistics&SupplyChainIndustry');
    expect(footerPaths.length).toBeGreaterThan(10);
    expect(navigationPaths.length).toBeGreaterThan(10);
  });

  describe(`each leads to its page through the client router, one after another from ${OPENED}`, () => {
    let router: ReturnType<typeof createMemoryRouter>;

    beforeAll(async () => {
      const opened = pageAt(OPENED);
      if (!opened) throw new Error(`no page at ${OPENED}`);
      const pageData = createPageDataSource();
      const routes = buildRoutes({ pages: [opened], registry: sectionRegistry, pageData });
      await resolveInitialLazyRoutes(routes, { pathname: OPENED });
      router = createMemoryRouter(routes, {
        initialEntries: [OPENED],
        hydrationData: { loaderData: {} },
        patchRoutesOnNavigation: patchInOtherPages(
          [opened],
          () => Promise.resolve(pageManifest),
          (others) => pageRoutes({ pages: others, registry: sectionRegistry, pageData }),
        ),
      });
    });

    afterAll(() => {
      router.dispose();
    });

    it.each([...new Set([...footerPaths, ...navigationPaths, '/industries/Logistics%26SupplyChainIndustry'])])('%s', async (address) => {
      await router.navigate(address);
      const handle = router.state.matches.at(-1)?.route.handle as RouteHead | undefined;
      expect(router.state.location.pathname).toBe(address);
      expect(router.state.errors).toBeNull();
      expect(handle?.kind).toBe('page');
      expect(handle?.kind === 'page' ? handle.canonicalPath : undefined).toBe(pageAt(address)?.path);
    });
  });
});
