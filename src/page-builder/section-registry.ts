/* Generated from the section folders (src/sections/<type>/) by `npm run sections:sync`. Do not edit by hand. */
import type { SectionType } from '@/content/generated/content-types.ts';
import type { SectionRegistry } from './section-contract.ts';

/** Section type → its module, loaded only on pages that use it. */
export const sectionRegistry: SectionRegistry = {
  'capabilities-teaser': () => import('../sections/capabilities-teaser/capabilities-teaser.tsx'),
  'case-study-tabs': () => import('../sections/case-study-tabs/case-study-tabs.tsx'),
  'contact-form': () => import('../sections/contact-form/contact-form.tsx'),
  'contact-regions': () => import('../sections/contact-regions/contact-regions.tsx'),
  'cta-band': () => import('../sections/cta-band/cta-band.tsx'),
  'discipline-cards': () => import('../sections/discipline-cards/discipline-cards.tsx'),
  'feature-grid': () => import('../sections/feature-grid/feature-grid.tsx'),
  'frame-hero': () => import('../sections/frame-hero/frame-hero.tsx'),
  'fullscreen-video': () => import('../sections/fullscreen-video/fullscreen-video.tsx'),
  hero: () => import('../sections/hero/hero.tsx'),
  'industry-role-selector': () => import('../sections/industry-role-selector/industry-role-selector.tsx'),
  'industry-tabs': () => import('../sections/industry-tabs/industry-tabs.tsx'),
  'latest-posts': () => import('../sections/latest-posts/latest-posts.tsx'),
  leadership: () => import('../sections/leadership/leadership.tsx'),
  'legal-document': () => import('../sections/legal-document/legal-document.tsx'),
  'link-cards': () => import('../sections/link-cards/link-cards.tsx'),
  'media-text': () => import('../sections/media-text/media-text.tsx'),
  'model-viewer': () => import('../sections/model-viewer/model-viewer.tsx'),
  'page-intro': () => import('../sections/page-intro/page-intro.tsx'),
  'partner-logos': () => import('../sections/partner-logos/partner-logos.tsx'),
  'platform-embed': () => import('../sections/platform-embed/platform-embed.tsx'),
  'post-detail': () => import('../sections/post-detail/post-detail.tsx'),
  'reveal-video-cards': () => import('../sections/reveal-video-cards/reveal-video-cards.tsx'),
  'rotating-word-hero': () => import('../sections/rotating-word-hero/rotating-word-hero.tsx'),
  'share-card': () => import('../sections/share-card/share-card.tsx'),
  'solution-cards': () => import('../sections/solution-cards/solution-cards.tsx'),
  'stat-tiles': () => import('../sections/stat-tiles/stat-tiles.tsx'),
  'tablet-showcase': () => import('../sections/tablet-showcase/tablet-showcase.tsx'),
  'tablet-video': () => import('../sections/tablet-video/tablet-video.tsx'),
  'vr-scroll-zoom': () => import('../sections/vr-scroll-zoom/vr-scroll-zoom.tsx'),
  'why-carousel': () => import('../sections/why-carousel/why-carousel.tsx'),
  'why-slider': () => import('../sections/why-slider/why-slider.tsx'),
};

/**
 * The file a section type's `load` imports, from the project root: the build manifest knows its chunk by that
 * name, for modulepreload links. It follows from the type (one section, one name), so no browser bundle carries it.
 */
export const sectionModuleFile = (type: SectionType): string => `src/sections/${type}/${type}.tsx`;
