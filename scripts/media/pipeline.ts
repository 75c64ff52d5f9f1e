/**
 * `npm run media`: turns media-src/ into web-ready, committed files under
 * public/ and writes public/media/media-manifest.json.
 *
 *   media-src/images/**        → public/media/images/<path>-<width>.avif|webp   (images/ui/*.svg are copied)
 *   media-src/frames/<key>/*.jpg → public/media/frames/<key>/{desktop,mobile}/<number>.avif|webp + manifest.json
 *   media-src/videos/<name>.mp4 → public/media/videos/<name>.webm|.mp4 + <name>-poster.webp
 *   media-src/models/<name>.glb → public/media/models/<name>.glb, optimised (pipeline/optimise-model.ts)
 *   media-src/environments/<name>.hdr → public/media/environments/<name>.hdr, as it is (the 3D viewer's lighting)
 *   media-src/logos/partners/*.svg → public/media/logos/partners/
 *   media-src/brand/*.svg      → public/brand/ (og-default.svg → og-default.png), public/favicon.svg, public/icons/*.png, public/apple-touch-icon.png
 *
 * Outputs whose sources are unchanged are kept as they are, so a re-run changes nothing.
 * Prints a summary (pipeline/report.ts): what was processed, what was unchanged, where the outputs went and
 * every output over budget; `--verbose` also lists every output with its size. Exits 1 when a budget is exceeded.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { FRAME_WIDTHS, MEDIA_BUDGETS, PHONE_IMAGE_WIDTH, VIDEO_WIDTH, imageWidthsFor } from './budgets.ts';
import {
  MEDIA_MANIFEST_FILE,
  emptyManifest,
  type FileEntry,
  type ImageEntry,
  type MediaManifest,
  type SequenceEntry,
  type VideoEntry,
} from './media-manifest.ts';
import { encodeImage, encodeVideo, firstFrame, readSvgSize, type ImageFormat } from './pipeline/encode.ts';
import { modelVariantNames, optimiseModel } from './pipeline/optimise-model.ts';
import { formatMediaReport, overBudget, type OutputRow, type SourceResult } from './pipeline/report.ts';

/** Bump when encoder settings change: every output is then rebuilt once. */
const SETTINGS_VERSION = 1;
const FORMATS: ImageFormat[] = ['avif', 'webp'];
const root = process.cwd();
const SRC = join(root, 'media-src');
const PUBLIC = join(root, 'public');
const OUT = join(PUBLIC, 'media');

const verbose = process.argv.includes('--verbose');
const rows: OutputRow[] = [];
const sources: SourceResult[] = [];
const produced = new Set<string>();

const posix = (path: string) => path.split(sep).join('/');
const sha256 = (...buffers: Buffer[]) => buffers.reduce((hash, buffer) => hash.update(buffer), createHash('sha256')).digest('hex');
const publicPath = (file: string) => `/${posix(relative(PUBLIC, file))}`;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
}

/** Writes `file` unless it already holds `content`; true when it wrote. */
function write(file: string, content: Buffer | string): boolean {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return false;
  writeFileSync(file, content);
  return true;
}

function record(file: string, budget?: number): void {
  produced.add(file);
  rows.push({ file: posix(relative(root, file)), bytes: statSync(file).size, ...(budget === undefined ? {} : { budget }) });
}

/** Notes one source for the summary; its outputs are the rows recorded since `firstRow`. */
function recordSource(source: string, kind: string, processed: boolean, firstRow: number): void {
  sources.push({ source: posix(relative(root, source)), kind, processed, outputs: rows.slice(firstRow).map((row) => row.file) });
}

const previousManifest = ((): MediaManifest => {
  const file = join(root, MEDIA_MANIFEST_FILE);
  if (!existsSync(file)) return emptyManifest(SETTINGS_VERSION);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as MediaManifest;
  return manifest.settingsVersion === SETTINGS_VERSION ? manifest : emptyManifest(SETTINGS_VERSION);
})();
const manifest = emptyManifest(SETTINGS_VERSION);

// ---------- images ----------
const imageFiles = walk(join(SRC, 'images')).filter((file) => /\.(jpe?g|png|webp|svg)$/i.test(file) && !posix(relative(SRC, file)).startsWith('images/ui/'));
for (const file of imageFiles) {
  const relativePath = posix(relative(join(SRC, 'images'), file)).replace(/\.[^.]+$/, '');
  const key = `/media/images/${relativePath}`;
  const input = readFileSync(file);
  const sourceHash = sha256(input);
  const outputFor = (width: number, format: ImageFormat) => join(OUT, 'images', `${relativePath}-${width}.${format}`);
  const previous = previousManifest.images[key];
  const isVector = extname(file).toLowerCase() === '.svg';
  // Vectors are drawn at twice their size for crisp edges; their declared size caps the widths made.
  const { width: sourceWidth, height: sourceHeight } = isVector ? readSvgSize(file) : await sharp(input).metadata();
  const widths = imageWidthsFor(sourceWidth);
  // A width added to IMAGE_WIDTHS makes the images it applies to again (the other widths come out byte for byte as before).
  const reusable =
    previous?.sourceHash === sourceHash &&
    previous.widths.join() === widths.join() &&
    previous.widths.every((width) => FORMATS.every((format) => existsSync(outputFor(width, format))));
  const firstRow = rows.length;
  let entry: ImageEntry;
  if (previous && reusable) {
    entry = previous;
  } else {
    const raster = isVector ? await sharp(input, { density: 144 }).png().toBuffer() : input;
    const largest = Math.max(...widths);
    for (const format of FORMATS) {
      // The largest rendition sets the quality for the whole set, so every width looks alike.
      const top = await encodeImage(raster, largest, format, MEDIA_BUDGETS.imageLargestBytes);
      write(outputFor(largest, format), top.buffer);
      for (const width of widths.filter((candidate) => candidate !== largest)) {
        if (width === PHONE_IMAGE_WIDTH) {
          // The phone's rendition may be a page's opening image: the set's quality, lowered only as far as its budget needs.
          write(outputFor(width, format), (await encodeImage(raster, width, format, MEDIA_BUDGETS.openingImagePhoneBytes, top.quality)).buffer);
          continue;
        }
        const pipeline = sharp(raster).resize({ width });
        write(
          outputFor(width, format),
          format === 'avif'
            ? await pipeline.avif({ quality: top.quality, effort: 4 }).toBuffer()
            : await pipeline.webp({ quality: top.quality, effort: 5, smartSubsample: true }).toBuffer(),
        );
      }
    }
    entry = {
      width: largest,
      height: Math.round((largest * sourceHeight) / sourceWidth),
      widths,
      formats: FORMATS,
      source: posix(relative(root, file)),
      sourceHash,
    };
  }
  manifest.images[key] = entry;
  for (const width of entry.widths)
    for (const format of FORMATS)
      record(
        outputFor(width, format),
        width === entry.width ? MEDIA_BUDGETS.imageLargestBytes : width === PHONE_IMAGE_WIDTH ? MEDIA_BUDGETS.openingImagePhoneBytes : undefined,
      );
  recordSource(file, 'image', !(previous && reusable), firstRow);
}

// ---------- vector files: UI graphics, partner logos, brand ----------
function copyVector(source: string, target: string, name?: string): void {
  const content = readFileSync(source);
  const firstRow = rows.length;
  const written = write(target, content);
  const entry: FileEntry = { ...readSvgSize(source), source: posix(relative(root, source)), sourceHash: sha256(content) };
  if (name) entry.name = name;
  manifest.files[publicPath(target)] = entry;
  record(target);
  recordSource(source, 'vector file', written, firstRow);
}

for (const file of walk(join(SRC, 'images', 'ui')).filter((candidate) => candidate.endsWith('.svg'))) {
  copyVector(file, join(OUT, 'images', 'ui', relative(join(SRC, 'images', 'ui'), file)));
}

const partnersDir = join(SRC, 'logos', 'partners');
const partnerNames = new Map<string, string>();
if (existsSync(join(partnersDir, 'partners.json'))) {
  for (const partner of JSON.parse(readFileSync(join(partnersDir, 'partners.json'), 'utf8')) as { file: string; name: string }[])
    partnerNames.set(partner.file, partner.name);
  const firstRow = rows.length;
  const written = write(join(OUT, 'logos', 'partners', 'partners.json'), readFileSync(join(partnersDir, 'partners.json')));
  record(join(OUT, 'logos', 'partners', 'partners.json'));
  recordSource(join(partnersDir, 'partners.json'), 'partner list', written, firstRow);
}
for (const file of walk(partnersDir).filter((candidate) => candidate.endsWith('.svg'))) {
  copyVector(file, join(OUT, 'logos', 'partners', relative(partnersDir, file)), partnerNames.get(relative(partnersDir, file)));
}

const brandDir = join(SRC, 'brand');
const brandTargets: Record<string, string> = {
  'satori-xr-mark.svg': join(PUBLIC, 'brand', 'satori-xr-mark.svg'),
  'satori-xr-logo.svg': join(PUBLIC, 'brand', 'satori-xr-logo.svg'),
  'favicon.svg': join(PUBLIC, 'favicon.svg'),
};
/** Brand SVGs published as PNG for platforms that need a raster: app icons and the 1200×630 social-share preview. */
const brandRasters: Record<string, { target: string; width: number; height: number; density: number }> = {
  'icon-192.svg': { target: join(PUBLIC, 'icons', 'icon-192.png'), width: 192, height: 192, density: 300 },
  'icon-512.svg': { target: join(PUBLIC, 'icons', 'icon-512.png'), width: 512, height: 512, density: 300 },
  'apple-touch-icon.svg': { target: join(PUBLIC, 'apple-touch-icon.png'), width: 180, height: 180, density: 300 },
  'og-default.svg': { target: join(PUBLIC, 'brand', 'og-default.png'), width: 1200, height: 630, density: 144 },
};
for (const [name, target] of Object.entries(brandTargets)) if (existsSync(join(brandDir, name))) copyVector(join(brandDir, name), target);
for (const [name, { target, width, height, density }] of Object.entries(brandRasters)) {
  const source = join(brandDir, name);
  if (!existsSync(source)) continue;
  const content = readFileSync(source);
  const previous = previousManifest.files[publicPath(target)];
  const unchanged = previous?.sourceHash === sha256(content) && existsSync(target);
  if (!unchanged) {
    write(target, await sharp(content, { density }).resize(width, height).png({ compressionLevel: 9 }).toBuffer());
  }
  manifest.files[publicPath(target)] = { width, height, source: posix(relative(root, source)), sourceHash: sha256(content) };
  const firstRow = rows.length;
  record(target);
  recordSource(source, 'brand image', !unchanged, firstRow);
}

// ---------- frame sequences ----------
const framesDir = join(SRC, 'frames');
for (const key of existsSync(framesDir)
  ? readdirSync(framesDir)
      .filter((name) => statSync(join(framesDir, name)).isDirectory())
      .sort()
  : []) {
  const files = readdirSync(join(framesDir, key))
    .filter((name) => /^\d+\.(jpe?g|png|webp)$/i.test(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  if (files.length === 0) continue;
  const numbers = files.map((name) => parseInt(name, 10));
  const digits = (files[0] ?? '').replace(/\..*$/, '').length;
  const firstNumber = numbers[0] ?? 0;
  numbers.forEach((number, index) => {
    if (number !== firstNumber + index) throw new Error(`media-src/frames/${key}: frame ${firstNumber + index} is missing (found ${number}).`);
  });
  const inputs = files.map((name) => readFileSync(join(framesDir, key, name)));
  const sourceHash = sha256(...inputs, Buffer.from(files.join('\n')));
  const frameFile = (variant: keyof typeof FRAME_WIDTHS, number: number, format: ImageFormat) =>
    join(OUT, 'frames', key, variant, `${String(number).padStart(digits, '0')}.${format}`);
  const previous = previousManifest.sequences[key];
  const reusable =
    previous?.sourceHash === sourceHash &&
    numbers.every((number) => (['desktop', 'mobile'] as const).every((variant) => FORMATS.every((format) => existsSync(frameFile(variant, number, format)))));
  const firstRow = rows.length;
  let entry: SequenceEntry;
  if (previous && reusable) {
    entry = previous;
  } else {
    const meta = await sharp(inputs[0]).metadata();
    const size = (width: number) => ({ width, height: Math.round((width * meta.height) / meta.width) });
    for (const [index, input] of inputs.entries()) {
      const number = numbers[index] ?? 0;
      for (const format of FORMATS) {
        write(frameFile('desktop', number, format), (await encodeImage(input, FRAME_WIDTHS.desktop, format, MEDIA_BUDGETS.frameDesktopBytes)).buffer);
        write(frameFile('mobile', number, format), (await encodeImage(input, FRAME_WIDTHS.mobile, format, MEDIA_BUDGETS.frameDesktopBytes / 2)).buffer);
      }
    }
    entry = {
      path: `/media/frames/${key}`,
      count: files.length,
      firstNumber,
      digits,
      formats: FORMATS,
      desktop: size(FRAME_WIDTHS.desktop),
      mobile: size(FRAME_WIDTHS.mobile),
      sourceHash,
    };
  }
  manifest.sequences[key] = entry;
  // The frame-hero component reads this: everything but the source hash.
  const publicEntry = {
    key,
    path: entry.path,
    count: entry.count,
    firstNumber: entry.firstNumber,
    digits: entry.digits,
    formats: entry.formats,
    desktop: entry.desktop,
    mobile: entry.mobile,
  };
  write(join(OUT, 'frames', key, 'manifest.json'), `${JSON.stringify(publicEntry, null, 2)}\n`);
  record(join(OUT, 'frames', key, 'manifest.json'));
  for (const number of numbers) {
    for (const format of FORMATS) {
      record(frameFile('desktop', number, format), MEDIA_BUDGETS.frameDesktopBytes);
      record(frameFile('mobile', number, format));
    }
  }
  recordSource(join(framesDir, key), 'frame sequence', !(previous && reusable), firstRow);
}

// ---------- videos ----------
for (const file of walk(join(SRC, 'videos')).filter((candidate) => candidate.endsWith('.mp4'))) {
  const name = posix(relative(join(SRC, 'videos'), file)).replace(/\.mp4$/, '');
  const key = `/media/videos/${name}`;
  const sourceHash = sha256(readFileSync(file));
  const outputs = { webm: join(OUT, 'videos', `${name}.webm`), mp4: join(OUT, 'videos', `${name}.mp4`), poster: join(OUT, 'videos', `${name}-poster.webp`) };
  const previous = previousManifest.videos[key];
  const unchanged = previous?.sourceHash === sourceHash && Object.values(outputs).every((output) => existsSync(output));
  const firstRow = rows.length;
  let entry: VideoEntry;
  if (previous && unchanged) {
    entry = previous;
  } else {
    mkdirSync(dirname(outputs.webm), { recursive: true });
    encodeVideo(file, outputs.webm, 'webm', VIDEO_WIDTH, MEDIA_BUDGETS.videoFileBytes);
    encodeVideo(file, outputs.mp4, 'mp4', VIDEO_WIDTH, MEDIA_BUDGETS.videoFileBytes);
    const frame = firstFrame(file);
    const poster = await encodeImage(frame, VIDEO_WIDTH, 'webp', MEDIA_BUDGETS.imageLargestBytes);
    write(outputs.poster, poster.buffer);
    const meta = await sharp(poster.buffer).metadata();
    entry = { width: meta.width, height: meta.height, formats: ['webm', 'mp4'], source: posix(relative(root, file)), sourceHash };
  }
  manifest.videos[key] = entry;
  record(outputs.webm, MEDIA_BUDGETS.videoFileBytes);
  record(outputs.mp4, MEDIA_BUDGETS.videoFileBytes);
  record(outputs.poster, MEDIA_BUDGETS.imageLargestBytes);
  recordSource(file, 'video', !unchanged, firstRow);
}

// ---------- models ----------
for (const file of walk(join(SRC, 'models')).filter((candidate) => candidate.endsWith('.glb'))) {
  const name = posix(relative(join(SRC, 'models'), file)).replace(/\.glb$/, '');
  const key = `/media/models/${name}`;
  const input = readFileSync(file);
  const sourceHash = sha256(input);
  const output = join(OUT, 'models', `${name}.glb`);
  const unchanged = previousManifest.models[key]?.sourceHash === sourceHash && existsSync(output);
  const firstRow = rows.length;
  if (!unchanged) write(output, Buffer.from(await optimiseModel(input)));
  const variants = await modelVariantNames(readFileSync(output));
  manifest.models[key] = { bytes: statSync(output).size, source: posix(relative(root, file)), sourceHash, variants };
  record(output, MEDIA_BUDGETS.modelBytes);
  recordSource(file, 'model', !unchanged, firstRow);
}

// ---------- lighting environments ----------
for (const file of walk(join(SRC, 'environments')).filter((candidate) => candidate.endsWith('.hdr'))) {
  const name = posix(relative(join(SRC, 'environments'), file)).replace(/\.hdr$/, '');
  const input = readFileSync(file);
  const sourceHash = sha256(input);
  const output = join(OUT, 'environments', `${name}.hdr`);
  const firstRow = rows.length;
  const changed = write(output, input);
  manifest.environments[`/media/environments/${name}`] = { bytes: input.length, source: posix(relative(root, file)), sourceHash };
  record(output, MEDIA_BUDGETS.environmentBytes);
  recordSource(file, 'environment', changed, firstRow);
}

// ---------- stale outputs, manifest, report ----------
const removed: string[] = [];
for (const file of walk(OUT)) {
  if (!produced.has(file) && file !== join(root, MEDIA_MANIFEST_FILE)) {
    rmSync(file);
    removed.push(posix(relative(root, file)));
  }
}
write(join(root, MEDIA_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

const report = {
  sources,
  rows,
  removed,
  manifestFile: MEDIA_MANIFEST_FILE,
  publicTotalBytes: walk(PUBLIC).reduce((sum, file) => sum + statSync(file).size, 0),
  publicBudgetBytes: MEDIA_BUDGETS.publicTotalBytes,
  sequences: Object.fromEntries(Object.entries(manifest.sequences).map(([key, sequence]) => [key, sequence.count])),
};
process.stdout.write(formatMediaReport(report, { verbose }));
if (overBudget(report).length > 0) process.exit(1);
