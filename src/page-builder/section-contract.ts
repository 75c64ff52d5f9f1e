/**
 * The contract between the section registry and the sections: what a section module exports and how the
 * registry names it. Types only, and no section imported, so the registry (which imports every section)
 * and the sections (which type their prefetch with it) both depend on this file and never on each other.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { PageMeta, SectionPropsMap, SectionType } from '@/content/generated/content-types.ts';

/** What a section's prefetch receives besides its own props. */
export interface SectionPrefetchContext {
  /** The route's placeholders, such as `{ slug }` on /blogs/:slug. */
  params: Params;
  /** The page's query client (one per render on the server, one per visit in the browser). */
  queryClient: QueryClient;
}

/**
 * What an article page (a post, a case study) tells search engines about itself, as its structured data
 * (src/app/server/structured-data.ts): the schema.org type, and the facts the page shows or stands on.
 */
export interface ArticleFacts {
  type: 'BlogPosting' | 'Article';
  /** The page's h1; empty for an untitled post, which shows the site's untitled label. */
  headline: string;
  /** ISO 8601: a date ("2025-03-10") or a moment ("2026-02-28T20:45:00Z"). */
  datePublished: string;
  dateModified: string;
  /** A person's name; absent when the organisation speaks for itself. */
  author?: string;
}

/** What a prefetch may tell the page, e.g. a post's title for the document head. */
export interface SectionPrefetchResult {
  /** Preferred over the page document's meta for title, description and share image. */
  meta?: Partial<PageMeta>;
  /** The canonical path, for routes with placeholders whose data knows it. */
  canonicalPath?: string;
  /** For the pre-rendered head's structured data only (set on the server, where the prefetch runs for the build). */
  article?: ArticleFacts;
  /** The content service answered that what the address names does not exist: the page answers 404. */
  notFound?: boolean;
}

/**
 * Loads a section's server-owned data into the query cache before the page renders:
 * on the server while pre-rendering and in the browser on client-side navigation.
 * It should not throw for data that fails to load (the section shows its own empty state);
 * it resolves to `{}` when it has nothing to tell the page.
 */
export type SectionPrefetch<Props> = (props: Props, context: SectionPrefetchContext) => Promise<SectionPrefetchResult>;

/**
 * For sections on routes with placeholders (/blogs/:slug): the placeholder values to pre-render when the site
 * is built, such as every post's slug. It may throw when the data cannot be reached; the build then says so
 * and leaves those pages to be rendered when asked for.
 */
export type SectionStaticParams<Props> = (props: Props) => Promise<Params[]>;

/** A section's module: its component as the default export and, for sections with server-owned data, a prefetch. */
export interface SectionModule<Props> {
  default: ComponentType<Props>;
  prefetch?: SectionPrefetch<Props>;
  staticParams?: SectionStaticParams<Props>;
  /**
   * The section hydrates with the page even below the first screen (page-content.tsx's sectionsToHydrateLater):
   * for a form, whose fields must be React's from the visitor's first keystroke.
   */
  hydrateWithPage?: boolean;
}

/** How the renderer gets a section's code: it loads only on pages that use it. */
export type SectionLoader<Props> = () => Promise<SectionModule<Props>>;

/** One loader per section type, typed with that type's props, so the renderer passes props on without casts. */
export type SectionRegistry = { [Type in SectionType]: SectionLoader<SectionPropsMap[Type]> };
