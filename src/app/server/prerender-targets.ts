/** The addresses the build pre-renders: every fixed page and alias, and the posts of routes with placeholders. */
import { pageManifest } from 'virtual:page-manifest';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import { loadPage } from '@/page-builder/page-content.tsx';
import type { SectionRegistry } from '@/page-builder/section-contract.ts';
import type { DynamicPrerenderTargets, PrerenderTarget } from './contract.ts';

/** Every address that becomes a file at build time: each fixed page path and each alias. */
export function prerenderTargets(): PrerenderTarget[] {
  return pageManifest
    .filter((entry) => !isDynamicPath(entry.path))
    .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, canonicalPath: entry.path, indexed: entry.indexed !== false })));
}

/**
 * A pattern's address for these placeholder values, or undefined when one is missing or would name no segment
 * of its own ("." and ".." climb out of the route's folder).
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    return value && value !== '.' && value !== '..' ? encodeURIComponent(value) : undefined;
  });
  return segments.every((segment) => segment !== undefined) ? segments.join('/') : undefined;
}

/**
 * The addresses of routes with placeholders that are known at build time: for /blogs/:slug, each post's
 * page, as the sections' `staticParams` list them. A failure leaves that route to on-request rendering.
 */
export async function dynamicPrerenderTargets(registry: SectionRegistry): Promise<DynamicPrerenderTargets> {
  const targets: PrerenderTarget[] = [];
  const problems: string[] = [];
  for (const entry of pageManifest.filter((candidate) => isDynamicPath(candidate.path))) {
    const { default: document } = await entry.load();
    const { sections } = await loadPage(document, registry);
    for (const section of sections) {
      if (!section.staticParams) continue;
      try {
        for (const params of await section.staticParams()) {
          const path = fillPattern(entry.path, params);
          if (path) targets.push({ path, canonicalPath: path, indexed: entry.indexed !== false, source: `${entry.path} ${JSON.stringify(params)}` });
        }
      } catch (error) {
        problems.push(`${entry.path} (${section.type}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { targets, problems };
}

/** Route patterns whose addresses are not all known at build time: each gets a post shell (post-shells.ts). */
export function dynamicRoutePatterns(): string[] {
  return pageManifest.filter((entry) => isDynamicPath(entry.path)).map((entry) => entry.path);
}
