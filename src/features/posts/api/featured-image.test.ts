import { describe, expect, it } from 'vitest';
import { featuredImageOf } from './featured-image.ts';
import { PLACEHOLDER_IMAGE_URL } from './placeholder-image.ts';

const media = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  source_url: 'https://cms.example.com/uploads/full.jpg',
  alt_text: 'A technician in a headset inspecting a turbine blade',
  guid: { rendered: 'https://cms.example.com/uploads/2026/05/turbine.jpg' },
  media_details: {
    sizes: {
      thumbnail: { source_url: 'https://cms.example.com/uploads/thumb.jpg', width: 150 },
      large: { source_url: 'https://cms.example.com/uploads/large.jpg', width: 1024 },
      medium: { source_url: 'https://cms.example.com/uploads/medium.jpg', width: 300 },
    },
  },
  ...overrides,
});

const post = (embeddedMedia: unknown, extra: Record<string, unknown> = {}) => ({
  id: 1,
  guid: { rendered: 'https://cms.example.com/?p=1' },
  _embedded: { 'wp:featuredmedia': [embeddedMedia] },
  ...extra,
});

const social = { yoast_head_json: { og_image: [{ url: 'https://cms.example.com/uploads/social.jpg' }] } };

describe('featuredImageOf: the SPEC 3 fallback order', () => {
  it('1. the media source URL, with its alternative text', () => {
    expect(featuredImageOf(post(media()))).toEqual({
      url: 'https://cms.example.com/uploads/full.jpg',
      alt: 'A technician in a headset inspecting a turbine blade',
      isPlaceholder: false,
    });
  });

  it('2. then the other sizes, largest first', () => {
    expect(featuredImageOf(post(media({ source_url: '' }))).url).toBe('https://cms.example.com/uploads/large.jpg');
  });

  it('3. then the media guid', () => {
    expect(featuredImageOf(post(media({ source_url: undefined, media_details: {} }))).url).toBe('https://cms.example.com/uploads/2026/05/turbine.jpg');
  });

  it('4. then the social image', () => {
    expect(featuredImageOf(post({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }, social)).url).toBe(
      'https://cms.example.com/uploads/social.jpg',
    );
  });

  it('5. then the post guid, when it names an image file', () => {
    expect(featuredImageOf({ id: 1, featured_media: 0, guid: { rendered: 'https://cms.example.com/uploads/cover.webp' } }).url).toBe(
      'https://cms.example.com/uploads/cover.webp',
    );
    // A post's guid is usually its page address, which no browser can show as an image.
    expect(featuredImageOf({ id: 1, featured_media: 0, guid: { rendered: 'https://cms.example.com/?p=1' } }).isPlaceholder).toBe(true);
  });

  it('6. and finally the placeholder', () => {
    expect(featuredImageOf({ id: 1 })).toEqual({ url: PLACEHOLDER_IMAGE_URL, alt: '', isPlaceholder: true });
  });

  it('uses only http(s) and root-relative URLs at every step', () => {
    const hostile = media({
      source_url: 'javascript:alert(1)',
      guid: { rendered: 'data:image/svg+xml,<svg onload=alert(1)>' },
      media_details: { sizes: { large: { source_url: '//evil.example/x.jpg', width: 2000 } } },
    });
    const result = featuredImageOf(post(hostile, { guid: { rendered: 'vbscript:msgbox(1)' }, yoast_head_json: { og_image: [{ url: 'file:///etc/passwd' }] } }));
    expect(result.isPlaceholder).toBe(true);
    expect(featuredImageOf(post(media({ source_url: '/media/images/capabilities/web-800.webp' }))).url).toBe('/media/images/capabilities/web-800.webp');
  });

  it('falls through media_details without sizes, a missing _embedded and an error object in place of the media', () => {
    expect(featuredImageOf(post(media({ source_url: undefined, media_details: { width: 10 } }))).url).toBe(
      'https://cms.example.com/uploads/2026/05/turbine.jpg',
    );
    expect(featuredImageOf({ id: 1, featured_media: 12, ...social }).url).toBe('https://cms.example.com/uploads/social.jpg');
    expect(featuredImageOf(post({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } })).isPlaceholder).toBe(true);
  });
});
