/**
 * Checks that media named in content exists: images, videos and sequences in
 * public/media/media-manifest.json (written by `npm run media`) and every file
 * the manifest promises for them under public/ (each image width and format,
 * each video format and its poster, every frame of a sequence in each size and
 * format, with no frames beyond the listed count), each 3D model's glTF binary (present, and a glTF 2.0 binary);
 * other files directly under public/.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { closest } from 'fastest-levenshtein';
import { MEDIA_MANIFEST_FILE, emptyManifest, type MediaManifest, type SequenceEntry } from '../../media/media-manifest.ts';

export type MediaKind = 'image' | 'video' | 'hosted-video' | 'sequence' | 'model' | 'file';

export function readMediaManifest(root: string): MediaManifest {
  const file = join(root, MEDIA_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MediaManifest) : emptyManifest(0);
}

const hint = (value: string, known: string[]) => (known.length > 0 ? ` Did you mean "${closest(value, known)}"?` : '');
const RERUN = 'Run `npm run media` to prepare it again.';

/** "a.avif", "a.avif and b.webp", "a.avif, b.webp, c.avif and 4 more" */
function listFiles(files: readonly string[]): string {
  if (files.length <= 3) return files.length === 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files.at(-1) ?? ''}`;
  return `${files.slice(0, 3).join(', ')} and ${files.length - 3} more`;
}

function missingFilesProblem(root: string, publicPaths: readonly string[]): string | undefined {
  const missing = publicPaths.filter((path) => !existsSync(join(root, 'public', path)));
  if (missing.length === 0) return undefined;
  return `is in the media manifest, but ${listFiles(missing.map((path) => `public${path}`))} ${missing.length === 1 ? 'is' : 'are'} missing. ${RERUN}`;
}

/** What is wrong with a model's file, read as far as its header: a glTF binary starts "glTF", version 2, its length. */
function modelFileProblem(root: string, key: string): string | undefined {
  const file = join(root, 'public', `${key}.glb`);
  if (!existsSync(file)) return `is in the media manifest, but public${key}.glb is missing. ${RERUN}`;
  const bytes = readFileSync(file);
  const isGlb = bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'glTF' && bytes.readUInt32LE(4) === 2 && bytes.readUInt32LE(8) === bytes.length;
  return isGlb ? undefined : `is in the media manifest, but public${key}.glb is not a whole glTF 2.0 binary (broken or cut short). ${RERUN}`;
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** Every frame file of every size and format, and nothing beyond the count the manifests list. */
function sequenceFilesProblem(root: string, key: string, entry: SequenceEntry): string | undefined {
  const problems: string[] = [];
  const last = entry.firstNumber + entry.count - 1;
  const ownManifestFile = join(root, 'public', entry.path, 'manifest.json');
  if (existsSync(ownManifestFile)) {
    const own = JSON.parse(readFileSync(ownManifestFile, 'utf8')) as Partial<SequenceEntry>;
    if (own.count !== entry.count || own.firstNumber !== entry.firstNumber) {
      problems.push(`public${entry.path}/manifest.json lists ${String(own.count)} frames from ${String(own.firstNumber)}.`);
    }
  }
  for (const variant of ['desktop', 'mobile'] as const) {
    const dir = `${entry.path}/${variant}`;
    const present = existsSync(join(root, 'public', dir)) ? readdirSync(join(root, 'public', dir)) : [];
    const presentSet = new Set(present);
    const expected = entry.formats.flatMap((format) =>
      Array.from({ length: entry.count }, (_, index) => `${pad(entry.firstNumber + index, entry.digits)}.${format}`),
    );
    const expectedSet = new Set(expected);
    const missing = expected.filter((name) => !presentSet.has(name));
    const extra = present.filter((name) => /^\d+\.(avif|webp)$/.test(name) && !expectedSet.has(name)).sort();
    if (missing.length > 0) problems.push(`public${dir} is missing ${listFiles(missing)}.`);
    if (extra.length > 0)
      problems.push(
        `public${dir} holds ${extra.length === 1 ? 'a frame' : `${extra.length} frames`} beyond the ${entry.count} listed (${listFiles(extra)}), so the frame count does not match.`,
      );
  }
  if (problems.length === 0) return undefined;
  return `is a frame sequence of ${entry.count} frames (${pad(entry.firstNumber, entry.digits)} to ${pad(last, entry.digits)}) in public/media/media-manifest.json, but its files do not match: ${problems.join(' ')} Run \`npm run media\` to prepare "${key}" again.`;
}

export type MediaChecker = (kind: MediaKind, value: string) => string | undefined;

/**
 * Answers "does this reference resolve?" with undefined or a plain-English problem.
 * File-system results are remembered per reference, so a thousand pages naming
 * the same sequence look at its frames once.
 */
export function createMediaChecker(root: string, manifest: MediaManifest = readMediaManifest(root)): MediaChecker {
  const remembered = new Map<string, string | undefined>();
  const check = (kind: MediaKind, value: string): string | undefined => {
    switch (kind) {
      case 'image': {
        const entry = manifest.images[value];
        if (!entry)
          return `is not a prepared image. Add its source to media-src/images/ and run \`npm run media\`.${hint(value, Object.keys(manifest.images))}`;
        return missingFilesProblem(
          root,
          entry.widths.flatMap((width) => entry.formats.map((format) => `${value}-${width}.${format}`)),
        );
      }
      case 'video':
      case 'hosted-video': {
        const key = kind === 'video' ? value : `/media/videos/${value}`;
        const entry = manifest.videos[key];
        if (!entry) {
          return kind === 'video'
            ? `is not a prepared video. Add its master to media-src/videos/ and run \`npm run media\`.${hint(value, Object.keys(manifest.videos))}`
            : `has no copy under public/media/videos, which the default hosting address serves. Add media-src/videos/${value}.mp4 and run \`npm run media\`.${hint(
                value,
                Object.keys(manifest.videos).map((name) => name.replace('/media/videos/', '')),
              )}`;
        }
        return missingFilesProblem(root, [...entry.formats.map((format) => `${key}.${format}`), `${key}-poster.webp`]);
      }
      case 'sequence': {
        const entry = manifest.sequences[value];
        if (!entry)
          return `is not a prepared frame sequence. Add its frames to media-src/frames/${value}/ and run \`npm run media\`.${hint(value, Object.keys(manifest.sequences))}`;
        return sequenceFilesProblem(root, value, entry);
      }
      case 'model': {
        if (!manifest.models[value])
          return `is not a prepared 3D model. Export it with \`npm run media:generate -- models/\` (or put a glTF binary in media-src/models/) and run \`npm run media\`.${hint(value, Object.keys(manifest.models))}`;
        return modelFileProblem(root, value);
      }
      case 'file':
        return existsSync(join(root, 'public', value)) ? undefined : `does not exist under public/.`;
    }
  };
  return (kind, value) => {
    const key = `${kind}\u0000${value}`;
    if (remembered.has(key)) return remembered.get(key);
    const problem = check(kind, value);
    remembered.set(key, problem);
    return problem;
  };
}
