// @vitest-environment node
/**
 * renderPage and the data seam, on the server: route loaders run each section's prefetch while
 * pre-rendering, the HTML holds the posts, and the page carries its loader data
 * and query cache for hydration (tests/app/hydration.test.tsx hydrates them).
 */
import { matchRoutes } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes, createPageDataSource } from '../../src/app/shared/build-routes.tsx';
import { renderPage } from '../../src/app/server/server-render.tsx';
import { defaultSectionRenderingOptions } from '../../src/page-builder/page-sections.tsx';
import type { SectionRegistry } from '../../src/page-builder/section-contract.ts';
import { sectionRegistry } from '../../src/page-builder/section-registry.ts';
import { failingPostsHandler } from '../../testing/mocks/handlers.ts';
import { mockServer } from '../../testing/mocks/node.ts';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const render = (url: string, registry: SectionRegistry = sectionRegistry) =>
  renderPage(url, { site: siteContent, pages: pageManifest, registry, sectionRendering: defaultSectionRenderingOptions });

describe('page data on the server', () => {
  it('pre-renders /blogs with the posts its latest-posts section prefetched', async () => {
    const page = await render('/blogs');
    expect(page.status).toBe(200);
    expect(page.renderErrors).toEqual([]);
    expect(page.html).toContain('Why interactive 3D product demos convert better than video');
    expect(page.html).toContain('href="/blogs/measuring-roi-vr-safety-training"');
    expect(page.html).toContain('Virtual showrooms &amp; dealer networks');
    expect(page.html).not.toContain('Loading Latest articles');
    expect(page.route).toMatchObject({ kind: 'page', hasData: true });
  });

  it('hands the client its loader data and the dehydrated posts', async () => {
    const { hydration } = await render('/CaseStudy');
    expect(hydration?.loaderData).toEqual({ 'page:/CaseStudy': {} });
    expect(hydration?.queries?.queries).toHaveLength(1);
    expect(hydration?.queries?.queries[0]).toMatchObject({ queryKey: ['posts', 'list', { category: 'case-studies' }], state: { status: 'success' } });
    expect(JSON.stringify(hydration)).toContain('heavy-equipment-vr-maintenance-training');
  });

  it('leaves pages without data sections alone: no loader, no query client, no embedded data but the sections that hydrate later', async () => {
    const page = await render('/about');
    expect(page.hydration).toEqual({ loaderData: {}, queries: undefined, hydrateLater: [1, 2, 3, 4, 5] });
    expect(page.route).toMatchObject({ kind: 'page', hasData: false });
    const routes = buildRoutes({ pages: pageManifest, registry: sectionRegistry, pageData: createPageDataSource() });
    const lazyOf = (pathname: string) => {
      const lazy = matchRoutes(routes, { pathname })?.at(-1)?.route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${pathname} should load lazily`);
      return lazy();
    };
    expect(await lazyOf('/about')).not.toHaveProperty('loader');
    expect(await lazyOf('/blogs')).toHaveProperty('loader');
  });

  it('when the content service fails, renders the listing as loading for the browser to fetch, and the rest of the page', async () => {
    mockServer.use(failingPostsHandler);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await render('/blogs');
    expect(page.status).toBe(200);
    expect(page.renderErrors).toEqual([]);
    expect(page.html).toContain('Loading Blog...');
    expect(page.html).toContain('>Blog</h1>');
    expect(page.html).toContain('Let&#x27;s Build the Future Together');
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('the page will load its posts in the browser'));
    // Nothing to hydrate from: the browser starts from the same loading state and fetches the posts itself.
    expect(page.hydration?.queries?.queries ?? []).toEqual([]);
  });

  it('prefers what a prefetch says about the head over the page document, and keeps other sections when one prefetch throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry: SectionRegistry = {
      ...sectionRegistry,
      'rotating-word-hero': async () => ({
        ...(await sectionRegistry['rotating-word-hero']()),
        prefetch: ({ header }) =>
          Promise.resolve({ meta: { title: `${header.heading} from the data`, description: 'A description that the loaded data supplies for this page.' } }),
      }),
      'cta-band': async () => ({ ...(await sectionRegistry['cta-band']()), prefetch: () => Promise.reject(new Error('The data is gone')) }),
    };
    const page = await render('/about', registry);
    expect(page.head.title).toMatch(/^\S.* from the data$/);
    expect(page.head.description).toBe('A description that the loaded data supplies for this page.');
    expect(page.head.canonicalUrl).toBe(`${siteContent.siteUrl}/about`);
    expect(page.renderErrors).toEqual([]);
    expect(errors).toHaveBeenCalledWith('Section "cta-band" at index 5 could not load its data.', expect.objectContaining({ message: 'The data is gone' }));
  });
});
