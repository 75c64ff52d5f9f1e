/**
 * The server bundle used by scripts/prerender.ts (every route at build time)
 * and scripts/serve.ts (routes with placeholders, such as /blogs/:slug).
 */
import { ServerStyleSheet } from 'styled-components';
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { contactFormEndpoint } from '@/features/contact-form/contact-form-endpoint.ts';
import { contentServiceUrl } from '@/features/posts/api/posts-client.ts';
import { ALLOWED_IFRAME_HOSTS } from '@/features/posts/video-embed-hosts.ts';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import { defaultSectionRenderingOptions } from '@/sections/section-rendering-context.tsx';
import { resolveSections } from '@/sections/resolve-sections.tsx';
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

/** Whether this build answers post requests with the embedded mock posts (no VITE_WP_API_URL). */
export const usesEmbeddedMocks = !import.meta.env.VITE_WP_API_URL;

/**
 * For QA's failure scenarios on the embedded mocks (`?wp-scenario=…`, docs/mock-content-service.md): renders
 * `url` with every content-service request failing at once, so each post section pre-renders its loading state
 * and the browser loads the posts itself, under the tab's scenario.
 */
export async function renderWithPostsInBrowser(url: string): Promise<ServerRenderResult> {
  const mocks = usesEmbeddedMocks ? await import('@/testing/mocks/node.ts') : undefined;
  return mocks ? mocks.runWithMockScenario('500', () => render(url)) : render(url);
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

/** A pattern's address for these placeholder values, or undefined when one is missing. */
function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    return value ? encodeURIComponent(value) : undefined;
  });
  return segments.every((segment) => segment !== undefined) ? segments.join('/') : undefined;
}

export interface DynamicPrerenderTargets {
  targets: PrerenderTarget[];
  /** Why some routes with placeholders could not be listed, e.g. WordPress could not be reached. */
  problems: string[];
}

/**
 * The addresses of routes with placeholders that are known at build time: for /blogs/:slug, each post's
 * page, as the sections' `staticParams` list them. A failure leaves that route to on-request rendering.
 */
export async function dynamicPrerenderTargets(): Promise<DynamicPrerenderTargets> {
  await contentServiceReady();
  const targets: PrerenderTarget[] = [];
  const problems: string[] = [];
  for (const entry of pageManifest.filter((candidate) => isDynamicPath(candidate.path))) {
    const { default: document } = await entry.load();
    const sections = await resolveSections(sectionRegistry, document.sections);
    for (const section of sections) {
      if (!section.staticParams) continue;
      try {
        for (const params of await section.staticParams()) {
          const path = fillPattern(entry.path, params);
          if (path) targets.push({ path, canonicalPath: path, indexed: entry.indexed });
        }
      } catch (error) {
        problems.push(`${entry.path} (${section.type}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { targets, problems };
}

/** Route patterns rendered on request because their addresses are not known at build time. */
export function dynamicRoutePatterns(): string[] {
  return pageManifest.filter((entry) => isDynamicPath(entry.path)).map((entry) => entry.path);
}

export const siteUrl = siteContent.siteUrl;

/**
 * The other sites this build talks to, as its own configuration sets them. The deploy configuration derives the
 * Content-Security-Policy and Permissions-Policy from these (scripts/lib/deploy/headers.ts), never from a hand-kept list.
 */
export const externalOrigins = {
  contentService: contentServiceUrl,
  contactFormEndpoint,
  platformApp: siteContent.externalLinks.platformApp,
  videoEmbedHosts: ALLOWED_IFRAME_HOSTS,
  hostedVideoBaseUrl: siteContent.media.hostedVideoBaseUrl,
};
