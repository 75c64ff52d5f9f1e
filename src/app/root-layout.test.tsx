import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import siteContent from 'virtual:site-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSectionRenderingOptions } from '@/sections/section-rendering-context.tsx';
import { AppProviders } from './app-providers.tsx';
import { NAVIGATION_PROGRESS_DELAY_MS, RootLayout } from './root-layout.tsx';

/** A route whose loader finishes only when the test says so, as a post page waits on WordPress. */
function renderWithSlowRoute() {
  let finishLoading = () => {};
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/', element: <h1>Home</h1> },
          {
            path: '/slow',
            loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
            element: <h1>Slow page</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders site={siteContent} sectionRendering={defaultSectionRenderingOptions}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, finishLoading: () => finishLoading() };
}

/** Starts a navigation without waiting for it, as a click on a link does. */
function startNavigation(router: ReturnType<typeof createMemoryRouter>, path: string) {
  act(() => {
    void router.navigate(path);
  });
}

const progressBar = () => screen.queryByRole('progressbar', { name: siteContent.accessibility.pageLoadingLabel });

describe('the navigation progress bar', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`appears when a navigation has waited ${NAVIGATION_PROGRESS_DELAY_MS} ms, and goes when the page arrives`, async () => {
    const { router, finishLoading } = renderWithSlowRoute();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    startNavigation(router, '/slow');
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 1));
    expect(progressBar()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(progressBar()).toBeInTheDocument();
    // Indeterminate: no value is claimed.
    expect(progressBar()).not.toHaveAttribute('aria-valuenow');

    finishLoading();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(progressBar()).toBeNull();
    router.dispose();
  });

  it('never appears for a quick navigation, and a later slow one waits its own delay', async () => {
    const { router, finishLoading } = renderWithSlowRoute();
    startNavigation(router, '/slow');
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 100));
    finishLoading();
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(progressBar()).toBeNull();

    startNavigation(router, '/');
    await act(() => vi.advanceTimersByTimeAsync(0));
    startNavigation(router, '/slow');
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 1));
    expect(progressBar()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(progressBar()).toBeInTheDocument();
    router.dispose();
  });
});
