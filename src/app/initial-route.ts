/**
 * The route of the page the visitor opened, written into the pre-rendered HTML so that the browser can hydrate
 * without the site's route table. Every page used to carry the whole table in its first-render JavaScript (about
 * 1.6 KB gzipped for 47 pages, and 20–35 bytes more on every page for each page added); now the table loads only
 * when the visitor first navigates, or in an idle moment after hydration (client-router.ts).
 */
import type { PageManifestEntry, ServedPageDocument } from '@/content/page-manifest.ts';
import type { SectionType } from '@/content/generated/content-types.ts';

export const INITIAL_ROUTE_ELEMENT_ID = 'page-route';

/** What the HTML says about its page: the manifest entry, with its document's chunk in place of the loader. */
export interface InitialRoute {
  path: string;
  aliases?: string[];
  /** Section type names; the browser keeps the page only if it knows every one. */
  sectionTypes: string[];
  indexed?: false;
  /** The page document's chunk, such as "/assets/about-C6vT1aLv.js". */
  module: string;
}

export function initialRouteScript(route: InitialRoute): string {
  // Paths and type names from the content, checked by content:check; "<" is escaped all the same, so no text can close the element.
  return `<script type="application/json" id="${INITIAL_ROUTE_ELEMENT_ID}">${JSON.stringify(route).replace(/</g, '\\u003c')}</script>`;
}

/** The part of the DOM's Document this reads (spelled out: the pre-renderer, which writes the element, has no DOM types). */
interface PageElements {
  getElementById(id: string): { textContent: string | null } | null;
}

/** A chunk the build wrote: the only modules the browser will import from what the HTML says. */
const BUILT_CHUNK = /^\/assets\/[\w-]+\.js$/;

/** The chunk's default export is the page's validated document (content:check vouched for it at build time). */
function isPageDocumentModule(value: unknown, path: string): value is { default: ServedPageDocument } {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const document = value.default;
  return (
    typeof document === 'object' &&
    document !== null &&
    'path' in document &&
    document.path === path &&
    'sections' in document &&
    Array.isArray(document.sections)
  );
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The manifest entry of the page the HTML was rendered for, or undefined when the HTML has none (development,
 * 404.html) or it cannot be trusted: the browser then loads the whole route table before it hydrates.
 */
export function readInitialRoute(document: PageElements, isSectionType: (type: string) => type is SectionType): PageManifestEntry | undefined {
  const text = document.getElementById(INITIAL_ROUTE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { path, aliases, sectionTypes, indexed, module } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  if (typeof module !== 'string' || !BUILT_CHUNK.test(module)) return undefined;
  if (!isStringArray(sectionTypes) || !sectionTypes.every(isSectionType)) return undefined;
  if (aliases !== undefined && !isStringArray(aliases)) return undefined;
  return {
    path,
    ...(aliases ? { aliases } : {}),
    sectionTypes,
    ...(indexed === false ? { indexed } : {}),
    load: async () => {
      // The chunk the pre-renderer named from the build's manifest for this page's document.
      const documentModule: unknown = await import(/* @vite-ignore */ module);
      if (!isPageDocumentModule(documentModule, path)) throw new Error(`${module} is not the document of ${path}.`);
      return documentModule;
    },
  };
}
