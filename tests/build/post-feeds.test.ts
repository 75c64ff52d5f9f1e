// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { feedFiles } from '../../scripts/build/prerender/post-feeds.ts';
import type { PostFeed } from '../../src/app/server/contract.ts';

const SITE = 'https://www.satorixr.com';

const blogFeed: PostFeed = {
  category: 'blog',
  listingPath: '/blogs',
  title: 'Blog | Satori XR',
  description: 'Ideas & field notes on interactive 3D, AR, VR and digital twins <for enterprise teams>.',
  addresses: { rss: '/feeds/blog.rss', atom: '/feeds/blog.atom' },
  posts: [
    {
      path: '/blogs/digital-twin-data-readiness-checklist',
      date: '2026-10-28T09:30:00',
      title: 'Is your data ready for a digital twin? A checklist',
      excerptText: 'Five questions to answer before you model a line: tags, history & ownership.',
      author: 'Priya Raman',
      image: { url: 'https://content.satorixr.invalid/wp-content/uploads/twin.jpg', isPlaceholder: false },
    },
    {
      path: '/blogs/m%C3%BCnchen-digital-twin',
      date: '2026-09-02T16:00:00',
      title: 'Untitled post',
      excerptText: '',
      author: '',
      image: { url: '/media/images/posts/placeholder.webp', isPlaceholder: true },
    },
  ],
};

/** The XML parsed as a browser's XML parser reads it; a malformed document fails the test. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('post feeds', () => {
  it('write well-formed RSS 2.0 with every post, newest first, linked to its page on the site', () => {
    const { rss } = feedFiles(SITE, blogFeed);
    expect(rss.path).toBe('/feeds/blog.rss');
    const document = parse(rss.xml);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(document.querySelector('channel > title')?.textContent).toBe('Blog | Satori XR');
    expect(document.querySelector('channel > link')?.textContent).toBe(`${SITE}/blogs`);
    const items = [...document.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual([
      `${SITE}/blogs/digital-twin-data-readiness-checklist`,
      `${SITE}/blogs/m%C3%BCnchen-digital-twin`,
    ]);
    expect(items[0]?.querySelector('title')?.textContent).toBe('Is your data ready for a digital twin? A checklist');
    expect(items[0]?.querySelector('description')?.textContent).toBe('Five questions to answer before you model a line: tags, history & ownership.');
    expect(new Date(items[0]?.querySelector('pubDate')?.textContent ?? '').toISOString()).toBe('2026-10-28T09:30:00.000Z');
  });

  it("name each RSS item's author in dc:creator (RSS 2.0's own <author> is an e-mail address), and none where WordPress names none", () => {
    const document = parse(feedFiles(SITE, blogFeed).rss.xml);
    expect(document.documentElement.getAttribute('xmlns:dc')).toBe('http://purl.org/dc/elements/1.1/');
    const items = [...document.querySelectorAll('item')];
    expect(items.map((item) => [...item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')].map((creator) => creator.textContent))).toEqual([
      ['Priya Raman'],
      [],
    ]);
    expect(document.getElementsByTagName('author')).toHaveLength(0);
  });

  it('write well-formed Atom with the same posts, authors where WordPress names one, and the post image but never the placeholder', () => {
    const { atom } = feedFiles(SITE, blogFeed);
    expect(atom.path).toBe('/feeds/blog.atom');
    const document = parse(atom.xml);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...document.getElementsByTagName('entry')];
    expect(entries.map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href'))).toEqual([
      `${SITE}/blogs/digital-twin-data-readiness-checklist`,
      `${SITE}/blogs/m%C3%BCnchen-digital-twin`,
    ]);
    expect(entries[0]?.getElementsByTagName('name')[0]?.textContent).toBe('Priya Raman');
    expect(entries[1]?.getElementsByTagName('author')).toHaveLength(0);
    expect(atom.xml).toContain('wp-content/uploads/twin.jpg');
    expect(atom.xml).not.toContain('placeholder.webp');
    expect(document.getElementsByTagName('updated')[0]?.textContent).toBe('2026-10-28T09:30:00.000Z');
  });

  it('leave out an image a feed reader could not fetch (not an absolute address)', () => {
    const posts = blogFeed.posts.map((post) => ({ ...post, image: { url: '/wp-content/uploads/relative.jpg', isPlaceholder: false } }));
    const { rss, atom } = feedFiles(SITE, { ...blogFeed, posts });
    expect(rss.xml).not.toContain('relative.jpg');
    expect(atom.xml).not.toContain('relative.jpg');
  });

  it('leave out a post whose date cannot be read rather than dating it today', () => {
    const posts = blogFeed.posts.map((post) => ({ ...post, date: 'not a date' }));
    const { rss } = feedFiles(SITE, { ...blogFeed, posts });
    expect(parse(rss.xml).querySelectorAll('item')).toHaveLength(0);
  });
});
