import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pages, site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

// axe checks every page, these included, in accessibility.spec.ts.

/** Every section type the site has: one schema per type. */
const registeredTypes = readdirSync(join(process.cwd(), 'schemas/sections'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

const cataloguePages = pages.filter((page) => page.catalogue !== undefined);
const typesOf = (page: (typeof cataloguePages)[number]) => page.catalogue?.sectionTypes ?? registeredTypes;

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("the spec's showcase routes and /sections are catalogue pages", () => {
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

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 812 } });

    for (const cataloguePage of cataloguePages) {
      test(`${cataloguePage.path} shows each of its section types with name, description and every example, none failing`, async ({ page }) => {
        await openReady(page, cataloguePage.path);
        const entries = page.locator('[data-catalogue-entry]');
        const types = typesOf(cataloguePage);
        await expect(entries).toHaveCount(types.length);
        expect(await entries.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-catalogue-entry')))).toEqual(types);
        await expect(page.locator('h1')).toHaveCount(1);
        for (const type of types) {
          const entry = page.locator(`[data-catalogue-entry="${type}"]`);
          await expect(entry.getByRole('heading', { level: 2, name: type, exact: true })).toBeVisible();
          const examples = entry.locator('[data-catalogue-example]');
          expect(await examples.count()).toBeGreaterThan(0);
          // A section whose boundary caught an error renders nothing in production: every slot must hold the section.
          const slots = entry.locator(`[data-catalogue-example] > [data-section-type="${type}"]`);
          await expect(slots).toHaveCount(await examples.count());
          const emptySlots = await slots.evaluateAll((elements) => elements.filter((element) => element.childElementCount === 0).length);
          expect(emptySlots, `${type}: examples whose error boundary fired`).toBe(0);
        }
      });
    }
  });
}

test('the contents list jumps to a section type', async ({ page }) => {
  await openReady(page, '/sections');
  await page.getByRole('navigation', { name: site.sectionCatalogue.contentsLabel }).getByRole('link', { name: 'why-slider', exact: true }).click();
  await expect(page).toHaveURL(/#section-type-why-slider$/);
  await expect(page.getByRole('heading', { level: 2, name: 'why-slider', exact: true })).toBeInViewport();
});

// This suite runs on the demo build, whose pages all say noindex (e2e/demo-build.spec.ts); that content pages are
// indexable and catalogue pages are not in a production build is checked on one (e2e/wordpress/production-build.spec.ts).
test('catalogue pages carry noindex and stay out of the sitemap; content pages stay in it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const cataloguePage of cataloguePages) {
    const html = await (await request.get(cataloguePage.path)).text();
    expect(html, cataloguePage.path).toContain('<meta name="robots" content="noindex"');
    expect(sitemap).not.toContain(`<loc>${site.siteUrl}${cataloguePage.path}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${site.siteUrl}/about</loc>`);
});
