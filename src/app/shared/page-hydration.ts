/**
 * The data a pre-rendered page carries for hydration: the route loaders'
 * results (react-router `hydrationData.loaderData`) and the dehydrated query
 * cache. It travels as `<script type="application/json">`, which browsers
 * never execute, so it needs no exception in a strict Content Security Policy.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_HYDRATION_ELEMENT_ID = 'page-hydration';

export interface PageHydration {
  /** Route id → loader data, for routes that have a loader. */
  loaderData: Record<string, unknown>;
  queries?: DehydratedState;
}

/**
 * JSON that is safe inside a script element: "<" (so no "</script>" or "<!--"),
 * ">" and "&" are escaped, as are U+2028/U+2029. JSON.parse reads them back unchanged.
 */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageHydrationScript(data: PageHydration): string {
  return `<script type="application/json" id="${PAGE_HYDRATION_ELEMENT_ID}">${escapeJsonForHtml(data)}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Written by dehydrate() on the server; only its outer shape is checked here. */
const isDehydratedState = (value: unknown): value is DehydratedState => isRecord(value) && Array.isArray(value['queries']) && Array.isArray(value['mutations']);

/** Reads the page's hydration data; undefined when the page has none or it is unreadable (the router then loads as usual). */
export function readPageHydration(document: Document): PageHydration | undefined {
  const text = document.getElementById(PAGE_HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value['loaderData'])) return undefined;
    const queries = value['queries'];
    return {
      loaderData: value['loaderData'],
      ...(isDehydratedState(queries) ? { queries } : {}),
    };
  } catch (error) {
    console.error('The page hydration data could not be read.', error);
    return undefined;
  }
}
