/**
 * Renders media jobs in headless Chromium (three.js over SwiftShader) into
 * media-src/: JPEG frames for sequences, JPEG stills, an H.264 master
 * per video (ffmpeg), a glTF binary per model and a Radiance .hdr per lighting environment. Deterministic: seeded scenes, fixed encoder settings.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/dev/chromium.ts';
import { ensureFfmpeg } from '../../../scripts/media/pipeline/encode.ts';
import { GENERATOR_SOURCE_DIR } from './paths.ts';
import { encodeRadianceHdr } from './radiance-hdr.ts';
import type { MediaJob } from './scene-api.ts';

export const SOURCE_DIR = 'media-src';
const JPEG = { quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' } as const;

async function bundleBrowserEntry(): Promise<string> {
  const output = await build({
    root: GENERATOR_SOURCE_DIR,
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: false,
      lib: { entry: join(GENERATOR_SOURCE_DIR, 'browser-entry.ts'), formats: ['iife'], name: 'mediaScenes', fileName: 'media-scenes' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      for (const item of result.output) if (item.type === 'chunk') return item.code;
    }
  }
  throw new Error('Could not bundle the media scenes.');
}

/** A job drawn by a scene, frame by frame. */
export type SceneJob = Extract<MediaJob, { kind: 'sequence' | 'video' | 'image' }>;

/** One frame of a scene job at `progress`, as a PNG, on a page from openRenderPage. */
export async function renderFrame(page: Page, job: SceneJob, progress: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([scene, width, height, value, options]) =>
      (window as unknown as { renderFrame: (...args: unknown[]) => string }).renderFrame(scene, width, height, value, options),
    [job.scene, job.width, job.height, progress, job.options ?? {}] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

function ensureDir(file: string) {
  mkdirSync(dirname(file), { recursive: true });
}

/**
 * Headless Chromium (WebGL over SwiftShader) with the scenes, models and environments bundled into a blank page, for
 * renderFrame and the page's exportModel and exportEnvironment. Close it when done.
 */
export async function openRenderPage(log: (line: string) => void = console.log): Promise<{ page: Page; close: () => Promise<void> }> {
  const code = await bundleBrowserEntry();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => log(`scene error: ${error.message}`));
    await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
    await page.addScriptTag({ content: code });
    return { page, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export async function renderJobs(root: string, jobs: readonly MediaJob[], log: (line: string) => void = console.log): Promise<void> {
  if (jobs.length === 0) return;
  const { page, close } = await openRenderPage(log);
  try {
    for (const job of jobs) {
      const started = Date.now();
      if (job.kind === 'model') {
        const base64 = await page.evaluate(
          ([model, options]) => (window as unknown as { exportModel: (...args: unknown[]) => Promise<string> }).exportModel(model, options),
          [job.model, job.options ?? {}] as const,
        );
        const file = join(root, SOURCE_DIR, 'models', `${job.name}.glb`);
        ensureDir(file);
        writeFileSync(file, Buffer.from(base64, 'base64'));
        log(`model ${job.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else if (job.kind === 'environment') {
        const base64 = await page.evaluate(
          ([style, width, height]) => (window as unknown as { exportEnvironment: (...args: unknown[]) => string }).exportEnvironment(style, width, height),
          [job.style, job.width, job.height] as const,
        );
        const floats = Buffer.from(base64, 'base64');
        const rgb = new Float32Array(floats.buffer, floats.byteOffset, floats.byteLength / Float32Array.BYTES_PER_ELEMENT);
        const file = join(root, SOURCE_DIR, 'environments', `${job.name}.hdr`);
        ensureDir(file);
        writeFileSync(file, encodeRadianceHdr(job.width, job.height, rgb));
        log(`environment ${job.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else if (job.kind === 'sequence') {
        for (let index = 0; index < job.frames; index += 1) {
          const png = await renderFrame(page, job, job.frames === 1 ? 0 : index / (job.frames - 1));
          const file = join(root, SOURCE_DIR, 'frames', job.key, `${String(job.firstNumber + index).padStart(job.digits, '0')}.jpg`);
          ensureDir(file);
          writeFileSync(file, await sharp(png).jpeg(JPEG).toBuffer());
        }
        log(`sequence ${job.key}: ${job.frames} frames in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else if (job.kind === 'image') {
        const file = join(root, SOURCE_DIR, 'images', `${job.path}.jpg`);
        ensureDir(file);
        writeFileSync(
          file,
          await sharp(await renderFrame(page, job, job.progress))
            .jpeg(JPEG)
            .toBuffer(),
        );
        log(`image ${job.path} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        const frames = Math.round(job.seconds * job.fps);
        const temp = mkdtempSync(join(tmpdir(), `video-${job.name}-`));
        try {
          for (let index = 0; index < frames; index += 1) {
            writeFileSync(join(temp, `${String(index).padStart(5, '0')}.png`), await renderFrame(page, job, index / frames));
          }
          const file = join(root, SOURCE_DIR, 'videos', `${job.name}.mp4`);
          ensureDir(file);
          ensureFfmpeg();
          execFileSync('ffmpeg', [
            '-hide_banner',
            '-loglevel',
            'error',
            '-y',
            '-framerate',
            String(job.fps),
            '-i',
            join(temp, '%05d.png'),
            '-c:v',
            'libx264',
            '-preset',
            'slow',
            '-crf',
            '18',
            '-pix_fmt',
            'yuv420p',
            '-threads',
            '1',
            '-an',
            '-map_metadata',
            '-1',
            '-fflags',
            '+bitexact',
            '-flags:v',
            '+bitexact',
            '-movflags',
            '+faststart',
            file,
          ]);
        } finally {
          rmSync(temp, { recursive: true, force: true });
        }
        log(`video ${job.name}: ${frames} frames in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
  } finally {
    await close();
  }
}
