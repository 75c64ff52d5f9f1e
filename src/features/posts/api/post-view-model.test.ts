// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPostSanitizer } from '../sanitize-post-html.ts';
import { PLACEHOLDER_IMAGE_URL } from './placeholder-image.ts';
import {
  UNKNOWN_AUTHOR,
  parsePostDetail,
  parsePostLink,
  parsePostSummary,
  readPostLink,
  readPostLinkList,
  validDateOf,
  type PostDetail,
} from './post-view-model.ts';

const sanitizer = createPostSanitizer(window);

const wordPressPost = {
  id: 412,
  date: '2026-11-12T09:30:00',
  slug: 'why-3d-product-demos-convert',
  guid: { rendered: 'https://cms.example.com/?p=412' },
  title: { rendered: 'Dealers &amp; OEMs: why 3D demos convert &#8211; and video doesn&#8217;t' },
  excerpt: { rendered: '<p>Buyers who can turn a product <em>themselves</em> decide sooner [&hellip;]</p>\n' },
  content: { rendered: '<p>Body</p><script>alert(1)</script><a href="https://example.com" target="_blank">source</a>' },
  featured_media: 9,
  _embedded: {
    author: [{ id: 2, name: 'Ananya Rao' }],
    'wp:featuredmedia': [{ id: 9, source_url: 'https://cms.example.com/uploads/demo.jpg', alt_text: 'A configurator on a tablet' }],
    'wp:term': [
      [{ id: 7, name: 'Sales &amp; Marketing', taxonomy: 'post_tag' }],
      [
        { id: 1, name: 'Blog', taxonomy: 'category' },
        { id: 21, name: 'Case Studies', taxonomy: 'category' },
      ],
    ],
  },
};

/** What every parsed post must be, whatever WordPress sent: safe to render without another check. */
function expectRenderable(post: PostDetail) {
  expect(Number.isInteger(post.id) && post.id > 0).toBe(true);
  expect(post.slug.trim()).not.toBe('');
  for (const text of [post.title, post.excerptText, post.excerptHtml, post.author, post.date, ...post.categories]) {
    expect(typeof text).toBe('string');
  }
  expect(post.date === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(post.date)).toBe(true);
  expect(post.image.url === PLACEHOLDER_IMAGE_URL || /^(https?:\/\/|\/(?!\/))/.test(post.image.url)).toBe(true);
  expect(post.author.trim()).not.toBe('');
  const bodyHtml = post.body.map((part) => (part.kind === 'html' ? part.html : part.frameHtml)).join('');
  expect(`${post.excerptHtml}${bodyHtml}`).not.toMatch(/<script|\son\w+=|javascript:/i);
  // Players wait for consent: no markup part may carry one.
  for (const part of post.body) if (part.kind === 'html') expect(part.html).not.toMatch(/<iframe/i);
}

describe('parsePostDetail', () => {
  it('reads a complete post: plain-text title with references decoded, sanitised HTML, author, categories by taxonomy', () => {
    const post = parsePostDetail(wordPressPost, sanitizer);
    expect(post).toMatchObject({
      id: 412,
      slug: 'why-3d-product-demos-convert',
      date: '2026-11-12T09:30:00',
      displayDate: '12 Nov 2026',
      calendarDate: '2026-11-12',
      title: 'Dealers & OEMs: why 3D demos convert – and video doesn’t',
      excerptText: 'Buyers who can turn a product themselves decide sooner…',
      author: 'Ananya Rao',
      categories: ['Blog', 'Case Studies'],
      image: { url: 'https://cms.example.com/uploads/demo.jpg', alt: 'A configurator on a tablet', isPlaceholder: false },
    });
    expect(post?.excerptHtml).toBe('<p>Buyers who can turn a product <em>themselves</em> decide sooner…</p>\n');
    expect(post?.body).toEqual([{ kind: 'html', html: '<p>Body</p><a href="https://example.com" target="_blank" rel="noopener noreferrer">source</a>' }]);
  });

  it('takes the YouTube and Vimeo players out of the markup, so that they load only with consent', () => {
    const content =
      '<p>Intro</p>\n<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper"><iframe title="Line 4 tour" src="https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed" width="560" height="315"></iframe></div></figure>\n<p>Outro</p>';
    const post = parsePostDetail({ ...wordPressPost, content: { rendered: content } }, sanitizer);
    expect(post?.body.map((part) => part.kind)).toEqual(['html', 'embed', 'html']);
    expect(post?.body[1]).toMatchObject({ kind: 'embed', provider: 'youtube', title: 'Line 4 tour', watchUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' });
    if (post) expectRenderable(post);
  });

  it('defaults what is missing: no _embedded, featured_media 0, no excerpt, no date', () => {
    const post = parsePostDetail({ id: 5, slug: 'bare', featured_media: 0 }, sanitizer);
    expect(post).toMatchObject({ title: '', excerptText: '', body: [], author: UNKNOWN_AUTHOR, categories: [], date: '' });
    expect(post?.image.isPlaceholder).toBe(true);
  });

  it('drops what cannot be linked to: no id, a zero or fractional id, no slug', () => {
    for (const raw of [null, 'text', [], { slug: 'no-id' }, { id: 0, slug: 'x' }, { id: 1.5, slug: 'x' }, { id: 3 }, { id: 3, slug: '  ' }]) {
      expect(parsePostDetail(raw, sanitizer)).toBeUndefined();
      expect(parsePostLink(raw)).toBeUndefined();
    }
  });

  it('keeps an error object as author or media from breaking the post', () => {
    const post = parsePostSummary(
      {
        id: 8,
        slug: 'forbidden',
        _embedded: { author: [{ code: 'rest_user_invalid_id' }], 'wp:featuredmedia': [{ code: 'rest_forbidden', data: { status: 401 } }] },
      },
      sanitizer,
    );
    expect(post?.author).toBe(UNKNOWN_AUTHOR);
    expect(post?.image.isPlaceholder).toBe(true);
  });

  it('rejects a date that is not WordPress ISO 8601', () => {
    expect(parsePostLink({ id: 1, slug: 's', date: '12/11/2026' })?.date).toBe('');
  });

  it('rejects dates of the right shape that name no real moment, and keeps real ones', () => {
    for (const date of [
      '2026-13-01T10:00:00',
      '2026-02-30T10:00:00',
      '2025-02-29T10:00:00',
      '2026-01-01T24:00:00',
      '2026-01-01T10:60:00',
      '0999-12-31T10:00:00',
    ]) {
      expect(validDateOf(date), date).toBe('');
      expect(parsePostLink({ id: 1, slug: 's', date })?.date).toBe('');
    }
    for (const date of ['2024-02-29T23:59:59', '2026-12-31T00:00:00', '1000-01-01T00:00:00', '9999-12-31T23:59:59']) expect(validDateOf(date)).toBe(date);
  });

  it('reads when a post was published and last changed in UTC from the *_gmt fields, else the local ones, never changed before it appeared', () => {
    const dates = { date: '2026-03-01T02:15:00', date_gmt: '2026-02-28T20:45:00', modified: '2026-03-04T10:00:00', modified_gmt: '2026-03-04T04:30:00' };
    expect(parsePostDetail({ id: 1, slug: 's', ...dates }, sanitizer)).toMatchObject({
      publishedAt: '2026-02-28T20:45:00Z',
      modifiedAt: '2026-03-04T04:30:00Z',
    });
    // A draft's UTC date is all zeros: the local one is used, as it is.
    expect(
      parsePostDetail({ id: 1, slug: 's', date: '2026-03-01T02:15:00', date_gmt: '0000-00-00T00:00:00', modified: '2026-03-02T08:00:00' }, sanitizer),
    ).toMatchObject({ publishedAt: '2026-03-01T02:15:00', modifiedAt: '2026-03-02T08:00:00' });
    for (const hostile of [{}, { modified_gmt: '2026-02-30T10:00:00' }, { modified_gmt: ['2027-01-01T00:00:00'] }, { modified_gmt: '2020-01-01T00:00:00' }]) {
      expect(parsePostDetail({ id: 1, slug: 's', date_gmt: '2026-02-28T20:45:00', ...hostile }, sanitizer)?.modifiedAt).toBe('2026-02-28T20:45:00Z');
    }
    expect(parsePostDetail({ id: 1, slug: 's', date: 'soon', modified: '<script>' }, sanitizer)).toMatchObject({ publishedAt: '', modifiedAt: '' });
  });

  it('parses a post with partial fields (no title, no excerpt, no _embedded): empty title and excerpt, the default author', () => {
    const post = parsePostDetail({ id: 77, slug: 'partial', date: '2026-05-01T09:00:00', content: { rendered: '<p>Body only.</p>' } }, sanitizer);
    expect(post).toMatchObject({ title: '', excerptText: '', excerptHtml: '', author: UNKNOWN_AUTHOR });
  });
});

describe('readPostLink', () => {
  it('says why, and where, a post cannot be linked to', () => {
    expect(readPostLink('text').rejection).toEqual({ path: '$', reason: 'it is not a JSON object' });
    expect(readPostLink({ slug: 'no-id' }).rejection).toMatchObject({ path: '$.id', slug: 'no-id' });
    expect(readPostLink({ id: 4 }).rejection).toMatchObject({ path: '$.slug', id: 4 });
    const traversal = readPostLink({ id: 5, slug: '..%2Fabout' }).rejection;
    expect(traversal).toMatchObject({ path: '$.slug', id: 5, slug: '..%2Fabout' });
    expect(traversal?.reason).toContain('"/" or "\\"');
    expect(readPostLink({ id: 6, slug: 'launch%2d2026' }).link?.slug).toBe('launch%2d2026');
  });

  it('places each rejection of a list answer at its index', () => {
    const { links, rejections } = readPostLinkList([{ id: 1, slug: 'fine' }, null, { id: 3, slug: '%2e%2e' }]);
    expect(links.map((link) => link.id)).toEqual([1]);
    expect(rejections.map((rejection) => rejection.path)).toEqual(['$[1]', '$[2].slug']);
  });
});

describe('parsing never throws and always gives a renderable post (fast-check)', () => {
  it('over arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const post = parsePostDetail(raw, sanitizer);
        if (post) expectRenderable(post);
      }),
      { numRuns: 500 },
    );
  });

  /** A post where any field may be missing or of any JSON type: what plugins and permissions really produce. */
  const anyJson = fc.jsonValue({ maxDepth: 2 });
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, anyJson, fc.constant(undefined));
  const nearValidPost = fc.record(
    {
      id: fc.oneof(fc.integer({ min: 1, max: 1e6 }), anyJson),
      slug: fc.oneof(fc.stringMatching(/^[a-z0-9%-]{1,40}$/), anyJson),
      date: maybe(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 19))),
      guid: maybe(fc.record({ rendered: fc.oneof(fc.webUrl(), fc.string()) })),
      title: maybe(fc.record({ rendered: fc.string() })),
      excerpt: maybe(fc.record({ rendered: fc.string() })),
      content: maybe(fc.record({ rendered: fc.string() })),
      featured_media: maybe(fc.nat()),
      yoast_head_json: maybe(fc.record({ og_image: fc.array(fc.record({ url: fc.oneof(fc.webUrl(), fc.string()) })) })),
      _embedded: maybe(
        fc.record(
          {
            author: maybe(fc.array(fc.oneof(fc.record({ name: maybe(fc.string()) }), anyJson))),
            'wp:featuredmedia': maybe(
              fc.array(
                fc.oneof(
                  fc.record({
                    source_url: maybe(fc.oneof(fc.webUrl(), fc.string())),
                    alt_text: maybe(fc.string()),
                    guid: maybe(fc.record({ rendered: fc.string() })),
                    media_details: maybe(
                      fc.record({
                        sizes: maybe(fc.dictionary(fc.string(), fc.oneof(fc.record({ source_url: maybe(fc.webUrl()), width: maybe(fc.nat()) }), anyJson))),
                      }),
                    ),
                  }),
                  fc.constant({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }),
                  anyJson,
                ),
              ),
            ),
            'wp:term': maybe(fc.array(fc.array(fc.oneof(fc.record({ name: maybe(fc.string()), taxonomy: fc.constantFrom('category', 'post_tag') }), anyJson)))),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );

  it('over near-valid posts', () => {
    fc.assert(
      fc.property(nearValidPost, (raw) => {
        const post = parsePostDetail(raw, sanitizer);
        if (post) expectRenderable(post);
      }),
      { numRuns: 1000 },
    );
  });
});
