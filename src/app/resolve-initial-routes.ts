import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Resolves the lazy routes that match the first URL before the router is
 * created, so the first client render equals the pre-rendered HTML.
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
