/* Generated from the section folders (src/sections/<type>/) by `npm run sections:sync`. Do not edit by hand. */
import type { SectionRegistry } from './section-contract.ts';

/**
 * Section type → its module, loaded only on pages that use it. `module` is the file `load` imports, from the
 * project root: the build manifest knows chunks by that name, for modulepreload links.
 */
export const sectionRegistry: SectionRegistry = {
  'capabilities-teaser': {
    module: 'src/sections/capabilities-teaser/capabilities-teaser.tsx',
    load: () => import('../sections/capabilities-teaser/capabilities-teaser.tsx'),
  },
  'case-study-tabs': { module: 'src/sections/case-study-tabs/case-study-tabs.tsx', load: () => import('../sections/case-study-tabs/case-study-tabs.tsx') },
  'contact-form': { module: 'src/sections/contact-form/contact-form.tsx', load: () => import('../sections/contact-form/contact-form.tsx') },
  'contact-regions': { module: 'src/sections/contact-regions/contact-regions.tsx', load: () => import('../sections/contact-regions/contact-regions.tsx') },
  'cta-band': { module: 'src/sections/cta-band/cta-band.tsx', load: () => import('../sections/cta-band/cta-band.tsx') },
  'discipline-cards': { module: 'src/sections/discipline-cards/discipline-cards.tsx', load: () => import('../sections/discipline-cards/discipline-cards.tsx') },
  'feature-grid': { module: 'src/sections/feature-grid/feature-grid.tsx', load: () => import('../sections/feature-grid/feature-grid.tsx') },
  'frame-hero': { module: 'src/sections/frame-hero/frame-hero.tsx', load: () => import('../sections/frame-hero/frame-hero.tsx') },
  'fullscreen-video': { module: 'src/sections/fullscreen-video/fullscreen-video.tsx', load: () => import('../sections/fullscreen-video/fullscreen-video.tsx') },
  hero: { module: 'src/sections/hero/hero.tsx', load: () => import('../sections/hero/hero.tsx') },
  'industry-role-selector': {
    module: 'src/sections/industry-role-selector/industry-role-selector.tsx',
    load: () => import('../sections/industry-role-selector/industry-role-selector.tsx'),
  },
  'industry-tabs': { module: 'src/sections/industry-tabs/industry-tabs.tsx', load: () => import('../sections/industry-tabs/industry-tabs.tsx') },
  'latest-posts': { module: 'src/sections/latest-posts/latest-posts.tsx', load: () => import('../sections/latest-posts/latest-posts.tsx') },
  leadership: { module: 'src/sections/leadership/leadership.tsx', load: () => import('../sections/leadership/leadership.tsx') },
  'legal-document': { module: 'src/sections/legal-document/legal-document.tsx', load: () => import('../sections/legal-document/legal-document.tsx') },
  'link-cards': { module: 'src/sections/link-cards/link-cards.tsx', load: () => import('../sections/link-cards/link-cards.tsx') },
  'media-text': { module: 'src/sections/media-text/media-text.tsx', load: () => import('../sections/media-text/media-text.tsx') },
  'page-intro': { module: 'src/sections/page-intro/page-intro.tsx', load: () => import('../sections/page-intro/page-intro.tsx') },
  'partner-logos': { module: 'src/sections/partner-logos/partner-logos.tsx', load: () => import('../sections/partner-logos/partner-logos.tsx') },
  'platform-embed': { module: 'src/sections/platform-embed/platform-embed.tsx', load: () => import('../sections/platform-embed/platform-embed.tsx') },
  'post-detail': { module: 'src/sections/post-detail/post-detail.tsx', load: () => import('../sections/post-detail/post-detail.tsx') },
  'reveal-video-cards': {
    module: 'src/sections/reveal-video-cards/reveal-video-cards.tsx',
    load: () => import('../sections/reveal-video-cards/reveal-video-cards.tsx'),
  },
  'rotating-word-hero': {
    module: 'src/sections/rotating-word-hero/rotating-word-hero.tsx',
    load: () => import('../sections/rotating-word-hero/rotating-word-hero.tsx'),
  },
  'share-card': { module: 'src/sections/share-card/share-card.tsx', load: () => import('../sections/share-card/share-card.tsx') },
  'solution-cards': { module: 'src/sections/solution-cards/solution-cards.tsx', load: () => import('../sections/solution-cards/solution-cards.tsx') },
  'stat-tiles': { module: 'src/sections/stat-tiles/stat-tiles.tsx', load: () => import('../sections/stat-tiles/stat-tiles.tsx') },
  'tablet-showcase': { module: 'src/sections/tablet-showcase/tablet-showcase.tsx', load: () => import('../sections/tablet-showcase/tablet-showcase.tsx') },
  'tablet-video': { module: 'src/sections/tablet-video/tablet-video.tsx', load: () => import('../sections/tablet-video/tablet-video.tsx') },
  'vr-scroll-zoom': { module: 'src/sections/vr-scroll-zoom/vr-scroll-zoom.tsx', load: () => import('../sections/vr-scroll-zoom/vr-scroll-zoom.tsx') },
  'why-carousel': { module: 'src/sections/why-carousel/why-carousel.tsx', load: () => import('../sections/why-carousel/why-carousel.tsx') },
  'why-slider': { module: 'src/sections/why-slider/why-slider.tsx', load: () => import('../sections/why-slider/why-slider.tsx') },
};
