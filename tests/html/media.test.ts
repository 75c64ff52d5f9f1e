/**
 * Media as pre-rendered: a banner picture with its formats and its space reserved, a looping video's files, and
 * the brand icons and web app manifest, each a file the build ships. How the browser picks and plays them is
 * e2e/media.spec.ts.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, builtPage, readBuiltFile } from '../../testing/vitest/built-site.ts';

const BANNER_PAGE = '/industries/ManufacturingIndustry';
const VIDEO_PAGE = '/EDUCOE/EDUCOE';

/** Whether the build ships a non-empty file at this site path. */
const shipped = (path: string) => {
  const file = join(DIST, decodeURIComponent(path));
  return existsSync(file) && statSync(file).isFile() && statSync(file).size > 0;
};

/** The addresses of a srcset ("a.avif 480w, b.avif 800w" → a.avif, b.avif). */
const srcsetUrls = (srcset: string | null) => (srcset ?? '').split(',').flatMap((candidate) => candidate.trim().split(/\s+/).slice(0, 1));

describe('media, as pre-rendered', () => {
  it('a banner image is pre-rendered as a picture with AVIF first, its space reserved, loaded eagerly', () => {
    // The page's banner, the first picture: the solution cards below it have pictures too.
    const picture = builtPage(BANNER_PAGE).querySelector('main picture');
    const [first] = picture?.querySelectorAll('source') ?? [];
    expect(first?.getAttribute('type')).toBe('image/avif');
    expect(first?.getAttribute('srcset')).toMatch(/^\/media\/images\/industries\/manufacturing-480\.avif 480w/);
    const image = picture?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/images/industries/manufacturing-800.webp');
    expect(image?.getAttribute('alt')).toMatch(/\S/);
    expect(image?.getAttribute('width')).toMatch(/^\d+$/);
    expect(image?.getAttribute('height')).toMatch(/^\d+$/);
    expect(image?.getAttribute('loading')).toBe('eager');
    const files = [...(picture?.querySelectorAll('source') ?? [])].flatMap((source) => srcsetUrls(source.getAttribute('srcset')));
    expect(files.length).toBeGreaterThan(1);
    for (const file of [...files, image?.getAttribute('src') ?? '']) expect(shipped(file), file).toBe(true);
  });

  it('a looping video is pre-rendered muted, without preloading, with a poster and sources the build ships', () => {
    const video = builtPage(VIDEO_PAGE).querySelector('main video');
    expect(video?.hasAttribute('muted')).toBe(true);
    expect(video?.hasAttribute('loop')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.getAttribute('poster')).toMatch(/-poster\.webp$/);
    const sources = [...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src') ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const file of [video?.getAttribute('poster') ?? '', ...sources]) expect(shipped(file), file).toBe(true);
  });

  it('the brand icons and the web app manifest are files of the build, and the pages and the manifest point to them', () => {
    for (const path of [
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/site.webmanifest',
      '/brand/satori-xr-mark.svg',
    ])
      expect(shipped(path), path).toBe(true);
    const manifest = JSON.parse(readBuiltFile('site.webmanifest')) as { icons: { src: string }[] };
    expect(manifest.icons.map((icon) => icon.src)).toEqual(expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']));
    for (const { src } of manifest.icons) expect(shipped(src), `site.webmanifest → ${src}`).toBe(true);
    const head = builtPage('/').head;
    const linked = ['icon', 'apple-touch-icon', 'manifest'].map((rel) => head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? `(no ${rel} link)`);
    for (const href of linked) expect(shipped(href), href).toBe(true);
  });
});
