/**
 * Every pre-rendered page names its own share card (scripts/build/share-images/): og:image points at a 1200×630 JPEG
 * in dist/media/share, with its size and words in the head, and Twitter's large card. Read from the raw HTML and the
 * JPEG headers (sharp's metadata), which is cheap for the ~90 pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { site } from '../../testing/playwright/content.ts';
import { DIST, builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

const SHARE_FOLDER = '/media/share/';

/** The content of each `<meta {attribute}="{key}">` of the page, decoded as the HTML escapes it (route-head.ts). */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'gu');
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '')
      .replace(/&quot;/gu, '"')
      .replace(/&lt;/gu, '<')
      .replace(/&gt;/gu, '>')
      .replace(/&amp;/gu, '&'),
  );
}

const cards = builtPages.map((page) => {
  const html = readBuiltFile(page.file);
  return { page: page.urlPath, html, image: metaContents(html, 'og:image')[0] ?? '' };
});

describe('share images', () => {
  it('every pre-rendered page’s head names a card of its own in /media/share, with width, height, alt and X’s large card', () => {
    for (const { page, html, image } of cards) {
      expect(image, page).toMatch(new RegExp(`^${site.siteUrl}${SHARE_FOLDER}[0-9a-f]{16}\\.jpg$`, 'u'));
      expect(metaContents(html, 'og:image:width'), page).toEqual(['1200']);
      expect(metaContents(html, 'og:image:height'), page).toEqual(['630']);
      expect(metaContents(html, 'og:image:alt'), page).toEqual([expect.stringMatching(/\S/u)]);
      // X reads og:image for its large card.
      expect(metaContents(html, 'twitter:card'), page).toEqual(['summary_large_image']);
    }
  });

  it('each card named is a 1200×630 JPEG in dist, and dist holds no card that no page names', async () => {
    const named = new Set(cards.map(({ image }) => image.slice(`${site.siteUrl}${SHARE_FOLDER}`.length)));
    expect(new Set(readdirSync(join(DIST, SHARE_FOLDER)))).toEqual(named);
    for (const name of named) {
      const file = join(DIST, SHARE_FOLDER, name);
      expect(existsSync(file), name).toBe(true);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }, name).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('different pages get different cards, and the card shows the page’s title words', () => {
    const byPage = new Map(cards.map((card) => [card.page, card]));
    const home = byPage.get('/');
    const about = byPage.get('/about');
    expect(home?.image).not.toBe(about?.image);
    expect(readFileSync(join(DIST, new URL(home?.image ?? '').pathname))).not.toEqual(readFileSync(join(DIST, new URL(about?.image ?? '').pathname)));
    // "About Satori XR | Understanding complexity, delivered easily": the longer part is the headline.
    expect(metaContents(about?.html ?? '', 'og:image:alt')).toEqual(['Understanding complexity, delivered easily (About Satori XR)']);
  });
});
