/**
 * Sections below the first screen hydrate when the visitor reaches them (src/page-builder/deferred-section.tsx):
 * the pre-rendered pages name them in `#page-hydration`, and their code stays off the `#page-modules` list that the
 * browser fetches after the first paint. Read from the built HTML and Vite's manifest, for every page.
 */
import { describe, expect, it } from 'vitest';
import { readInitialRouteModule, readPageHydration } from '../../src/app/shared/page-hydration.ts';
import { builtHtml, builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

const manifest = JSON.parse(readBuiltFile('.vite/manifest.json')) as Record<string, { file: string }>;
const chunkOf = (type: string) => `/${manifest[`src/sections/${type}/${type}.tsx`]?.file ?? `(no chunk for ${type})`}`;

/** The page's JSON elements, found by id in its text (the readers take anything with getElementById). */
const elementsOf = (html: string) => ({
  getElementById: (id: string) => {
    const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
    return text === undefined ? null : { textContent: text };
  },
});

/** What the browser reads of a page: its first-render chunks, the sections it hydrates later, its sections in order. */
function firstRenderOf(address: string, html = builtHtml(address)) {
  const elements = elementsOf(html);
  const modules = JSON.parse(elements.getElementById('page-modules')?.textContent ?? '[]') as string[];
  // Every section slot, in document order (a catalogue's examples included): their types, as the server rendered them.
  const types = [...html.matchAll(/data-section-type="([a-z-]+)"/g)].map((match) => match[1] ?? '');
  return { modules, hydrateLater: readPageHydration(elements)?.hydrateLater ?? [], types };
}

const pagesWithSections = builtPages.filter((page) => readInitialRouteModule(elementsOf(readBuiltFile(page.file))) !== undefined);

describe('sections that hydrate when the visitor reaches them', () => {
  it('are every section after the first on the home page and /about, and their code is not in the first render', () => {
    const home = firstRenderOf('/');
    expect(home.types).toEqual([
      'hero',
      'frame-hero',
      'frame-hero',
      'frame-hero',
      'industry-role-selector',
      'capabilities-teaser',
      'case-study-tabs',
      'why-slider',
      'cta-band',
      'share-card',
    ]);
    expect(home.hydrateLater).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(home.modules).toContain(chunkOf('hero'));
    for (const type of home.types.slice(1)) expect(home.modules, type).not.toContain(chunkOf(type));
    expect(firstRenderOf('/about').hydrateLater).toEqual([1, 2, 3, 4, 5]);
  });

  it('leave out the contact form and the post listings, which hydrate with their page', () => {
    const contact = firstRenderOf('/Contact/Contactus');
    expect(contact.types.indexOf('contact-form')).toBeGreaterThan(0);
    expect(contact.hydrateLater).not.toContain(contact.types.indexOf('contact-form'));
    expect(contact.modules).toContain(chunkOf('contact-form'));
    const blogs = firstRenderOf('/blogs');
    expect(blogs.hydrateLater).not.toContain(blogs.types.indexOf('latest-posts'));
    expect(blogs.modules).toContain(chunkOf('latest-posts'));
  });

  it.each(pagesWithSections.map((page) => [page.urlPath, page.file] as const))(
    '%s: its first render holds the code of every section it hydrates at once, and no other',
    (address, file) => {
      const { modules, hydrateLater, types } = firstRenderOf(address, readBuiltFile(file));
      expect(hydrateLater).not.toContain(0);
      const now = types.filter((_, index) => !hydrateLater.includes(index));
      for (const type of now) expect(modules, `${type} hydrates with the page`).toContain(chunkOf(type));
      for (const type of types.filter((_, index) => hydrateLater.includes(index) && !now.includes(types[index] ?? '')))
        expect(modules, `${type} hydrates later`).not.toContain(chunkOf(type));
    },
  );
});
