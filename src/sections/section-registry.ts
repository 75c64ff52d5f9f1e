import type { ComponentType } from 'react';
import type { SectionPropsMap, SectionType } from '../content/generated/content-types.ts';

/** How the renderer finds a section's component: its code loads only on pages that use it. */
export interface SectionDefinition<Props> {
  load(): Promise<{ default: ComponentType<Props> }>;
}

export type SectionRegistry = { [Type in SectionType]: SectionDefinition<SectionPropsMap[Type]> };

/** Section type → component. Adding a section type adds one line here. */
export const sectionRegistry: SectionRegistry = {
  'capabilities-teaser': { load: () => import('./capabilities-teaser/capabilities-teaser.tsx') },
  'case-study-tabs': { load: () => import('./case-study-tabs/case-study-tabs.tsx') },
  'cta-band': { load: () => import('./cta-band/cta-band.tsx') },
  'frame-hero': { load: () => import('./frame-hero/frame-hero.tsx') },
  hero: { load: () => import('./hero/hero.tsx') },
  'industry-role-selector': { load: () => import('./industry-role-selector/industry-role-selector.tsx') },
  'page-intro': { load: () => import('./page-intro/page-intro.tsx') },
  'share-card': { load: () => import('./share-card/share-card.tsx') },
  'why-slider': { load: () => import('./why-slider/why-slider.tsx') },
};
