// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockPosts } from './mock-posts.ts';
import { queryPosts, siteLocalDateOf } from './wordpress-posts-query.ts';

describe('siteLocalDateOf (rest_parse_date, then the site’s zone)', () => {
  it('reads a date without a zone as site-local and drops fractions', () => {
    expect(siteLocalDateOf('2026-06-18T10:00:00')).toBe('2026-06-18T10:00:00');
    expect(siteLocalDateOf('2026-06-18 10:00:00.999')).toBe('2026-06-18T10:00:00');
  });

  it('converts a date with an offset to site-local time (+05:30)', () => {
    expect(siteLocalDateOf('2026-06-18T04:30:00Z')).toBe('2026-06-18T10:00:00');
    expect(siteLocalDateOf('2026-02-28T20:45:00+00:00')).toBe('2026-03-01T02:15:00');
    expect(siteLocalDateOf('2026-06-18T10:00:00-0400')).toBe('2026-06-18T19:30:00');
  });

  it('refuses what rest_parse_date refuses', () => {
    for (const value of ['2026-06-18', '18/06/2026 10:00', '2026-06-18T10:00', 'yesterday', '']) expect(siteLocalDateOf(value)).toBeUndefined();
  });
});

describe('queryPosts', () => {
  it('reports totals of the whole match, whatever the page', () => {
    const outcome = queryPosts(mockPosts, new URLSearchParams('categories=21&per_page=4&page=2'));
    expect(outcome.ok && { total: outcome.result.total, totalPages: outcome.result.totalPages, count: outcome.result.posts.length }).toEqual({
      total: 10,
      totalPages: 3,
      count: 4,
    });
  });

  it('lists slugs given as separate array items', () => {
    const outcome = queryPosts(mockPosts, new URLSearchParams('slug[]=cad-to-browser-web-3d&slug[]=why-3d-product-demos-convert&orderby=include_slugs'));
    expect(outcome.ok && outcome.result.posts.map((post) => post['id'])).toEqual([391, 412]);
  });
});
