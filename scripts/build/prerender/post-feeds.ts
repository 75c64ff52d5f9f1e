/**
 * The RSS 2.0 and Atom feeds of each post category (src/features/posts/post-feeds.ts names their addresses, and the
 * server bundle's postFeeds() gives them with each post's address),
 * written by scripts/build/prerender.ts from the category's newest posts (FEED_POST_COUNT), with `feed`, a well-kept
 * library, rather than hand-built XML.
 */
import { Feed } from 'feed';
import type { PostFeed } from '../../../src/app/server/contract.ts';

/** WordPress dates carry no offset (the site's time zone); read as UTC, a post keeps its calendar day in every reader. */
const dateOf = (wordpressDate: string): Date | undefined => {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(wordpressDate) ? wordpressDate : `${wordpressDate}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An image a feed reader can fetch: an absolute http(s) address (WordPress's own; a relative one is left out). */
const isAbsoluteImage = (url: string): boolean => {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

export interface FeedFiles {
  /** Site paths, such as "/feeds/blog.rss", and their XML. */
  rss: { path: string; xml: string };
  atom: { path: string; xml: string };
}

/** Dublin Core, whose `dc:creator` names an RSS item's author: RSS 2.0's own `<author>` must be an e-mail address. */
const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/** A category's two feeds: its newest posts, newest first, each with its title, address, date, excerpt, author and image. */
export function feedFiles(siteUrl: string, feed: PostFeed): FeedFiles {
  const addresses = feed.addresses;
  const dated = feed.posts.flatMap((post) => {
    const date = dateOf(post.date);
    return date ? [{ post, date }] : [];
  });
  /** The feed, with each author as the format wants it: Atom's <author><name>, RSS's dc:creator. */
  const writerFor = (format: 'rss' | 'atom') => {
    const writer = new Feed({
      id: `${siteUrl}${feed.listingPath}`,
      link: `${siteUrl}${feed.listingPath}`,
      title: feed.title,
      description: feed.description,
      language: 'en-IN',
      generator: false,
      updated: dated[0]?.date ?? new Date(0),
      feedLinks: { rss: `${siteUrl}${addresses.rss}`, atom: `${siteUrl}${addresses.atom}` },
    });
    for (const { post, date } of dated) {
      const link = `${siteUrl}${post.path}`;
      const author = post.author
        ? format === 'atom'
          ? { author: [{ name: post.author }] }
          : { extensions: [{ name: 'dc:creator', objects: { _text: post.author } }] }
        : {};
      writer.addItem({
        title: post.title,
        id: link,
        link,
        date,
        published: date,
        description: post.excerptText,
        ...author,
        ...(post.image.isPlaceholder || !isAbsoluteImage(post.image.url) ? {} : { image: post.image.url }),
      });
    }
    return writer;
  };
  // `feed` declares the dc: namespace only for full-text items, which these feeds do not carry: it is declared here.
  const rss = writerFor('rss')
    .rss2()
    .replace(/^(<rss\b[^>]*?)(>)/m, (_, open: string, close: string) =>
      open.includes('xmlns:dc=') ? `${open}${close}` : `${open} xmlns:dc="${DUBLIN_CORE}"${close}`,
    );
  return { rss: { path: addresses.rss, xml: rss }, atom: { path: addresses.atom, xml: writerFor('atom').atom1() } };
}
