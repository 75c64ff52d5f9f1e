import { routeCases, site } from './support/content.ts';
import { expect, test } from './support/test.ts';

const decodeEntities = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('pre-rendered HTML, fetched without JavaScript', () => {
  for (const route of routeCases) {
    test(`${route.url} contains its h1, head tags and styles`, async ({ request }) => {
      const response = await request.get(route.url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => decodeEntities(match[1] ?? ''));
      expect(headings).toEqual([route.heading]);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${`${site.siteUrl}${route.canonicalPath}`.replace(/&/g, '&amp;')}"`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:image"');
      expect(html).toMatch(/<style data-styled="true"/);
      // Content is in document order, not hidden in nodes that only a script reveals.
      expect(html).not.toMatch(/<div hidden id="S:/);
    });
  }

  test('sitemap.xml lists every canonical page address and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${site.siteUrl}/industries/Logistics&amp;SupplyChainIndustry</loc>`);
    expect(sitemap).toContain(`<loc>${site.siteUrl}/persona/manufacturingtwin</loc>`);
    expect(sitemap).not.toContain('/solutions/twinxrtreme<');
    expect(sitemap).not.toContain(':slug');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
