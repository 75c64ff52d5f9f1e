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

/** What a prefetch may tell the page, e.g. a post's title for the document head. */
export interface SectionPrefetchResult {
  /** Preferred over the page document's meta for title, description and share image. */
  meta?: Partial<PageMeta>;
  /** The canonical path, for routes with placeholders whose data knows it. */
  canonicalPath?: string;
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
}

/** How the renderer finds a section's code: it loads only on pages that use it. */
export interface SectionDefinition<Props> {
  /** The module `load` imports, from the project root (the build manifest's key), for modulepreload links. */
  module: string;
  load(): Promise<SectionModule<Props>>;
}

export type SectionRegistry = { [Type in SectionType]: SectionDefinition<SectionPropsMap[Type]> };

/**
 * Section type → module. Adding a section type adds one line here; `module` names the
 * same file as the import (tests/sections/registry-completeness.test.tsx checks it).
 */
export const sectionRegistry: SectionRegistry = {
  'capabilities-teaser': {
    module: 'src/sections/capabilities-teaser/capabilities-teaser.tsx',
    load: () => import('./capabilities-teaser/capabilities-teaser.tsx'),
  },
  'case-study-tabs': { module: 'src/sections/case-study-tabs/case-study-tabs.tsx', load: () => import('./case-study-tabs/case-study-tabs.tsx') },
  'contact-form': { module: 'src/sections/contact-form/contact-form.tsx', load: () => import('./contact-form/contact-form.tsx') },
  'contact-regions': { module: 'src/sections/contact-regions/contact-regions.tsx', load: () => import('./contact-regions/contact-regions.tsx') },
  'cta-band': { module: 'src/sections/cta-band/cta-band.tsx', load: () => import('./cta-band/cta-band.tsx') },
  'discipline-cards': { module: 'src/sections/discipline-cards/discipline-cards.tsx', load: () => import('./discipline-cards/discipline-cards.tsx') },
  'feature-grid': { module: 'src/sections/feature-grid/feature-grid.tsx', load: () => import('./feature-grid/feature-grid.tsx') },
  'frame-hero': { module: 'src/sections/frame-hero/frame-hero.tsx', load: () => import('./frame-hero/frame-hero.tsx') },
  'fullscreen-video': { module: 'src/sections/fullscreen-video/fullscreen-video.tsx', load: () => import('./fullscreen-video/fullscreen-video.tsx') },
  hero: { module: 'src/sections/hero/hero.tsx', load: () => import('./hero/hero.tsx') },
  'industry-role-selector': {
    module: 'src/sections/industry-role-selector/industry-role-selector.tsx',
    load: () => import('./industry-role-selector/industry-role-selector.tsx'),
  },
  'industry-tabs': { module: 'src/sections/industry-tabs/industry-tabs.tsx', load: () => import('./industry-tabs/industry-tabs.tsx') },
  'latest-posts': { module: 'src/sections/latest-posts/latest-posts.tsx', load: () => import('./latest-posts/latest-posts.tsx') },
  leadership: { module: 'src/sections/leadership/leadership.tsx', load: () => import('./leadership/leadership.tsx') },
  'legal-document': { module: 'src/sections/legal-document/legal-document.tsx', load: () => import('./legal-document/legal-document.tsx') },
  'link-cards': { module: 'src/sections/link-cards/link-cards.tsx', load: () => import('./link-cards/link-cards.tsx') },
  'media-text': { module: 'src/sections/media-text/media-text.tsx', load: () => import('./media-text/media-text.tsx') },
  'page-intro': { module: 'src/sections/page-intro/page-intro.tsx', load: () => import('./page-intro/page-intro.tsx') },
  'partner-logos': { module: 'src/sections/partner-logos/partner-logos.tsx', load: () => import('./partner-logos/partner-logos.tsx') },
  'platform-embed': { module: 'src/sections/platform-embed/platform-embed.tsx', load: () => import('./platform-embed/platform-embed.tsx') },
  'post-detail': { module: 'src/sections/post-detail/post-detail.tsx', load: () => import('./post-detail/post-detail.tsx') },
  'reveal-video-cards': {
    module: 'src/sections/reveal-video-cards/reveal-video-cards.tsx',
    load: () => import('./reveal-video-cards/reveal-video-cards.tsx'),
  },
  'rotating-word-hero': {
    module: 'src/sections/rotating-word-hero/rotating-word-hero.tsx',
    load: () => import('./rotating-word-hero/rotating-word-hero.tsx'),
  },
  'share-card': { module: 'src/sections/share-card/share-card.tsx', load: () => import('./share-card/share-card.tsx') },
  'solution-cards': { module: 'src/sections/solution-cards/solution-cards.tsx', load: () => import('./solution-cards/solution-cards.tsx') },
  'stat-tiles': { module: 'src/sections/stat-tiles/stat-tiles.tsx', load: () => import('./stat-tiles/stat-tiles.tsx') },
  'tablet-showcase': { module: 'src/sections/tablet-showcase/tablet-showcase.tsx', load: () => import('./tablet-showcase/tablet-showcase.tsx') },
  'tablet-video': { module: 'src/sections/tablet-video/tablet-video.tsx', load: () => import('./tablet-video/tablet-video.tsx') },
  'vr-scroll-zoom': { module: 'src/sections/vr-scroll-zoom/vr-scroll-zoom.tsx', load: () => import('./vr-scroll-zoom/vr-scroll-zoom.tsx') },
  'why-carousel': { module: 'src/sections/why-carousel/why-carousel.tsx', load: () => import('./why-carousel/why-carousel.tsx') },
  'why-slider': { module: 'src/sections/why-slider/why-slider.tsx', load: () => import('./why-slider/why-slider.tsx') },
};
