import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_ID, CASE_STUDY_CATEGORY_ID, EDGE_CASE_SLUGS, mockPostPagesInCategory, requireMockPost } from '../../../../testing/mocks/mock-posts.ts';
import { mockServer } from '../../../../testing/mocks/node.ts';
import { adjacentPostUrl, fetchNeighbours, sameSecondPostsUrl, shiftSeconds } from './neighbour-posts.ts';
import { parsePostLink, type PostLink } from './post-view-model.ts';
import type { PostCategory } from './posts-client.ts';
import { listenDuringTests } from '../../../../testing/vitest/msw-lifecycle.ts';

listenDuringTests(mockServer);

const linkOf = (raw: unknown): PostLink => {
  const link = parsePostLink(raw);
  if (!link) throw new Error('fixture without id or slug');
  return link;
};

describe('neighbour queries', () => {
  it('are shaped as the issue asks: by date in the same category, one post each way', () => {
    const base = 'https://cms.example.com';
    expect(adjacentPostUrl('blog', '2026-06-18T10:00:00', 'previous', base)).toBe(
      `${base}/wp-json/wp/v2/posts?categories=1&before=2026-06-18T10%3A00%3A00&order=desc&per_page=1&_fields=id,slug,date,title`,
    );
    expect(adjacentPostUrl('case-studies', '2026-06-18T10:00:00', 'next', base)).toBe(
      `${base}/wp-json/wp/v2/posts?categories=21&after=2026-06-18T10%3A00%3A00&order=asc&per_page=1&_fields=id,slug,date,title`,
    );
    expect(sameSecondPostsUrl('blog', '2026-06-18T10:00:00', 'asc', 100, base)).toContain(
      'after=2026-06-18T09%3A59%3A59&before=2026-06-18T10%3A00%3A01&orderby=id&order=asc&per_page=100',
    );
  });

  it('shift WordPress’s zone-less dates by whole seconds, across midnight and the year end', () => {
    expect(shiftSeconds('2026-12-31T23:59:59', 1)).toBe('2027-01-01T00:00:00');
    expect(shiftSeconds('2026-03-01T00:00:00', -1)).toBe('2026-02-28T23:59:59');
  });
});

describe('fetchNeighbours on the mock WordPress', () => {
  async function walk(category: PostCategory, start: PostLink, direction: 'previous' | 'next'): Promise<number[]> {
    const visited = [start.id];
    for (let current: PostLink | null = start; current;) {
      const neighbours = await fetchNeighbours(category, current);
      current = neighbours[direction];
      if (current) visited.push(current.id);
      if (visited.length > 100) throw new Error('the chain loops');
    }
    return visited;
  }

  for (const [category, id] of [
    ['blog', BLOG_CATEGORY_ID],
    ['case-studies', CASE_STUDY_CATEGORY_ID],
  ] as const) {
    it(`walks the whole ${category} category both ways, every post with a page once, in (date, id) order`, async () => {
      const newestFirst = mockPostPagesInCategory(id).map(linkOf);
      const [newest] = newestFirst;
      const oldest = newestFirst.at(-1);
      if (!newest || !oldest) throw new Error('empty category');
      expect(await walk(category, newest, 'previous')).toEqual(newestFirst.map((post) => post.id));
      expect(await walk(category, oldest, 'next')).toEqual(newestFirst.map((post) => post.id).reverse());
    });
  }

  it('links two posts published in the same second to each other', async () => {
    const lower = linkOf(requireMockPost(EDGE_CASE_SLUGS.sameSecondLowerId));
    const higher = linkOf(requireMockPost(EDGE_CASE_SLUGS.sameSecondHigherId));
    expect(lower.date).toBe(higher.date);
    expect((await fetchNeighbours('blog', higher)).previous?.id).toBe(lower.id);
    expect((await fetchNeighbours('blog', lower)).next?.id).toBe(higher.id);
  });

  it('has no neighbours for a post without a readable date', async () => {
    expect(await fetchNeighbours('blog', { id: 1, slug: 'x', date: '', title: 'x' })).toEqual({ previous: null, next: null });
  });

  it('has no neighbours, and does not throw, for a link whose date names no real moment (month 13, 30 February)', async () => {
    for (const date of ['2026-13-01T10:00:00', '2026-02-30T10:00:00', '2026-01-01T24:00:00']) {
      expect(await fetchNeighbours('blog', { id: 1, slug: 'x', date, title: 'x' })).toEqual({ previous: null, next: null });
    }
  });

  it('never links to a post whose slug cannot name a page, even as the oldest post’s previous neighbour', async () => {
    const oldestWithPage = linkOf(mockPostPagesInCategory(CASE_STUDY_CATEGORY_ID).at(-1));
    expect((await fetchNeighbours('case-studies', oldestWithPage)).previous).toBeNull();
  });
});
