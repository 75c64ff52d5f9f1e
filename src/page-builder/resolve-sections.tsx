import type { ReactElement } from 'react';
import type { Params } from 'react-router-dom';
import type { Section, SectionPropsMap, SectionType } from '@/content/generated/content-types.ts';
import type { SectionPrefetchContext, SectionPrefetchResult, SectionRegistry } from './section-contract.ts';

export interface ResolvedSection {
  type: SectionType;
  index: number;
  /** The section's element, its component code already loaded. */
  element: ReactElement;
  /** The section's data prefetch, bound to its props; only for sections whose module exports one. */
  prefetch?: (context: SectionPrefetchContext) => Promise<SectionPrefetchResult>;
  /** The route placeholder values to pre-render, bound to its props; only for sections whose module exports it. */
  staticParams?: () => Promise<Params[]>;
}

function SectionCodeFailedToLoad({ error }: { error: unknown }): never {
  // Rethrown during render so the section's own error boundary handles it like any other failure.
  throw error instanceof Error ? error : new Error(String(error));
}

async function loadSection<Type extends SectionType>(
  registry: SectionRegistry,
  type: Type,
  props: SectionPropsMap[Type],
): Promise<Pick<ResolvedSection, 'element' | 'prefetch' | 'staticParams'>> {
  try {
    const { default: Component, prefetch, staticParams } = await registry[type]();
    return {
      element: <Component {...props} />,
      ...(prefetch ? { prefetch: (context: SectionPrefetchContext) => prefetch(props, context) } : {}),
      ...(staticParams ? { staticParams: () => staticParams(props) } : {}),
    };
  } catch (error) {
    return { element: <SectionCodeFailedToLoad error={error} /> };
  }
}

/** Loads one section's code and returns its ready-to-render element; `index` is its place on the page (page-content.tsx). */
export async function resolveSection(registry: SectionRegistry, section: Section, index: number): Promise<ResolvedSection> {
  return { type: section.type, index, ...(await loadSection(registry, section.type, section)) };
}

/** Starts loading section code before the page document arrives, to avoid a request waterfall. */
export function preloadSectionCode(registry: SectionRegistry, types: readonly SectionType[]): void {
  for (const type of types) void registry[type]().catch(() => undefined);
}
