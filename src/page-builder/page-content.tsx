/**
 * Where a page is composed from its sections, for every caller: the router (src/app/shared/build-routes.tsx), the
 * server's build-time targets (src/app/server/prerender-targets.ts) and the studio's preview. `loadPage` loads the
 * code of each section (and of a catalogue page's examples) and binds their props; `PageContent` renders the
 * result. The registry is passed in, never imported here, so a caller may render with another one (the post
 * shells' registry without server data, a test's).
 */
import type { ReactElement } from 'react';
import type { Section, SectionPropsMap, SectionType } from '@/content/generated/content-types.ts';
import type { CatalogueEntry } from '@/content/page-manifest.ts';
import { DeferredSection } from './deferred-section.tsx';
import { createHydrationGate } from './hydration-gate.ts';
import { PageSections, type ResolvedSection } from './page-sections.tsx';
import type { SectionPrefetchContext, SectionRegistry } from './section-contract.ts';

/** The module catalogue pages load (only they do); named here so the pre-renderer can modulepreload it (a test checks it matches the import). */
export const SECTION_CATALOGUE_MODULE = 'src/page-builder/section-catalogue.tsx';

/** What `loadPage` reads of a page document: its sections and, on a catalogue page, the schema examples to show. */
export interface PageSource {
  sections: readonly Section[];
  catalogueEntries?: readonly CatalogueEntry[] | undefined;
}

export interface LoadedPage {
  /** Each section, its code loaded, ready to render. */
  sections: ResolvedSection[];
  /** A catalogue page's catalogue, ready to render: its examples' code and its own are loaded only for such a page. */
  catalogue?: ReactElement;
  /** The page's sections and its catalogue's examples: whose prefetches the page's route loader runs. */
  everySection: ResolvedSection[];
}

function SectionCodeFailedToLoad({ error }: { error: unknown }): never {
  // Rethrown during render so the section's own error boundary handles it like any other failure.
  throw error instanceof Error ? error : new Error(String(error));
}

async function loadSection<Type extends SectionType>(
  registry: SectionRegistry,
  type: Type,
  props: SectionPropsMap[Type],
): Promise<Pick<ResolvedSection, 'element' | 'prefetch' | 'staticParams' | 'hydratesWithPage'>> {
  try {
    const { default: Component, prefetch, staticParams, hydrateWithPage } = await registry[type]();
    return {
      element: <Component {...props} />,
      prefetch: prefetch && ((context: SectionPrefetchContext) => prefetch(props, context)),
      staticParams: staticParams && (() => staticParams(props)),
      hydratesWithPage: hydrateWithPage,
    };
  } catch (error) {
    return { element: <SectionCodeFailedToLoad error={error} /> };
  }
}

/** Loads one section's code and returns its ready-to-render element; `index` is its place on the page. */
export async function resolveSection(registry: SectionRegistry, section: Section, index: number): Promise<ResolvedSection> {
  return { type: section.type, index, ...(await loadSection(registry, section.type, section)) };
}

/**
 * The sections of a pre-rendered page that hydrate when the visitor reaches them rather than with the page (issue
 * 36), by their index: every section after the first, except those whose data the page's loader prefetches (their
 * query cache is part of the page's hydration) and those whose module asks to hydrate with the page (a form). A
 * catalogue page hydrates whole. The pre-renderer leaves their code off the page's first-render list and writes
 * this list into the page (page-hydration.ts); the browser then resolves them with hydrateWhenReached.
 */
export function sectionsToHydrateLater(page: LoadedPage): number[] {
  if (page.catalogue) return [];
  return page.sections.filter((section) => section.index > 0 && !section.prefetch && !section.hydratesWithPage).map((section) => section.index);
}

function deferredSection<Type extends SectionType>(registry: SectionRegistry, type: Type, props: SectionPropsMap[Type], index: number): ResolvedSection {
  const gate = createHydrationGate(registry[type]);
  return { type, index, element: <DeferredSection gate={gate} props={props} />, gate };
}

/** resolveSection for the opened page in the browser: the sections at `later` keep their server HTML and load no code yet. */
export function hydrateWhenReached(later: ReadonlySet<number>): SectionResolver {
  return (registry, section, index) =>
    later.has(index) ? Promise.resolve(deferredSection(registry, section.type, section, index)) : resolveSection(registry, section, index);
}

/** Starts loading section code before the page document arrives, to avoid a request waterfall. */
export function preloadSectionCode(registry: SectionRegistry, types: readonly SectionType[]): void {
  for (const type of types) void registry[type]().catch(() => undefined);
}

/** How a section becomes ready to render: resolveSection, or the studio's, which keeps the sections an edit left alone. */
export type SectionResolver = (registry: SectionRegistry, section: Section, index: number) => Promise<ResolvedSection>;

/** A catalogue page's examples, each example's code loaded, and the catalogue's own code, in parallel. */
async function loadCatalogue(registry: SectionRegistry, entries: readonly CatalogueEntry[]): Promise<{ element: ReactElement; examples: ResolvedSection[] }> {
  const [{ SectionCatalogue }, resolvedEntries] = await Promise.all([
    import('./section-catalogue.tsx'),
    Promise.all(
      entries.map(async (entry) => ({
        ...entry,
        examples: await Promise.all(entry.examples.map((example, index) => resolveSection(registry, example, index))),
      })),
    ),
  ]);
  return { element: <SectionCatalogue entries={resolvedEntries} />, examples: resolvedEntries.flatMap((entry) => entry.examples) };
}

/** Loads the code of every section of a page (and of its catalogue's examples) in parallel. */
export async function loadPage(document: PageSource, registry: SectionRegistry, resolve: SectionResolver = resolveSection): Promise<LoadedPage> {
  const [sections, catalogue] = await Promise.all([
    Promise.all(document.sections.map((section, index) => resolve(registry, section, index))),
    document.catalogueEntries ? loadCatalogue(registry, document.catalogueEntries) : undefined,
  ]);
  return {
    sections,
    catalogue: catalogue?.element,
    // A catalogue's examples may load data too (latest-posts), so their prefetches run with the page's.
    everySection: [...sections, ...(catalogue?.examples ?? [])],
  };
}

/** A loaded page's body: its sections in order, each in its own error boundary, then its catalogue, if it has one. */
export function PageContent({ page }: { page: LoadedPage }) {
  return (
    <>
      <PageSections sections={page.sections} />
      {page.catalogue}
    </>
  );
}
