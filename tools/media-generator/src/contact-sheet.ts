/**
 * `npm run media:sheet [output.jpg]`: one contact sheet of the whole art set, for review
 * at a glance. Every still under media-src/images/ (JPEG, PNG, WebP and SVG, the SVGs
 * rasterised), the first, middle and last frame of every sequence in media-src/frames/,
 * and every video's poster (public/media/videos/<name>-poster.webp, its first frame),
 * each labelled with its file name. Default output: docs/media-contact-sheet.jpg.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { REPO_ROOT } from './paths.ts';

export const SHEET_WIDTH = 2400;
const COLUMNS = 6;
export const GAP = 12;
export const LABEL = 26;
export const HEADING = 54;
const TILE_WIDTH = Math.floor((SHEET_WIDTH - GAP * (COLUMNS + 1)) / COLUMNS);
const TILE_HEIGHT = Math.round((TILE_WIDTH * 10) / 16);
export const BACKGROUND = '#111114';
const STILL_TYPES = /\.(jpe?g|png|webp|svg)$/i;

interface Entry {
  file: string;
  label: string;
}

function walk(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
}

function collect(root: string): { title: string; entries: Entry[] }[] {
  const imagesDir = join(root, 'media-src', 'images');
  const stills = walk(imagesDir)
    .filter((file) => STILL_TYPES.test(file))
    .map((file) => ({ file, label: relative(imagesDir, file) }));

  const framesDir = join(root, 'media-src', 'frames');
  const frames: Entry[] = [];
  for (const key of existsSync(framesDir) ? readdirSync(framesDir).sort() : []) {
    const files = walk(join(framesDir, key)).filter((file) => /\.(jpe?g|png|webp)$/i.test(file));
    if (files.length === 0) continue;
    const picks = [...new Set([0, Math.floor((files.length - 1) / 2), files.length - 1])];
    for (const index of picks) {
      const file = files[index];
      if (file) frames.push({ file, label: `${key}/${relative(join(framesDir, key), file)}` });
    }
  }

  const videosDir = join(root, 'public', 'media', 'videos');
  const posters = walk(videosDir)
    .filter((file) => file.endsWith('-poster.webp'))
    .map((file) => ({ file, label: `videos/${relative(videosDir, file).replace('-poster.webp', '')} (first frame)` }));

  return [
    { title: `Stills: media-src/images (${String(stills.length)})`, entries: stills },
    { title: 'Sequences: first, middle and last frame of media-src/frames', entries: frames },
    { title: `Videos: first frame (poster) of public/media/videos (${String(posters.length)})`, entries: posters },
  ].filter((section) => section.entries.length > 0);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A line of text as an SVG for sharp to composite: the tiles' labels (size 17) and the section headings (28, bold, yellow). */
export function textSvg(width: number, height: number, text: string, size: number, weight = 500, color = '#e6e6e6'): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}"><text x="2" y="${String(Math.round(height * 0.72))}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${String(size)}" font-weight="${String(weight)}" fill="${color}">${escapeXml(text)}</text></svg>`,
  );
}

async function thumbnail(file: string): Promise<Buffer> {
  return sharp(file, { density: file.toLowerCase().endsWith('.svg') ? 144 : undefined })
    .flatten({ background: '#000000' })
    .resize(TILE_WIDTH, TILE_HEIGHT, { fit: 'contain', background: '#000000' })
    .toBuffer();
}

export async function writeContactSheet(root: string, output: string): Promise<{ output: string; tiles: number; bytes: number }> {
  const sections = collect(root);
  const layers: OverlayOptions[] = [];
  let y = GAP;
  let tiles = 0;
  for (const section of sections) {
    layers.push({ input: textSvg(SHEET_WIDTH - 2 * GAP, HEADING - 10, section.title, 28, 700, '#ffd60a'), left: GAP, top: y });
    y += HEADING;
    for (const [index, entry] of section.entries.entries()) {
      const column = index % COLUMNS;
      const left = GAP + column * (TILE_WIDTH + GAP);
      layers.push({ input: await thumbnail(entry.file), left, top: y });
      layers.push({ input: textSvg(TILE_WIDTH, LABEL, entry.label, 17), left, top: y + TILE_HEIGHT + 2 });
      tiles += 1;
      if (column === COLUMNS - 1 || index === section.entries.length - 1) y += TILE_HEIGHT + LABEL + GAP;
    }
    y += GAP;
  }
  const image = sharp({ create: { width: SHEET_WIDTH, height: y, channels: 3, background: BACKGROUND } })
    .composite(layers)
    .jpeg({ quality: 78, mozjpeg: true });
  const info = await image.toFile(output);
  return { output, tiles, bytes: info.size };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const output = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? join(REPO_ROOT, 'docs', 'media-contact-sheet.jpg'));
  const result = await writeContactSheet(REPO_ROOT, output);
  console.log(`contact sheet: ${String(result.tiles)} images -> ${relative(REPO_ROOT, result.output)} (${(result.bytes / 1024).toFixed(0)} KB)`);
}
