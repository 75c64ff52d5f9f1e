/** Encoders with quality ladders: each output takes the best quality that fits its budget. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import sharp from 'sharp';

export type ImageFormat = 'avif' | 'webp';

const QUALITY_LADDER: Record<ImageFormat, number[]> = {
  avif: [58, 50, 44, 38, 32, 26],
  webp: [80, 72, 64, 56, 48, 40, 32],
};

export interface Encoded {
  buffer: Buffer;
  quality: number;
}

/**
 * Encodes one rendition, stepping quality down until it fits `budget` (or the ladder ends). `maxQuality` starts the
 * ladder at that quality (a smaller rendition of a set never looks better than its largest).
 */
export async function encodeImage(input: Buffer, width: number, format: ImageFormat, budget: number | undefined, maxQuality = Infinity): Promise<Encoded> {
  let last: Encoded | undefined;
  const ladder = QUALITY_LADDER[format].filter((quality) => quality < maxQuality);
  for (const quality of [...(Number.isFinite(maxQuality) ? [maxQuality] : []), ...ladder]) {
    const pipeline = sharp(input).resize({ width, withoutEnlargement: true });
    const buffer =
      format === 'avif' ? await pipeline.avif({ quality, effort: 4 }).toBuffer() : await pipeline.webp({ quality, effort: 5, smartSubsample: true }).toBuffer();
    last = { buffer, quality };
    if (budget === undefined || buffer.length <= budget) return last;
  }
  if (!last) throw new Error('empty quality ladder');
  return last;
}

let ffmpegChecked = false;

/** ffmpeg is needed only to regenerate videos; Debian's package is installed on first use. */
export function ensureFfmpeg(): void {
  if (ffmpegChecked) return;
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.log("==> Installing Debian's ffmpeg (needed only to regenerate videos)");
    const [command = 'apt-get', ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
    execFileSync(command, [...prefix, 'update'], { stdio: 'inherit' });
    execFileSync(command, [...prefix, 'install', '-y', 'ffmpeg'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  ffmpegChecked = true;
}

const VIDEO_LADDERS = {
  webm: [34, 38, 42, 46, 50],
  mp4: [25, 28, 31, 34, 37],
} as const;

/** Transcodes a master to a muted, web-ready loop that fits `budget`; returns the CRF used. */
export function encodeVideo(source: string, output: string, format: 'webm' | 'mp4', width: number, budget: number): number {
  ensureFfmpeg();
  const common = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    '-vf',
    `scale=${width}:-2:flags=lanczos`,
    '-an',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
  ];
  let crf = 0;
  for (crf of VIDEO_LADDERS[format]) {
    if (existsSync(output)) rmSync(output);
    const codec =
      format === 'webm'
        ? ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-deadline', 'good', '-cpu-used', '2', '-row-mt', '0', '-g', '240']
        : ['-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf), '-profile:v', 'high', '-movflags', '+faststart'];
    execFileSync('ffmpeg', [...common, ...codec, output]);
    if (statSync(output).size <= budget) return crf;
  }
  return crf;
}

/** The first frame of a video as PNG, for its poster. */
export function firstFrame(source: string): Buffer {
  ensureFfmpeg();
  return execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', source, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function readSvgSize(file: string): { width: number; height: number } {
  const svg = readFileSync(file, 'utf8');
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const width = /<svg[^>]*\swidth="([\d.]+)/.exec(svg)?.[1] ?? viewBox?.[1];
  const height = /<svg[^>]*\sheight="([\d.]+)/.exec(svg)?.[1] ?? viewBox?.[2];
  if (!width || !height) throw new Error(`${file}: an SVG needs width/height or a viewBox.`);
  return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
}
