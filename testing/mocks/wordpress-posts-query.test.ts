// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockPosts } from './mock-posts.ts';
import { queryPosts } from './wordpress-posts-query.ts';

describe('queryPosts', () => {
  it('reports totals of the whole match, whatever the page', () => {
    const outcome = queryPosts(mockPosts, new URLSearchParams('categories=21&per_page=4&page=2'));
    expect(outcome.ok && { total: outcome.result.total, totalPages: outcome.result.totalPages, count: outcome.result.posts.length }).toEqual({
      total: 10,
      totalPages: 3,
      count: 4,
    });
  });
});
