/**
 * The section types grouped by the job they do on a page: the order of docs/sections.md, and the one place that
 * says which group a type belongs to. It lives here rather than as a keyword in each section schema because ajv's
 * strict mode rejects unknown keywords, and a map in one place is easier to review than 31 scattered tags.
 * tests/content/section-docs.test.ts fails when a section type is in no group or in two.
 */
export interface SectionGroup {
  /** The group's heading in docs/sections.md. */
  title: string;
  /** One or two plain sentences: when a marketer reaches for a section of this group. */
  summary: string;
  /** The section types of the group, in the order a page usually uses them. */
  types: readonly string[];
}

export const SECTION_GROUPS: readonly SectionGroup[] = [
  {
    title: 'Page openings',
    summary: "The first section of a page, which carries the page's only main heading (h1). Use exactly one per page, at the top.",
    types: ['page-intro', 'hero', 'rotating-word-hero', 'frame-hero'],
  },
  {
    title: 'Telling the story',
    summary: 'Text beside a picture, a video or a scroll-driven effect: for explaining one capability, process or place in depth.',
    types: ['media-text', 'tablet-video', 'tablet-showcase', 'vr-scroll-zoom', 'fullscreen-video', 'reveal-video-cards'],
  },
  {
    title: 'Lists of cards and features',
    summary: 'Several short items side by side under one heading: features, solutions, disciplines, capabilities, or cards that lead to other pages.',
    types: ['feature-grid', 'solution-cards', 'discipline-cards', 'link-cards', 'capabilities-teaser'],
  },
  {
    title: 'Showing work and proof',
    summary: 'Case studies, figures, reasons to choose Satori XR, the people and partners behind it, and the platform itself.',
    types: ['case-study-tabs', 'stat-tiles', 'why-slider', 'why-carousel', 'partner-logos', 'leadership', 'platform-embed'],
  },
  {
    title: 'Finding the right page',
    summary: 'Selectors that let visitors say who they are, then show or lead to what fits their industry and role.',
    types: ['industry-role-selector', 'industry-tabs'],
  },
  {
    title: 'Posts',
    summary: 'Blog posts and case studies from WordPress: a list of the latest ones, and the page of one post.',
    types: ['latest-posts', 'post-detail'],
  },
  {
    title: 'Contact and conversion',
    summary: 'Asking the visitor to act: book a demo, write to us, find an office, or pass the page on.',
    types: ['cta-band', 'contact-form', 'contact-regions', 'share-card'],
  },
  {
    title: 'Legal and utility',
    summary: 'Long structured documents such as the Terms & Conditions, the Privacy Policy and the Impressum.',
    types: ['legal-document'],
  },
];
