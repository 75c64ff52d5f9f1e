import site from 'virtual:site-content';
import { describe, expect, it } from 'vitest';
import type { ArticleFacts } from '@/page-builder/section-contract.ts';
import { articleFactsOf } from '../shared/route-head.ts';
import { breadcrumbTrail, mainHeadingText, ownArticleFacts, pageNameOf, structuredDataFor, structuredDataScript, type TrailPage } from './structured-data.ts';

const home = `${site.siteUrl}/`;
const pages: TrailPage[] = [
  { path: '/', title: 'Satori XR | Interactive 3D, AR and VR for enterprise' },
  { path: '/blogs', aliases: ['/Blogs'], title: 'Blog | Satori XR insights on 3D, AR and VR' },
  { path: '/CaseStudy', title: 'Case Studies | Satori XR results in the field' },
  { path: '/industries/industries', title: 'Industries | Immersive 3D for automotive and beyond' },
];
const post: ArticleFacts = {
  type: 'BlogPosting',
  headline: 'Why 3D demos convert',
  datePublished: '2026-02-28T20:45:00Z',
  dateModified: '2026-03-04T04:30:00Z',
  author: 'Ananya Rao',
};

/** The JSON inside a script element the builders wrote. */
const jsonOf = (script: string) => script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));

describe('structured data', () => {
  it('gives the home page the organisation as the footer shows it, and the website', () => {
    const { contact, social } = site.footer;
    expect(structuredDataFor(site, { canonicalUrl: home, title: 'Satori XR | Home', imageUrl: `${site.siteUrl}/og.png` }, pages)).toEqual([
      {
        '@type': 'Organization',
        name: site.brand.name,
        url: home,
        logo: `${site.siteUrl}${site.brand.logo.src}`,
        address: contact.details.addressLines.join(', '),
        telephone: '+914440001200',
        email: 'hello@satorixr.com',
        sameAs: social.profiles.map((profile) => site.externalLinks[profile.target as keyof typeof site.externalLinks]),
      },
      { '@type': 'WebSite', name: site.brand.name, url: home },
    ]);
  });

  it('names a page by its title up to the first " | "', () => {
    expect(pageNameOf('Logistics & Supply Chain | 3D and XR for operations')).toBe('Logistics & Supply Chain');
    expect(pageNameOf('About Satori XR')).toBe('About Satori XR');
  });

  it('leads a trail from home through each ancestor that is a page, in any letter case and under its own spelling, to the page', () => {
    const last = { name: 'A jet engine', url: `${site.siteUrl}/casestudy/Aerospacejetengine` };
    expect(breadcrumbTrail(site.siteUrl, '/casestudy/Aerospacejetengine', last, pages)).toEqual([
      { name: 'Satori XR', url: `${site.siteUrl}/` },
      { name: 'Case Studies', url: `${site.siteUrl}/CaseStudy` },
      last,
    ]);
    // /industries is no page: the trail skips it.
    const industry = { name: 'Aerospace', url: `${site.siteUrl}/industries/AerospaceIndustry` };
    expect(breadcrumbTrail(site.siteUrl, '/industries/AerospaceIndustry', industry, pages).map((crumb) => crumb.name)).toEqual(['Satori XR', 'Aerospace']);
  });

  it('gives an inner page its breadcrumb list, positions from 1, the page last at its canonical address', () => {
    const canonicalUrl = `${site.siteUrl}/industries/industries`;
    const [breadcrumbs, ...rest] = structuredDataFor(site, { canonicalUrl, title: pages[3]?.title ?? '', imageUrl: '' }, pages);
    expect(rest).toEqual([]);
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Satori XR', item: home },
        { '@type': 'ListItem', position: 2, name: 'Industries', item: canonicalUrl },
      ],
    });
  });

  it('gives a post its BlogPosting: headline, dates, author and image, and the headline ends the trail', () => {
    const canonicalUrl = `${site.siteUrl}/blogs/why-3d-demos-convert`;
    const imageUrl = 'https://cms.example.com/uploads/demo.jpg';
    const [breadcrumbs, posting] = structuredDataFor(site, { canonicalUrl, title: 'Why 3D demos convert | Satori XR Blog', imageUrl, article: post }, pages);
    expect(posting).toEqual({
      '@type': 'BlogPosting',
      headline: post.headline,
      datePublished: post.datePublished,
      dateModified: post.dateModified,
      author: { '@type': 'Person', name: 'Ananya Rao' },
      image: imageUrl,
    });
    expect(breadcrumbs).toMatchObject({ itemListElement: [{ name: 'Satori XR' }, { name: 'Blog' }, { name: post.headline, item: canonicalUrl }] });
  });

  it('names the organisation as the author when no person is named, the untitled label as an untitled post’s headline, and leaves out a date WordPress did not give', () => {
    const untitled: ArticleFacts = { type: 'Article', headline: '', datePublished: '', dateModified: '' };
    const [, article] = structuredDataFor(
      site,
      { canonicalUrl: `${site.siteUrl}/CaseStudy/x`, title: 'Case study | Satori XR', imageUrl: 'https://i/x.png', article: untitled },
      pages,
    );
    expect(article).toEqual({
      '@type': 'Article',
      headline: site.posts.untitledLabel,
      author: { '@type': 'Organization', name: site.brand.name, url: home },
      image: 'https://i/x.png',
    });
  });

  it("reads a page document's article details: updated on the day it was published unless it says otherwise", () => {
    expect(ownArticleFacts({ datePublished: '2026-11-22' }, 'A jet engine')).toEqual({
      type: 'Article',
      headline: 'A jet engine',
      datePublished: '2026-11-22',
      dateModified: '2026-11-22',
    });
    expect(ownArticleFacts({ datePublished: '2026-11-22', dateModified: '2026-11-24', author: 'Priya Raman' }, 'A')).toMatchObject({
      dateModified: '2026-11-24',
      author: 'Priya Raman',
    });
  });

  it("reads the h1's text from React's server HTML: tags, comments and references resolved", () => {
    expect(
      mainHeadingText('<main><h2>No</h2><h1 class="a" id="b">Tom &amp; Jerry&#x27;s <!-- -->&lt;3D&gt; <span>demo</span>\n</h1><h1>Second</h1></main>'),
    ).toBe("Tom & Jerry's <3D> demo");
    expect(mainHeadingText('<p>No heading</p>')).toBe('');
  });

  it('reads facts from loader data only when they have the right shape', () => {
    expect(articleFactsOf(post)).toEqual(post);
    expect(articleFactsOf({ ...post, author: '' })).not.toHaveProperty('author');
    for (const bad of [null, 'text', { ...post, type: 'NewsArticle' }, { ...post, headline: 3 }, { ...post, dateModified: undefined }])
      expect(articleFactsOf(bad)).toBeUndefined();
  });

  it('cannot be ended or commented out by a title: "</script>", "<!--", "&" and line separators are escaped, and the JSON reads back unchanged', () => {
    for (const headline of ['</script><script>alert(1)</script>', '<!-- hidden', 'Tom & Jerry \u2028 \u2029 <b>', '</SCRIPT >']) {
      const things = structuredDataFor(
        site,
        { canonicalUrl: `${site.siteUrl}/blogs/x`, title: 'x', imageUrl: 'https://i/x.png', article: { ...post, headline } },
        pages,
      );
      const script = structuredDataScript(things);
      expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
      const body = jsonOf(script);
      expect(body).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(body)).toEqual({ '@context': 'https://schema.org', '@graph': things });
      expect(script.match(/<\/script/gi)).toHaveLength(1);
    }
  });
});
