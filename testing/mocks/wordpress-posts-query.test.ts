// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_CATEGORY_ID, mockPosts, mockPostsInCategory } from './mock-posts.ts';
import { queryPosts } from './wordpress-posts-query.ts';

describe('queryPosts', () => {
  it('reports totals of the whole match, whatever the page', () => {
    const total = mockPostsInCategory(CASE_STUDY_CATEGORY_ID).length;
    expect(total).toBeGreaterThan(8);
    const outcome = queryPosts(mockPosts, new URLSearchParams(`categories=${CASE_STUDY_CATEGORY_ID}&per_page=4&page=2`));
    expect(outcome.ok && { total: outcome.result.total, totalPages: outcome.result.totalPages, count: outcome.result.posts.length }).toEqual({
      total,
      totalPages: Math.ceil(total / 4),
      count: 4,
    });
  });
});
