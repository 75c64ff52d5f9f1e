/**
 * The server bundle used by scripts/prerender.ts (every route at build time)
 * and scripts/serve.ts (routes with placeholders, such as /blogs/:slug).
 */
import { ServerStyleSheet } from 'styled-components';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import { defaultSectionRenderingOptions } from '@/sections/section-rendering-context.tsx';
import { sectionRegistry } from '@/sections/section-registry.ts';
import { contentServiceReady } from './content-service.ts';
import { SECTION_CATALOGUE_MODULE } from './build-routes.tsx';
import { QUERY_RUNTIME_MODULE } from './page-data.ts';
import { pageHydrationScript } from './page-hydration.ts';
import { renderHeadTags } from './route-head.ts';
import { renderPage } from './render-page.tsx';

export interface ServerRenderResult {
  status: number;
  html: string;
  /**
   * Title, meta, canonical and Open Graph tags plus the page's CSS and, for pages with
   * data sections, their data (`dataScript`) for hydration.
   */
  headTags: string;
  /** The `<script type="application/json">` with loader data and the dehydrated query cache; empty for pages without data. */
  dataScript: string;
  /** Source modules whose chunks the page needs at once (for modulepreload). */
  moduleIds: string[];
  renderErrors: unknown[];
}

export async function render(url: string): Promise<ServerRenderResult> {
  const sheet = new ServerStyleSheet();
  try {
    const page = await renderPage(url, {
      site: siteContent,
      pages: pageManifest,
      registry: sectionRegistry,
      sectionRendering: defaultSectionRenderingOptions,
      wrap: (app) => sheet.collectStyles(app),
      contentServiceReady,
    });
    const moduleIds =
      page.route?.kind === 'page'
        ? [
            page.route.sourceFile,
            ...page.route.sectionTypes.map((type) => sectionRegistry[type].module),
            ...(page.route.hasData ? [QUERY_RUNTIME_MODULE] : []),
            ...(page.route.hasCatalogue ? [SECTION_CATALOGUE_MODULE] : []),
          ]
        : [];
    const dataScript = page.hydration ? pageHydrationScript(page.hydration) : '';
    return {
      status: page.status,
      html: page.html,
      headTags: [renderHeadTags(page.head), sheet.getStyleTags(), dataScript].filter(Boolean).join('\n    '),
      dataScript,
      moduleIds,
      renderErrors: page.renderErrors,
    };
  } finally {
    sheet.seal();
  }
}

export interface PrerenderTarget {
  path: string;
  /** The route-table spelling this path is a variant of. */
  canonicalPath: string;
  /** Whether the page belongs in the sitemap (catalogue pages do not). */
  indexed: boolean;
}

/** Every address that becomes a file at build time: each fixed page path and each alias. */
export function prerenderTargets(): PrerenderTarget[] {
  return pageManifest
    .filter((entry) => !isDynamicPath(entry.path))
    .flatMap((entry) => [entry.path, ...entry.aliases].map((path) => ({ path, canonicalPath: entry.path, indexed: entry.indexed })));
}

/** Route patterns rendered on request because their addresses are not known at build time. */
export function dynamicRoutePatterns(): string[] {
  return pageManifest.filter((entry) => isDynamicPath(entry.path)).map((entry) => entry.path);
}

export const siteUrl = siteContent.siteUrl;
