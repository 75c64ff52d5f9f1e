/**
 * The page the visitor opened, named in the pre-rendered HTML by its document's chunk, so that the browser can
 * hydrate without the site's route table. Every page used to carry the whole table in its first-render JavaScript
 * (about 1 KB gzipped for 47 pages, and 20–35 bytes more on every page for each page added); now the table loads
 * in an idle moment after hydration, or when the visitor first navigates (client-router.ts). The document itself
 * says its path and aliases, so the HTML needs only the chunk's address.
 */
import type { PageManifestEntry, ServedPageDocument } from '@/content/page-manifest.ts';

export const INITIAL_ROUTE_ELEMENT_ID = 'page-route';

/** `module`: the page document's chunk, such as "/assets/about-C6vT1aLv.js" (a build's asset path holds no "<"). */
export function initialRouteScript(module: string): string {
  return `<script type="application/json" id="${INITIAL_ROUTE_ELEMENT_ID}">${JSON.stringify(module).replace(/</g, '\\u003c')}</script>`;
}

/** The part of the DOM's Document this reads (spelled out: the pre-renderer, which writes the element, has no DOM types). */
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

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The chunk's default export is a page document (content:check vouched for it at build time): its shape is checked all the same. */
function isPageDocumentModule(value: unknown): value is { default: ServedPageDocument } {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const document = value.default;
  if (typeof document !== 'object' || document === null) return false;
  if (!('path' in document) || typeof document.path !== 'string' || !document.path.startsWith('/')) return false;
  if ('aliases' in document && document.aliases !== undefined && !isStringArray(document.aliases)) return false;
  return 'sections' in document && Array.isArray(document.sections);
}

/**
 * The opened page's manifest entry, from its document module (imported by the caller from readInitialRouteModule's
 * address). Its section types stay empty: the page's section code is already on its way (page-modules.ts lists it);
 * the list only lets client-side navigation fetch another page's code early.
 */
export function initialPageFrom(documentModule: unknown): PageManifestEntry | undefined {
  if (!isPageDocumentModule(documentModule)) return undefined;
  const { path, aliases, catalogue } = documentModule.default;
  return {
    path,
    ...(aliases?.length ? { aliases } : {}),
    sectionTypes: [],
    ...(catalogue === undefined ? {} : { indexed: false }),
    load: () => Promise.resolve(documentModule),
  };
}
