import { describe, expect, it } from 'vitest';
import { feedAddresses, feedCategoryOf } from './post-feeds.ts';

describe('post feeds', () => {
  it('puts each category’s RSS and Atom feeds under /feeds/, outside every post address', () => {
    expect(feedAddresses('blog')).toEqual({ rss: '/feeds/blog.rss', atom: '/feeds/blog.atom' });
    expect(feedAddresses('case-studies')).toEqual({ rss: '/feeds/case-studies.rss', atom: '/feeds/case-studies.atom' });
  });

  it('finds the category of a listing and of its posts, in any letter case', () => {
    expect(feedCategoryOf('/blogs')).toBe('blog');
    expect(feedCategoryOf('/blogs/:slug')).toBe('blog');
    expect(feedCategoryOf('/CaseStudy')).toBe('case-studies');
    expect(feedCategoryOf('/casestudy/:slug')).toBe('case-studies');
  });

  it('announces no feed on other pages, even one whose address starts like a listing’s', () => {
    expect(feedCategoryOf('/blogsandnews')).toBeUndefined();
    expect(feedCategoryOf('/CaseStudyArchive')).toBeUndefined();
    expect(feedCategoryOf('/about')).toBeUndefined();
    expect(feedCategoryOf('/')).toBeUndefined();
  });
});
