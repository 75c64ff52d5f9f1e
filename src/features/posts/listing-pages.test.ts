import { describe, expect, it } from 'vitest';
import { LISTING_PATH } from './post-path.ts';
import { MAX_LISTING_PAGES } from './listing-limits.ts';
import { listingPageNumber, listingPageOfRoute, listingPagePath, listingPagination, type PaginationItem } from './listing-pages.ts';

/** The numbered items as text: "1 2 [3] … 9", the current page in brackets. */
const shape = (items: readonly PaginationItem[] | undefined) =>
  items?.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('listingPageNumber: the route parameter is a page only when it is one in plain digits', () => {
  it('accepts 2 up to the cap', () => {
    expect(listingPageNumber('2')).toBe(2);
    expect(listingPageNumber(String(MAX_LISTING_PAGES))).toBe(MAX_LISTING_PAGES);
  });

  it.each(['1', '0', '01', '02', '2.0', '-2', '+2', '1e2', ' 2', '2 ', '0x2', 'abc', '', String(MAX_LISTING_PAGES + 1), '9999999999999999999'])(
    'refuses %j',
    (param) => {
      expect(listingPageNumber(param)).toBeUndefined();
    },
  );

  it('reads a route: page 1 without :page, null when :page names no page', () => {
    expect(listingPageOfRoute({})).toBe(1);
    expect(listingPageOfRoute({ page: '3' })).toBe(3);
    expect(listingPageOfRoute({ page: '1' })).toBeNull();
    expect(listingPageOfRoute({ page: '../about' })).toBeNull();
  });
});

describe('listingPagePath', () => {
  it('puts page 1 at the listing itself and later pages under /page/', () => {
    expect(listingPagePath('blog', 1)).toBe(LISTING_PATH.blog);
    expect(listingPagePath('blog', 2)).toBe(`${LISTING_PATH.blog}/page/2`);
    expect(listingPagePath('case-studies', 7)).toBe(`${LISTING_PATH['case-studies']}/page/7`);
  });
});

describe('listingPagination', () => {
  it('links nothing when there is one page, or none', () => {
    expect(listingPagination(1, 1)).toBeUndefined();
    expect(listingPagination(1, 0)).toBeUndefined();
  });

  it('links every page of a short listing, with previous and next where they exist', () => {
    expect(listingPagination(1, 2)).toEqual({
      next: 2,
      items: [
        { kind: 'page', page: 1, current: true },
        { kind: 'page', page: 2, current: false },
      ],
    });
    const middle = listingPagination(2, 3);
    expect(shape(middle?.items)).toBe('1 [2] 3');
    expect(middle).toMatchObject({ previous: 1, next: 3 });
    expect(listingPagination(3, 3)).not.toHaveProperty('next');
  });

  it('shows the first, the last and the current page with its neighbours, a lone left-out page as its number', () => {
    expect(shape(listingPagination(1, 9)?.items)).toBe('[1] 2 … 9');
    expect(shape(listingPagination(4, 9)?.items)).toBe('1 2 3 [4] 5 … 9');
    expect(shape(listingPagination(5, 9)?.items)).toBe('1 … 4 [5] 6 … 9');
    expect(shape(listingPagination(9, 9)?.items)).toBe('1 … 8 [9]');
  });

  it(`links at most ${MAX_LISTING_PAGES} pages, whatever WordPress reports`, () => {
    expect(shape(listingPagination(MAX_LISTING_PAGES, 5000)?.items)).toBe(`1 … ${MAX_LISTING_PAGES - 1} [${MAX_LISTING_PAGES}]`);
    expect(listingPagination(MAX_LISTING_PAGES, 5000)).not.toHaveProperty('next');
  });

  it('without a count from WordPress, names no page after this one, and links nothing from page 1', () => {
    expect(listingPagination(1, undefined)).toBeUndefined();
    const third = listingPagination(3, undefined);
    expect(shape(third?.items)).toBe('1 2 [3]');
    expect(third).toEqual(expect.objectContaining({ previous: 2 }));
    expect(third).not.toHaveProperty('next');
  });

  it('links nothing from a page past the last', () => {
    expect(listingPagination(4, 3)).toBeUndefined();
  });
});
