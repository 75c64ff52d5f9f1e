import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from './root-layout.tsx';

const LABEL = 'Loading the page';

/** What RootLayout does with the bar, without the rest of the layout: above the page's outlet. */
function Layout() {
  return (
    <>
      <NavigationProgress label={LABEL} />
      <Outlet />
    </>
  );
}

/** A route whose loader finishes only when the test says so, as a post page waits on WordPress. */
function renderWithSlowRoute() {
  let finishLoading = () => {};
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
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
  render(<RouterProvider router={router} />);
  return { router, finishLoading: () => finishLoading() };
}

/** Starts a navigation without waiting for it, as a click on a link does. */
function startNavigation(router: ReturnType<typeof createMemoryRouter>, path: string) {
  act(() => {
    void router.navigate(path);
  });
}

const progressBar = () => screen.queryByRole('progressbar', { name: LABEL });

// Fake timers drive the delay; the generous limit is for a loaded two-core machine, not for waiting.
describe('the navigation progress bar', { timeout: 15_000 }, () => {
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
