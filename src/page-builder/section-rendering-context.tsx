import { createContext, useContext } from 'react';

export interface SectionRenderingOptions {
  /** Show a visible placeholder for a failed section (development) instead of omitting it (production). */
  revealErrors: boolean;
  /** Reports a failed section; production sends it to the console. */
  reportError: (error: unknown, section: { type: string; index: number }) => void;
}

export const defaultSectionRenderingOptions: SectionRenderingOptions = {
  revealErrors: false,
  reportError: (error, section) => {
    console.error(`Section "${section.type}" at index ${section.index} failed to render and was left out.`, error);
  },
};

export const SectionRenderingContext = createContext<SectionRenderingOptions>(defaultSectionRenderingOptions);

export const useSectionRendering = () => useContext(SectionRenderingContext);
