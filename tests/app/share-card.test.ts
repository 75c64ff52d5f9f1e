import { describe, expect, it } from 'vitest';
import type { Section } from '@/content/generated/content-types.ts';
import { openingVisualOf, shareCardWordsOf, visualFileOf } from '@/app/server/share-card.ts';
import media from '../../testing/fixtures/media-index.ts';

// Sections as the page documents hold them; only the fields the opening visual reads matter here.
const section = (value: Record<string, unknown>) => value as unknown as Section;
const image = (src: string) => ({ src, alt: 'A picture' });

describe('shareCardWordsOf', () => {
  it('makes the longest part of the title the headline and the other parts the kicker', () => {
    expect(shareCardWordsOf('Aerospace | XR for engines, maintenance and training', 'Satori XR')).toEqual({
      headline: 'XR for engines, maintenance and training',
      kicker: 'Aerospace',
    });
    expect(shareCardWordsOf('Digital twins on the factory floor: where to start | Satori XR Blog', 'Satori XR')).toEqual({
      headline: 'Digital twins on the factory floor: where to start',
      kicker: 'Satori XR Blog',
    });
  });

  it('drops a part that is only the brand name (the card carries the logo), unless nothing else is left', () => {
    expect(shareCardWordsOf('Satori XR | Interactive 3D, AR and VR for enterprise', 'Satori XR')).toEqual({
      headline: 'Interactive 3D, AR and VR for enterprise',
    });
    expect(shareCardWordsOf('Impressum | Satori XR', 'Satori XR')).toEqual({ headline: 'Impressum' });
    expect(shareCardWordsOf('Satori XR', 'Satori XR')).toEqual({ headline: 'Satori XR' });
  });
});

describe('openingVisualOf', () => {
  it('takes the picture of the first section that has one, skipping sections without', () => {
    const sections = [
      section({ type: 'page-intro', header: {} }),
      section({ type: 'link-cards', cards: [{ image: image('/media/images/cards/a') }] }),
      section({ type: 'media-text', image: image('/media/images/coe/facility') }),
      section({ type: 'hero', image: image('/media/images/home/later') }),
    ];
    expect(openingVisualOf(sections)).toEqual({ image: '/media/images/coe/facility' });
  });

  it('prefers a hero’s or intro’s side visual to its image, and a still to a video’s poster', () => {
    expect(
      openingVisualOf([
        section({ type: 'hero', visual: { image: image('/media/images/side') }, image: image('/media/images/wide'), video: { src: '/media/videos/v' } }),
      ]),
    ).toEqual({
      image: '/media/images/side',
    });
    expect(openingVisualOf([section({ type: 'page-intro', video: { src: '/media/videos/intro', label: 'Intro' } })])).toEqual({
      videoPoster: '/media/videos/intro',
    });
    expect(openingVisualOf([section({ type: 'rotating-word-hero', visual: { image: image('/media/images/about/banner') } })])).toEqual({
      image: '/media/images/about/banner',
    });
  });

  it('uses a frame hero’s sequence and a full-screen or tablet video’s poster', () => {
    expect(openingVisualOf([section({ type: 'frame-hero', sequence: 'car_frames' })])).toEqual({ frameSequence: 'car_frames' });
    expect(openingVisualOf([section({ type: 'tablet-video', video: { src: '/media/videos/ar-tablet', label: 'AR' } })])).toEqual({
      videoPoster: '/media/videos/ar-tablet',
    });
  });

  it('is undefined for a page whose sections carry no opening picture (cards, logos and legal text do not count)', () => {
    expect(openingVisualOf([section({ type: 'legal-document' }), section({ type: 'partner-logos', logos: [{ src: '/media/logos/a.svg' }] })])).toBeUndefined();
  });
});

describe('visualFileOf', () => {
  it('picks the smallest prepared width that covers the card’s picture area, else the largest', () => {
    // A 1920×800 banner must be 1512 px wide to be 630 px tall; a 1280×800 still is tall enough at 1280.
    expect(visualFileOf({ image: '/media/images/home/hero' }, media)).toBe('/media/images/home/hero-1920.webp');
    expect(visualFileOf({ image: '/media/images/test/card' }, media)).toBe('/media/images/test/card-1280.webp');
    expect(visualFileOf({ image: '/media/images/test/small' }, media)).toBe('/media/images/test/small-800.webp');
  });

  it('names a video’s poster and a sequence’s first desktop frame, and nothing the media index does not know', () => {
    expect(visualFileOf({ videoPoster: '/media/videos/test-loop' }, media)).toBe('/media/videos/test-loop-poster.webp');
    expect(visualFileOf({ frameSequence: 'test_frames' }, media)).toBe('/media/frames/test_frames/desktop/0401.webp');
    expect(visualFileOf({ image: '/media/images/missing' }, media)).toBeUndefined();
    expect(visualFileOf({ frameSequence: 'missing' }, media)).toBeUndefined();
  });
});
