/**
 * Every built page's opening image (the first image of its first section, its largest paint on a phone) is sized
 * for a phone (issue 36): the rendition a 412 px phone at 1.75 DPR downloads, in each format the page offers, is at
 * most 25 KB. Posts are left out: their featured image is WordPress's, not the media pipeline's.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingImageOf, phoneChoices } from '../../scripts/bench/opening-image.ts';
import { MEDIA_BUDGETS, PHONE_VIEWPORT } from '../../scripts/media/budgets.ts';
import { DIST, builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

const openingImages = builtPages.flatMap(({ urlPath, file }) => {
  const image = openingImageOf(readBuiltFile(file));
  return image && image.sectionType !== 'post-detail' ? [{ urlPath, image }] : [];
});

describe('opening images on a phone', () => {
  it('are found on the pages that open with one', () => {
    const pages = new Map(openingImages.map(({ urlPath, image }) => [urlPath, image.sectionType]));
    expect(pages.get('/')).toBe('hero');
    expect(pages.get('/persona/automotivesales')).toBe('page-intro');
    expect(pages.get('/solutions/salesxrtreme')).toBe('frame-hero');
  });

  it('have a rendition near the phone’s 721 pixels, which Chromium picks', () => {
    const { sources } = openingImages.find(({ urlPath }) => urlPath === '/')?.image ?? { sources: [] };
    const [avif] = phoneChoices({ sectionType: 'hero', sources });
    expect(avif?.type).toBe('image/avif');
    expect(avif?.chromium.url).toBe('/media/images/home/hero-720.avif');
  });

  it('are at most 25 KB in the rendition a phone downloads, in every format', () => {
    const tooLarge = openingImages.flatMap(({ urlPath, image }) =>
      phoneChoices(image, PHONE_VIEWPORT).flatMap(({ chromium, atLeastSlot }) =>
        [...new Set([chromium.url, atLeastSlot.url])].flatMap((url) => {
          const bytes = statSync(join(DIST, url)).size;
          return bytes > MEDIA_BUDGETS.openingImagePhoneBytes ? [`${urlPath}: ${url} is ${bytes} bytes`] : [];
        }),
      ),
    );
    expect(openingImages.length).toBeGreaterThan(20);
    expect(tooLarge).toEqual([]);
  });
});
