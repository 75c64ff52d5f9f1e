/**
 * Post shells: the page of a route with placeholders, such as /blogs/:slug, as it looks before its post has
 * loaded, rendered with no data at all (no content service is asked). Servers answer an address of the route that
 * was not pre-rendered, such as a post published after the build, with it (scripts/build/prerender/post-shells.ts); in the
 * browser the post section then loads the post, or says 'Post not found.' when WordPress has none. QA's
 * `?wp-scenario=` pages render the same way (entry-server.tsx renderWithPostsInBrowser).
 */
import type { SectionPropsMap, SectionType } from '@/content/generated/content-types.ts';
import type { SectionLoader, SectionRegistry } from '@/page-builder/section-contract.ts';
import type { PageHydration } from '../shared/page-hydration.ts';
import { renderHeadTags, type HeadData } from '../shared/route-head.ts';
import { fillPattern } from './prerender-targets.ts';

/**
 * The slug a post shell is rendered with. It never reaches the HTML: the shell shows the post section's loading
 * state, which names no post, so one file answers every slug of its route.
 */
const POST_SHELL_SLUG = 'post-shell';

/** The address a shell of `pattern` is rendered at. */
export function postShellPath(pattern: string): string {
  const placeholders = pattern.split('/').filter((segment) => segment.startsWith(':'));
  const path = fillPattern(pattern, Object.fromEntries(placeholders.map((segment) => [segment.slice(1), POST_SHELL_SLUG])));
  if (!path) throw new Error(`Cannot render a post shell for ${pattern}: it has an unnamed placeholder.`);
  return path;
}

/** A section's loader whose prefetch, if it has one, loads nothing: the section renders its loading state. */
function withoutServerData<Props>(load: SectionLoader<Props>): SectionLoader<Props> {
  return async () => {
    const module = await load();
    // Kept as a prefetch (not removed), so the page still gets its query client and the browser's loader.
    return module.prefetch ? { ...module, prefetch: () => Promise.resolve({}) } : module;
  };
}

// Typed over `Type` (not SectionRegistry) so TypeScript sees that the entry written is the one read.
function replaceWithoutServerData<Type extends SectionType>(registry: { [Key in Type]: SectionLoader<SectionPropsMap[Key]> }, type: Type): void {
  registry[type] = withoutServerData(registry[type]);
}

/** The section registry with every data section's prefetch emptied: pages render as they do before their data. */
export function registryWithoutServerData(sectionRegistry: SectionRegistry): SectionRegistry {
  const registry: SectionRegistry = { ...sectionRegistry };
  for (const type of Object.keys(sectionRegistry).filter((key): key is SectionType => key in sectionRegistry)) {
    replaceWithoutServerData(registry, type);
  }
  return registry;
}

/**
 * The route data a shell hydrates with says noindex, so the head keeps it after hydration: a shell stands for
 * any slug, including ones WordPress never had, and is not a page for search engines.
 */
export function postShellHydration(hydration: PageHydration): PageHydration {
  const loaderData = Object.fromEntries(
    Object.entries(hydration.loaderData).map(([routeId, data]) => [routeId, { ...(typeof data === 'object' ? data : {}), noindex: true }]),
  );
  return { ...hydration, loaderData };
}

/** A shell's head: noindex, and no canonical address or og:url, because one file answers every slug of its route. */
export function postShellHeadTags(head: HeadData): string {
  return renderHeadTags({ ...head, noindex: true })
    .split('\n    ')
    .filter((tag) => !tag.startsWith('<link rel="canonical"') && !tag.includes('property="og:url"'))
    .join('\n    ');
}
