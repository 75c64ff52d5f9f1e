import { pageManifest } from 'virtual:page-manifest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDynamicPath } from '../../src/lib/routing/path-keys.ts';
import { mockServer } from '../../testing/mocks/node.ts';
import { hydrateServerRender, serverRender, type ServerRender } from '../../testing/vitest/hydrate-server-render.tsx';

const urls = [
  ...pageManifest.filter((entry) => !isDynamicPath(entry.path)).flatMap((entry) => [entry.path, ...(entry.aliases ?? [])]),
  '/industries/Logistics%26SupplyChainIndustry',
  '/blogs/why-3d-product-demos-convert',
  // A post with YouTube and Vimeo players, which render as consent placeholders.
  '/blogs/reviewing-third-party-embeds',
  '/does-not-exist',
];

let rendered: Record<string, ServerRender> = {};

/** Every request the page makes while hydrating; pre-rendered data must make content requests unnecessary. */
const requests: string[] = [];
mockServer.events.on('request:start', ({ request }) => void requests.push(request.url));

beforeAll(() => {
  // Sections that finish loading a library during hydration (the slider's Swiper, cached after the first page)
  // update state inside act(); React must know this is an act environment to accept that.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Browsers have IntersectionObserver, jsdom does not. Once a catalogue page has loaded the teaser cards'
  // in-view animation, a later page (/) hydrates with it at once, and it observes its cards.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  mockServer.listen({ onUnhandledRequest: 'bypass' });
  rendered = serverRender(urls);
}, 60_000);

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  requests.length = 0;
});

afterAll(() => {
  mockServer.close();
  vi.unstubAllGlobals();
});

describe('hydration', () => {
  // React's development build reports every mismatch, attributes included, to the console.
  it.each(urls)(
    'hydrates %s with no warnings or errors',
    async (url) => {
      const page = rendered[url];
      if (!page) throw new Error(`No server render for ${url}`);
      expect(page.renderErrors).toEqual([]);
      expect(page.status).toBe(url === '/does-not-exist' ? 404 : 200);
      const { container, router, onRecoverableError, errors, warnings, fetches, unmount, reachEverySection } = await hydrateServerRender(page, url);

      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      // No refetch after mount: act has run every effect, and a query refetching on mount calls fetch from its
      // effect; a loader run again would still be pending in the router.
      expect(fetches).not.toHaveBeenCalled();
      expect(requests).toEqual([]);
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
      expect(router.state.revalidation).toBe('idle');
      // The sections below the first screen hydrate when reached, just as cleanly, and none is lost.
      const sectionCount = container.querySelectorAll('main > [data-section-type]').length;
      expect(await reachEverySection()).toEqual([]);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      expect(container.querySelectorAll('main > [data-section-type]')).toHaveLength(sectionCount);
      unmount();
      // Home hydrates many sections with React's development build; a loaded machine needs more than the default 5 s.
    },
    30_000,
  );

  it.each([
    ['/blogs', 'Why interactive 3D product demos convert better than video'],
    ['/CaseStudy', 'Aerospace MRO: AR-guided jet engine inspection cuts turnaround by 22%'],
  ])('pre-renders %s with its posts and embeds their query cache for hydration', (url, title) => {
    const page = rendered[url];
    expect(page?.html).toContain(title);
    const data = /^<script type="application\/json" id="page-hydration">(.*)<\/script>$/s.exec(page?.dataScript ?? '')?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({
      loaderData: { [`page:${url}`]: {} },
      queries: { queries: [{ queryKey: ['posts', 'list', {}], state: { status: 'success' } }] },
    });
  });

  it('hydrates a post whose visitor accepted cookies with the placeholders the server sent, then loads the players', async () => {
    const url = '/blogs/reviewing-third-party-embeds';
    const page = rendered[url];
    if (!page) throw new Error(`No server render for ${url}`);
    expect(page.html).not.toContain('<iframe');
    window.localStorage.setItem('cookie-consent', 'accepted');
    try {
      const { container, onRecoverableError, errors, warnings, unmount } = await hydrateServerRender(page, url);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      // act has run the effects that read the stored choice.
      expect([...container.querySelectorAll('main iframe')].map((frame) => new URL(frame.getAttribute('src') ?? '').hostname)).toEqual([
        'www.youtube-nocookie.com',
        'player.vimeo.com',
      ]);
      unmount();
    } finally {
      window.localStorage.clear();
    }
  }, 30_000);

  it('embeds no loader data or query cache in pages without data sections, only the sections that hydrate later', () => {
    const dataOf = (url: string) => JSON.parse(/id="page-hydration">(.*)<\/script>$/s.exec(rendered[url]?.dataScript ?? '')?.[1] ?? 'null') as unknown;
    expect(dataOf('/')).toEqual({ loaderData: {}, hydrateLater: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(dataOf('/about')).toEqual({ loaderData: {}, hydrateLater: [1, 2, 3, 4, 5] });
  });

  it('hydrates the sections below the first screen of /about only when the visitor reaches them', async () => {
    const page = rendered['/about'];
    if (!page) throw new Error('No server render for /about');
    const { container, reachEverySection, unmount, hydrateLater } = await hydrateServerRender(page, '/about');
    const slots = [...container.querySelectorAll('main > [data-section-type]')];
    const hydrated = () => slots.map((slot) => Object.keys(slot.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber$')));
    expect(hydrateLater).toEqual([1, 2, 3, 4, 5]);
    expect(hydrated()).toEqual([true, false, false, false, false, false]);
    expect(await reachEverySection()).toEqual([]);
    expect(hydrated()).toEqual([true, true, true, true, true, true]);
    unmount();
  }, 30_000);
});
