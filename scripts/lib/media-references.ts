/**
 * Checks that media named in content exists: images, videos and sequences in
 * public/media/media-manifest.json (written by `npm run media`), other files under public/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closest } from 'fastest-levenshtein';
import { MEDIA_MANIFEST_FILE, emptyManifest, type MediaManifest } from '../media/media-manifest.ts';

export type MediaKind = 'image' | 'video' | 'hosted-video' | 'sequence' | 'file';

export function readMediaManifest(root: string): MediaManifest {
  const file = join(root, MEDIA_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MediaManifest) : emptyManifest(0);
}

const hint = (value: string, known: string[]) => (known.length > 0 ? ` Did you mean "${closest(value, known)}"?` : '');

/** Undefined when the reference resolves, otherwise a plain-English problem. */
export function checkMediaReference(root: string, manifest: MediaManifest, kind: MediaKind, value: string): string | undefined {
  switch (kind) {
    case 'image':
      return manifest.images[value] ? undefined : `is not a prepared image. Add its source to media-src/images/ and run \`npm run media\`.${hint(value, Object.keys(manifest.images))}`;
    case 'video':
      return manifest.videos[value] ? undefined : `is not a prepared video. Add its master to media-src/videos/ and run \`npm run media\`.${hint(value, Object.keys(manifest.videos))}`;
    case 'hosted-video':
      return manifest.videos[`/media/videos/${value}`]
        ? undefined
        : `has no copy under public/media/videos, which the default hosting address serves. Add media-src/videos/${value}.mp4 and run \`npm run media\`.${hint(value, Object.keys(manifest.videos).map((key) => key.replace('/media/videos/', '')))}`;
    case 'sequence':
      return manifest.sequences[value] ? undefined : `is not a prepared frame sequence. Add its frames to media-src/frames/${value}/ and run \`npm run media\`.${hint(value, Object.keys(manifest.sequences))}`;
    case 'file':
      return existsSync(join(root, 'public', value)) ? undefined : `does not exist under public/.`;
  }
}
