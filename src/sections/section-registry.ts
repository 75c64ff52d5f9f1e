import type { ComponentType } from 'react';
import type { SectionPropsMap, SectionType } from '../content/generated/content-types.ts';

/** How the renderer finds a section's component: its code loads only on pages that use it. */
export interface SectionDefinition<Props> {
  load(): Promise<{ default: ComponentType<Props> }>;
}

export type SectionRegistry = { [Type in SectionType]: SectionDefinition<SectionPropsMap[Type]> };

/** Section type → component. Adding a section type adds one line here. */
export const sectionRegistry: SectionRegistry = {
  'cta-band': { load: () => import('./cta-band/cta-band.tsx') },
  'page-intro': { load: () => import('./page-intro/page-intro.tsx') },
  'share-card': { load: () => import('./share-card/share-card.tsx') },
};
