import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import siteContent from 'virtual:site-content';
import { AppProviders } from '../../src/app/app-providers.tsx';
import { defaultSectionRenderingOptions, type SectionRenderingOptions } from '../../src/sections/section-rendering-context.tsx';

export const testSite = siteContent;

interface Options {
  route?: string;
  sectionRendering?: Partial<SectionRenderingOptions>;
}

/** Renders UI inside the same providers the app uses, with the real site.json and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', sectionRendering = {} }: Options = {}): RenderResult {
  return render(
    <AppProviders site={siteContent} sectionRendering={{ ...defaultSectionRenderingOptions, ...sectionRendering }}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
