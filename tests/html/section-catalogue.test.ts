/**
 * The catalogue pages as built (/sections and the spec's showcase routes): each lists its section types, each type
 * with its name and every example, and no example's slot is empty; the pages carry noindex and stay out of the
 * sitemap. The page sweep checks the hydrated pages (no failed or empty section, axe); the contents jump is in
 * e2e/section-catalogue.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtHtml, builtPage, readBuiltFile } from '../../testing/vitest/built-site.ts';

/** Every section type the site has: one schema per type. */
const registeredTypes = listSectionSchemaFiles(process.cwd()).map(sectionTypeOfSchemaFile).sort();

const cataloguePages = pages.filter((page) => page.catalogue !== undefined);
const typesOf = (page: (typeof cataloguePages)[number]) => page.catalogue?.sectionTypes ?? registeredTypes;
/** Each catalogue page parsed once, when the file loads (/sections, every example of every type, is the largest page). */
const builtCataloguePages = new Map(cataloguePages.map((page) => [page.path, builtPage(page.path)]));
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the catalogue pages as built', () => {
  it("the spec's showcase routes and /sections are catalogue pages", () => {
    expect(cataloguePages.map((page) => page.path).sort()).toEqual(
      [
        '/PlatformSolutionSequencewithoutbackground',
        '/PlatformSolutionSequencewithvideo',
        '/automotivetrainingengageextremevalues',
        '/personacard',
        '/sections',
      ].sort(),
    );
  });

  for (const cataloguePage of cataloguePages) {
    it(`${cataloguePage.path} shows each of its section types with its name and every example, no slot empty`, () => {
      const document = builtCataloguePages.get(cataloguePage.path);
      if (!document) throw new Error(`${cataloguePage.path} was not parsed`);
      const types = typesOf(cataloguePage);
      const entries = [...document.querySelectorAll('[data-catalogue-entry]')];
      expect(entries.map((entry) => entry.getAttribute('data-catalogue-entry'))).toEqual(types);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      for (const entry of entries) {
        const type = entry.getAttribute('data-catalogue-entry') ?? '';
        // The entry is a region named by its h2, which is the type's name.
        const name = document.getElementById(entry.getAttribute('aria-labelledby') ?? '');
        expect([name?.tagName, text(name)], type).toEqual(['H2', type]);
        const examples = entry.querySelectorAll('[data-catalogue-example]');
        expect(examples.length, type).toBeGreaterThan(0);
        // A section whose boundary caught an error renders nothing: every slot must hold the section.
        const slots = [...entry.querySelectorAll(`[data-catalogue-example] > [data-section-type="${type}"]`)];
        expect(slots, type).toHaveLength(examples.length);
        expect(slots.filter((slot) => slot.childElementCount === 0).length, `${type}: examples whose error boundary fired`).toBe(0);
      }
    });
  }

  // The demo build's pages all say noindex (tests/html or e2e/demo-build.spec.ts); that content pages are indexable
  // and catalogue pages are not in a production build is checked on one (e2e/wordpress/production-build.spec.ts).
  it('catalogue pages carry noindex and stay out of the sitemap; content pages stay in it', () => {
    const sitemap = readBuiltFile('sitemap.xml');
    for (const cataloguePage of cataloguePages) {
      expect(builtHtml(cataloguePage.path), cataloguePage.path).toContain('<meta name="robots" content="noindex"');
      expect(sitemap).not.toContain(`<loc>${site.siteUrl}${cataloguePage.path}</loc>`);
    }
    expect(sitemap).toContain(`<loc>${site.siteUrl}/about</loc>`);
  });
});
