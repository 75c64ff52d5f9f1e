/**
 * The one HTML contract between the pre-renderer and the browser: what a pre-rendered page carries so that the
 * browser can hydrate it. Three `<script type="application/json">` elements, which browsers never execute, so they
 * need no exception in a strict Content Security Policy:
 * - `#page-modules`: the chunks the page needs (application code, page document, section code). A list rather than
 *   `<link rel="modulepreload">` tags, which would start fetching before the first paint; entry-client.ts turns it
 *   into modulepreloads right after that paint.
 * - `#page-route`: the opened page's document chunk, so that the browser hydrates without the site's route table.
 *   Every page used to carry the whole table in its first-render JavaScript (about 1 KB gzipped for 47 pages, and
 *   20–35 bytes more on every page for each page added); now the table loads in an idle moment after hydration, or
 *   when the visitor first navigates (client-router.ts). The document itself says its path and aliases, so the HTML
 *   needs only the chunk's address.
 * - `#page-hydration`: the route loaders' results (react-router `hydrationData.loaderData`), the dehydrated query
 *   cache, for pages with data sections, and the sections that hydrate when the visitor reaches them.
 * The pre-renderer writes them (scripts/build/prerender/html-page.ts, which has no DOM types, and the server bundle's
 * server-render.tsx for `#page-hydration`), and the browser reads them here, except `#page-modules`: entry-client.ts
 * reads that list itself, because the entry imports no app code.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_MODULES_ELEMENT_ID = 'page-modules';
export const INITIAL_ROUTE_ELEMENT_ID = 'page-route';
export const PAGE_HYDRATION_ELEMENT_ID = 'page-hydration';

export interface PageHydration {
  /** Route id → loader data, for routes that have a loader. */
  loaderData: Record<string, unknown>;
  queries?: DehydratedState;
  /** The sections (by index) whose code is not in the first render: they hydrate when the visitor reaches them. */
  hydrateLater?: number[];
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

/** One of the page's JSON elements, holding `value`. */
const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${escapeJsonForHtml(value)}</script>`;

export const pageModulesScript = (hrefs: readonly string[]): string => jsonScript(PAGE_MODULES_ELEMENT_ID, hrefs);

/** `module`: the page document's chunk, such as "/assets/about-C6vT1aLv.js". */
export const initialRouteScript = (module: string): string => jsonScript(INITIAL_ROUTE_ELEMENT_ID, module);

export const pageHydrationScript = (data: PageHydration): string => jsonScript(PAGE_HYDRATION_ELEMENT_ID, data);

/** The part of the DOM's Document these readers use (spelled out: the pre-renderer, which writes the elements, has no DOM types). */
interface PageElements {
  getElementById(id: string): { textContent: string | null } | null;
}

/** A chunk the build wrote: the only modules the browser will import because the HTML names them. */
const BUILT_CHUNK = /^\/assets\/[\w-]+\.js$/;

/** The document chunk the HTML names, or undefined when it names none (development, 404.html) or something else. */
export function readInitialRouteModule(document: PageElements): string | undefined {
  const text = document.getElementById(INITIAL_ROUTE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' && BUILT_CHUNK.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Written by dehydrate() on the server; only its outer shape is checked here. */
const isDehydratedState = (value: unknown): value is DehydratedState => isRecord(value) && Array.isArray(value['queries']) && Array.isArray(value['mutations']);

/** Reads the page's hydration data; undefined when the page has none or it is unreadable (the router then loads as usual). */
export function readPageHydration(document: PageElements): PageHydration | undefined {
  const text = document.getElementById(PAGE_HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value['loaderData'])) return undefined;
    const queries = value['queries'];
    const later = value['hydrateLater'];
    return {
      loaderData: value['loaderData'],
      queries: isDehydratedState(queries) ? queries : undefined,
      hydrateLater:
        Array.isArray(later) && later.every((index) => Number.isInteger(index))
          ? later.filter((index): index is number => typeof index === 'number')
          : undefined,
    };
  } catch (error) {
    console.error('The page hydration data could not be read.', error);
    return undefined;
  }
}
