/**
 * How a query client's post requests wait until they can be answered. In builds on the embedded mock posts,
 * the browser must first start msw's service worker; the app provides that step for each query client it makes
 * (page-data.ts), and the posts' query functions wait for it. Kept per client, not global, so tests and
 * renders each bring their own.
 */
import type { QueryClient } from '@tanstack/react-query';

const readiness = new WeakMap<QueryClient, () => Promise<void>>();

export function provideContentServiceReadiness(client: QueryClient, ready: () => Promise<void>): void {
  readiness.set(client, ready);
}

/** Resolves when this client's post requests can be answered (at once, if nothing was provided). */
export function contentServiceReadyFor(client: QueryClient): Promise<void> {
  return readiness.get(client)?.() ?? Promise.resolve();
}
