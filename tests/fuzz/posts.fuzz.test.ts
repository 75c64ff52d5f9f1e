// @vitest-environment jsdom
/**
 * Fuzzing what the site reads from WordPress: arbitrary JSON and near-valid posts through the parsers, hostile
 * slugs through the address and file rules, and dates (real, impossible and edge-of-range) through the neighbour
 * lookup.
 */
import { resolve, relative, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchNeighbours, shiftSeconds } from '@/features/posts/api/neighbour-posts.ts';
import { parsePostDetail, readPostLink, readPostLinkList, validDateOf, type PostDetail } from '@/features/posts/api/post-view-model.ts';
import { slugPathSegment, slugRouteParam, storedSlugOf } from '@/features/posts/api/post-slug.ts';
import { slugProblemOf } from '@/features/posts/api/wordpress-json.ts';
import { createPostSanitizer } from '@/features/posts/sanitize-post-html.ts';
import { mockServer } from '../../testing/mocks/node.ts';
import { outputFileInside } from '../../scripts/build/prerender/prerender-rules.ts';
import { FUZZ_TIMEOUT_MS, fuzz, writeFuzzReportAfterAll } from '../../testing/vitest/fuzz-report.ts';

writeFuzzReportAfterAll('posts');
const sanitizer = createPostSanitizer(window);

/** Strings that look like slugs, including the pieces that make them dangerous: octets for /, \, ., NUL, controls. */
const slugPiece = fc.constantFrom(
  'a',
  'z',
  '0',
  '-',
  '_',
  '.',
  '..',
  '%2f',
  '%2F',
  '%5c',
  '%2e',
  '%00',
  '%0a',
  '%c3%bc',
  '%e6%9d%b1',
  '%zz',
  '%',
  '/',
  '\\',
  ' ',
  'ü',
  'A',
);
const slugLike = fc.oneof(
  fc.array(slugPiece, { minLength: 1, maxLength: 40 }).map((pieces) => pieces.join('')),
  fc.string({ maxLength: 250 }),
  fc.stringMatching(/^[a-z0-9%-]{1,260}$/),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, anyJson, fc.constant(undefined));
const dateLike = fc.oneof(
  fc.date({ noInvalidDate: true, min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') }).map((date) => date.toISOString().slice(0, 19)),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(
      ([year, month, day, hour, minute, second]) =>
        `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${[hour, minute, second].map((part) => String(part).padStart(2, '0')).join(':')}`,
    ),
  fc.string({ maxLength: 25 }),
);
const partialPost = fc.record(
  {
    id: fc.oneof(fc.integer({ min: 1, max: 1e6 }), anyJson),
    slug: fc.oneof(slugLike, anyJson),
    date: maybe(dateLike),
    title: maybe(fc.record({ rendered: fc.string() })),
    excerpt: maybe(fc.record({ rendered: fc.string() })),
    content: maybe(fc.record({ rendered: fc.string({ maxLength: 200 }) })),
    _embedded: maybe(
      fc.record(
        { author: maybe(fc.array(anyJson)), 'wp:featuredmedia': maybe(fc.array(anyJson)), 'wp:term': maybe(fc.array(fc.array(anyJson))) },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

function expectRenderable(post: PostDetail) {
  expect(Number.isInteger(post.id) && post.id > 0).toBe(true);
  expect(slugProblemOf(post.slug)).toBeUndefined();
  expect(post.date === '' || validDateOf(post.date) === post.date).toBe(true);
  for (const text of [post.title, post.excerptText, post.excerptHtml, post.author]) expect(typeof text).toBe('string');
  for (const part of post.body) expect(typeof (part.kind === 'html' ? part.html : part.frameHtml)).toBe('string');
}

describe('post parsing', () => {
  it(
    'reads any JSON as a post link or a located reason, never throwing',
    async () => {
      await fuzz(
        'readPostLink over arbitrary JSON and near-valid posts',
        fc.property(fc.oneof(anyJson, partialPost), (raw) => {
          const reading = readPostLink(raw);
          if (reading.link) expect(slugProblemOf(reading.link.slug)).toBeUndefined();
          else expect(reading.rejection.path).toMatch(/^\$(\.id|\.slug)?$/);
        }),
        3000,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'locates every rejected post of a list answer by index',
    async () => {
      await fuzz(
        'readPostLinkList over lists of near-valid posts',
        fc.property(fc.array(fc.oneof(partialPost, anyJson), { maxLength: 12 }), (items) => {
          const { links, rejections } = readPostLinkList(items);
          expect(links.length + rejections.length).toBe(items.length);
          for (const rejection of rejections) expect(rejection.path).toMatch(/^\$\[\d+\](\.id|\.slug)?$/);
        }),
        1000,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'turns near-valid posts, partial fields included, into renderable posts or nothing',
    async () => {
      await fuzz(
        'parsePostDetail over near-valid posts with partial fields',
        fc.property(partialPost, (raw) => {
          const post = parsePostDetail(raw, sanitizer);
          if (post) expectRenderable(post);
        }),
        400,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('slugs', () => {
  it(
    'give every usable slug an address that leads back to it and a file inside dist/',
    async () => {
      const dist = resolve('/srv/site/dist');
      await fuzz(
        'usable slugs round-trip through the address and stay inside dist/',
        fc.property(slugLike, (slug) => {
          if (slugProblemOf(slug) !== undefined) return;
          const segment = slugPathSegment(slug);
          expect(storedSlugOf(decodeURIComponent(segment))).toBe(slug);
          expect(slugRouteParam(slug)).toBe(decodeURIComponent(segment));
          const file = outputFileInside(dist, `/blogs/${segment}`);
          expect(file).toBeDefined();
          expect(relative(resolve(dist, 'blogs'), file ?? '').split(sep)).toHaveLength(2);
        }),
        3000,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('dates and neighbours', () => {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mockServer.close());

  it(
    'keep only real dates, and shift every kept one without throwing',
    async () => {
      await fuzz(
        'validDateOf and shiftSeconds over real, impossible and malformed dates',
        fc.property(dateLike, fc.integer({ min: -86_400, max: 86_400 }), (date, seconds) => {
          const valid = validDateOf(date);
          expect(valid === '' || valid === date).toBe(true);
          if (valid !== '') expect(validDateOf(shiftSeconds(valid, seconds))).not.toBe('');
        }),
        1500,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'look neighbours up for any date a link may carry without throwing',
    async () => {
      await fuzz(
        'fetchNeighbours on the mock WordPress over any date',
        fc.asyncProperty(dateLike, fc.integer({ min: 1, max: 1000 }), async (date, id) => {
          const neighbours = await fetchNeighbours('blog', { id, slug: 'x', date, title: 'x' });
          for (const neighbour of [neighbours.previous, neighbours.next]) if (neighbour) expect(slugProblemOf(neighbour.slug)).toBeUndefined();
        }),
        60,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
