/**
 * What the hydration tests share: server renders made in a child process (server-render-process.ts), and
 * hydrating one of them in jsdom as start-client.tsx does, with the spies that tell whether React reported anything.
 */
import { execFileSync } from 'node:child_process';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router-dom';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/shared/root-layout.tsx';
import { routePathsFor } from '../../src/app/shared/build-routes.tsx';
import { createClientRouter } from '../../src/app/client/client-router.ts';
import { readPageHydration } from '../../src/app/shared/page-hydration.ts';
import { defaultSectionRenderingOptions } from '../../src/page-builder/page-sections.tsx';
import { sectionRegistry } from '../../src/page-builder/section-registry.ts';

export interface ServerRender {
  status: number;
  html: string;
  headTags: string;
  dataScript: string;
  renderErrors: string[];
}

/** Each URL's server render, or with `post-shell` each route pattern's post shell, made in a child process. */
export function serverRender(inputs: readonly string[], kind: 'page' | 'post-shell' = 'page'): Record<string, ServerRender> {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'testing/vitest/server-render-process.ts', JSON.stringify(inputs), ...(kind === 'post-shell' ? ['post-shell'] : [])],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output) as Record<string, ServerRender>;
}

/**
 * Puts a server render into the document at `url` and hydrates it as the browser does: the embedded query cache
 * and loader data are hydrated before the first render. Spies are set before hydrating, so they see all of it.
 */
export async function hydrateServerRender(page: Pick<ServerRender, 'html' | 'dataScript'>, url: string) {
  window.history.replaceState(null, '', url);
  document.head.innerHTML = page.dataScript;
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  // As in the browser, the router starts with the opened page's route only (initialPageFrom, client-router.ts); the rest arrive on navigation.
  const pathname = new URL(url, 'http://localhost').pathname;
  const candidates = pageManifest.flatMap((entry) => routePathsFor(entry).map((path) => ({ path, entry })));
  const opened = matchRoutes(candidates, decodeURI(pathname))?.[0]?.route.entry;
  const hydration = readPageHydration(document);
  const initialPage = opened && { ...opened, hydrateLater: hydration?.hydrateLater };
  const router = await createClientRouter({ initialPage, hydration, loadPages: () => Promise.resolve(pageManifest), registry: sectionRegistry });
  const onRecoverableError = vi.fn();
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  const fetches = vi.spyOn(globalThis, 'fetch');
  const root = await act(() =>
    hydrateRoot(
      container,
      <AppProviders site={siteContent} sectionRendering={{ ...defaultSectionRenderingOptions, hydrateWhenReached: true }}>
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError },
    ),
  );
  const unmount = () => {
    act(() => root.unmount());
    router.dispose();
  };
  /**
   * The visitor reaches every section that was left to hydrate later (watch-for-visitor.ts hears a focus inside
   * it), and their code arrives: inside act, so React hydrates them before it returns. Resolves with the sections
   * (their types) still not hydrated, which should be none.
   */
  const reachEverySection = async () => {
    const later = new Set(hydration?.hydrateLater ?? []);
    const slots = [...container.querySelectorAll<HTMLElement>('main > [data-section-type]')];
    await act(async () => {
      for (const slot of slots) slot.firstElementChild?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await Promise.all(
        slots.filter((_, index) => later.has(index)).map((slot) => sectionRegistry[slot.dataset['sectionType'] as keyof typeof sectionRegistry]()),
      );
      // The gates' own continuations, then React's retries of the boundaries they release.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return slots
      .filter((slot) => slot.firstElementChild && !Object.keys(slot.firstElementChild).some((key) => key.startsWith('__reactFiber$')))
      .map((slot) => slot.dataset['sectionType']);
  };
  return { container, router, onRecoverableError, errors, warnings, fetches, unmount, reachEverySection, hydrateLater: hydration?.hydrateLater ?? [] };
}
