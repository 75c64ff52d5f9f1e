/**
 * Each post category's feed (RSS and Atom, written by scripts/build/prerender/post-feeds.ts) as its listing page describes it,
 * and the `<link rel="alternate">` tags that point to it from the listing and its posts.
 */
import { pageManifest } from 'virtual:page-manifest';
import siteContent from 'virtual:site-content';
import { fetchPostList, type PostCategory } from '@/features/posts/api/posts-client.ts';
import { FEED_POST_COUNT, feedAddresses, feedCategoryOf } from '@/features/posts/post-feeds.ts';
import { postPath } from '@/features/posts/post-path.ts';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import type { PostFeed } from './contract.ts';

/** A category's feed as its listing page describes it: the page's title and description, and where it lives. */
interface PostFeedSource {
  category: PostCategory;
  listingPath: string;
  title: string;
  description: string;
}

let feedSources: Promise<PostFeedSource[]> | undefined;

/** One feed per listing page (a page with a latest-posts section), described by that page's meta; read once. */
function postFeedSources(): Promise<PostFeedSource[]> {
  feedSources ??= (async () => {
    const sources: PostFeedSource[] = [];
    for (const entry of pageManifest.filter((candidate) => !isDynamicPath(candidate.path) && candidate.sectionTypes.includes('latest-posts'))) {
      const { default: document } = await entry.load();
      for (const section of document.sections) {
        if (section.type !== 'latest-posts' || sources.some((source) => source.category === section.category)) continue;
        sources.push({ category: section.category, listingPath: entry.path, title: document.meta.title, description: document.meta.description });
      }
    }
    return sources;
  })();
  return feedSources;
}

/** `<link rel="alternate">` to the category's feeds, on its listing and on each of its posts (features/posts/post-feeds.ts). */
export async function feedLinkTags(pathname: string): Promise<string[]> {
  const category = feedCategoryOf(pathname);
  const feed = category ? (await postFeedSources()).find((source) => source.category === category) : undefined;
  if (!category || !feed) return [];
  const { rss, atom } = feedAddresses(category);
  const title = escapeAttribute(feed.title);
  return [
    `<link rel="alternate" type="application/rss+xml" title="${title} (RSS)" href="${rss}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${title} (Atom)" href="${atom}" />`,
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Each category's feed with its newest FEED_POST_COUNT posts, newest first; a category WordPress did not answer for is left out. */
export async function postFeeds(): Promise<PostFeed[]> {
  const feeds: PostFeed[] = [];
  for (const source of await postFeedSources()) {
    try {
      // An untitled post is listed under the words the listing shows for it.
      const posts = await fetchPostList(source.category, { count: FEED_POST_COUNT });
      feeds.push({
        ...source,
        addresses: feedAddresses(source.category),
        posts: posts.map((post) => ({
          ...post,
          title: post.title === '' ? siteContent.posts.untitledLabel : post.title,
          path: postPath(source.category, post.slug),
        })),
      });
    } catch (error) {
      console.warn(`warning: no ${source.category} feed was written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return feeds;
}
