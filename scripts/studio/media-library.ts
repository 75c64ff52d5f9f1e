/**
 * The media a page can name, for the studio's picker, and uploads of new images. The list comes from
 * public/media/media-manifest.json, the record `npm run media` keeps of what it prepared, so every entry
 * passes the content check's media rule; `src` is the reference content writes (docs/media.md).
 * An upload is saved as a source under media-src/images/ and prepared by the same pipeline.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import sharp from 'sharp';
import { readMediaManifest } from '../content/model/media-references.ts';
import { writeFileAtomically } from '../content/json/atomic-write.ts';

export interface MediaLibrary {
  images: { src: string; width: number; height: number; preview: string }[];
  videos: { src: string; poster?: string }[];
  /** glTF binaries have no picture to show, so the picker names each and gives its size. */
  models: { src: string; bytes: number }[];
}

export function listMedia(root: string): MediaLibrary {
  const manifest = readMediaManifest(root);
  const images = Object.entries(manifest.images)
    .map(([src, entry]) => {
      // The smallest WebP rendition is a thumbnail every browser shows, served by the dev server from public/.
      const width = Math.min(...entry.widths);
      return {
        src,
        width: entry.width,
        height: entry.height,
        preview: `${src}-${width}.${entry.formats.includes('webp') ? 'webp' : (entry.formats[0] ?? 'webp')}`,
      };
    })
    .sort((a, b) => a.src.localeCompare(b.src));
  const videos = Object.keys(manifest.videos)
    .map((src) => ({ src, poster: `${src}-poster.webp` }))
    .sort((a, b) => a.src.localeCompare(b.src));
  const models = Object.entries(manifest.models)
    .map(([src, entry]) => ({ src, bytes: entry.bytes }))
    .sort((a, b) => a.src.localeCompare(b.src));
  return { images, videos, models };
}

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'The image is larger than 20 MB. Export it smaller (2400 px wide is plenty).';

/** "banner.jpg" or "events/banner.jpg": lower-case words, as media references are written (/media/images/[a-z0-9/-]+). */
const UPLOAD_NAME = /^(?:[a-z0-9][a-z0-9-]*\/)?[a-z0-9][a-z0-9-]*\.(?:jpe?g|png|webp)$/;
/** Uploads without a folder go here, apart from the art set. */
const DEFAULT_FOLDER = 'uploads';

/** The image format its first bytes announce; SVG is not accepted, since it can carry script. */
export function imageTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** The art folder: the pipeline copies its SVG drawings as they are and prepares no photos there. */
const ART_FOLDER = 'ui';

/**
 * Why `bytes` are not an image the pipeline can prepare, or undefined when they decode. Their first bytes said JPEG,
 * PNG or WebP (planUpload); this decodes every pixel (sharp fails on a damaged or cut-off file), at a small size.
 */
export async function undecodableImage(bytes: Buffer): Promise<string | undefined> {
  try {
    await sharp(bytes, { failOn: 'error' }).resize({ width: 64, withoutEnlargement: true }).raw().toBuffer();
    return undefined;
  } catch {
    return 'The file could not be read as an image: it may be damaged, or only named like a JPEG, PNG or WebP. Open it in an image editor and export it again.';
  }
}

export type UploadPlan = { ok: true; sourceFile: string; src: string } | { ok: false; status: 400 | 409 | 413 | 415; message: string };

/**
 * A browser sends the picked file's own name ("Keynote Stage.JPG"): letter case, spaces and underscores are
 * made into the reference's spelling; anything else stays and is judged as it is.
 */
const normalisedName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** Where an upload named `requested` goes, and its reference in content; or why it is refused. Writes nothing. */
export function planUpload(root: string, requested: string, bytes: Buffer): UploadPlan {
  const name = normalisedName(requested);
  if (!UPLOAD_NAME.test(name))
    return {
      ok: false,
      status: 400,
      message: `"${requested}" is not a usable image name. Use lower-case letters, digits and "-", optionally one folder, and .jpg, .png or .webp, such as "events/keynote-stage.jpg".`,
    };
  if (name.startsWith(`${ART_FOLDER}/`))
    return {
      ok: false,
      status: 400,
      message: `The "${ART_FOLDER}" folder holds the site's drawn icons (SVG files, added by a developer). Put photos in another folder, such as "events/${name.slice(ART_FOLDER.length + 1)}".`,
    };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, status: 413, message: UPLOAD_TOO_LARGE };
  if (!imageTypeOf(bytes)) return { ok: false, status: 415, message: 'The file is not a JPEG, PNG or WebP image.' };
  const relativePath = name.includes('/') ? name : `${DEFAULT_FOLDER}/${name}`;
  const sourceFile = `media-src/images/${relativePath}`;
  const stem = relativePath.replace(/\.[^.]+$/, '');
  const clash = ['jpg', 'jpeg', 'png', 'webp', 'svg'].map((extension) => `media-src/images/${stem}.${extension}`).find((file) => existsSync(join(root, file)));
  if (clash) return { ok: false, status: 409, message: `${clash} already exists. Choose another name, so pages that show that image keep it.` };
  return { ok: true, sourceFile, src: `/media/images/${stem}` };
}

/** This project's tsx and media pipeline; run with `root` as the working folder, which is what the pipeline prepares. */
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const PIPELINE = fileURLToPath(new URL('../media/pipeline.ts', import.meta.url));

/**
 * Runs `npm run media` for `root`. The pipeline is a script, not a function (it prepares all of media-src/
 * in one pass, skipping unchanged sources), so it runs as a child process.
 */
export function runMediaPipeline(root: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [PIPELINE], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

export function saveUpload(root: string, sourceFile: string, bytes: Buffer): void {
  writeFileAtomically(join(root, sourceFile), bytes, { mustNotExist: true });
}

export function removeUpload(root: string, sourceFile: string): void {
  rmSync(join(root, sourceFile), { force: true });
}
