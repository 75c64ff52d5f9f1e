// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMediaManifest } from '../../scripts/content/model/media-references.ts';
import { FRAME_WIDTHS, MEDIA_BUDGETS, PHONE_IMAGE_WIDTH, imageWidthsFor } from '../../scripts/media/budgets.ts';
import { modelIO } from '../../scripts/media/pipeline/optimise-model.ts';

const root = process.cwd();
const manifest = readMediaManifest(root);
const publicFile = (path: string) => join(root, 'public', path);
const size = (path: string) => statSync(publicFile(path)).size;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

/** Every string in the content that names prepared media. */
function mediaReferences(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/media/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaReferences);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(mediaReferences);
  return [];
}

describe('prepared media on disk', () => {
  it.each(Object.entries(manifest.images))('image %s has every rendition, the largest within budget', (key, image) => {
    for (const width of image.widths) {
      for (const format of image.formats) {
        expect(existsSync(publicFile(`${key}-${width}.${format}`)), `${key}-${width}.${format}`).toBe(true);
      }
    }
    for (const format of image.formats) expect(size(`${key}-${image.width}.${format}`)).toBeLessThanOrEqual(MEDIA_BUDGETS.imageLargestBytes);
  });

  it.each(Object.entries(manifest.images))('image %s has the widths IMAGE_WIDTHS give it, the phone’s within its budget', (key, image) => {
    expect(image.widths).toEqual(imageWidthsFor(image.width));
    if (!image.widths.includes(PHONE_IMAGE_WIDTH)) return;
    for (const format of image.formats) expect(size(`${key}-${PHONE_IMAGE_WIDTH}.${format}`), format).toBeLessThanOrEqual(MEDIA_BUDGETS.openingImagePhoneBytes);
  });

  it.each(Object.entries(manifest.sequences))('sequence %s has every frame, each desktop frame within budget', (key, sequence) => {
    const frameManifest = JSON.parse(readFileSync(publicFile(`${sequence.path}/manifest.json`), 'utf8')) as Record<string, unknown>;
    expect(frameManifest).toMatchObject({
      key,
      count: sequence.count,
      firstNumber: sequence.firstNumber,
      digits: sequence.digits,
      desktop: sequence.desktop,
      mobile: sequence.mobile,
    });
    expect(sequence.desktop.width).toBe(FRAME_WIDTHS.desktop);
    for (let index = 0; index < sequence.count; index += 1) {
      const number = String(sequence.firstNumber + index).padStart(sequence.digits, '0');
      for (const format of sequence.formats) {
        expect(size(`${sequence.path}/desktop/${number}.${format}`)).toBeLessThanOrEqual(MEDIA_BUDGETS.frameDesktopBytes);
        expect(existsSync(publicFile(`${sequence.path}/mobile/${number}.${format}`))).toBe(true);
      }
    }
  });

  it("has the three hero sequences with the spec's frame numbering", () => {
    const expected: Record<string, [count: number, first: number, digits: number]> = {
      car_frames: [39, 10063, 5],
      fueloil: [110, 401, 4],
      robohand: [25, 1, 4],
    };
    for (const [key, [count, firstNumber, digits]] of Object.entries(expected)) {
      const sequence = manifest.sequences[key];
      expect(sequence, key).toBeDefined();
      expect({ count: sequence?.count, firstNumber: sequence?.firstNumber, digits: sequence?.digits }, key).toEqual({ count, firstNumber, digits });
    }
  });

  it('has every video the pages are designed around', () => {
    const videos = ['ar-tablet', 'web-3d', 'digital-twin', 'training', 'sales-demo', 'coe-research', 'aerospace-jet-engine', 'home-hero'];
    expect(Object.keys(manifest.videos).sort()).toEqual(videos.map((name) => `/media/videos/${name}`).sort());
  });

  it.each(Object.keys(manifest.videos))('video %s has a WebM, an MP4 and a poster, each file within budget', (key) => {
    for (const file of [`${key}.webm`, `${key}.mp4`]) expect(size(file), file).toBeLessThanOrEqual(MEDIA_BUDGETS.videoFileBytes);
    expect(existsSync(publicFile(`${key}-poster.webp`))).toBe(true);
  });

  it.each(Object.entries(manifest.models))('model %s is an optimised glTF binary within its budget', async (key, model) => {
    const file = publicFile(`${key}.glb`);
    expect(size(`${key}.glb`)).toBe(model.bytes);
    expect(model.bytes).toBeLessThanOrEqual(MEDIA_BUDGETS.modelBytes);
    const document = await modelIO().read(file);
    const extensions = document
      .getRoot()
      .listExtensionsUsed()
      .map((extension) => extension.extensionName);
    expect(extensions).toContain('KHR_mesh_quantization');
    // Plain quantised glTF: nothing the browser would need a decoder (WebAssembly, a worker) for.
    expect(extensions.filter((name) => /draco|meshopt|KHR_texture_basisu/i.test(name))).toEqual([]);
  });

  it.each(Object.entries(manifest.environments))('lighting environment %s is a Radiance file within its budget', (key, environment) => {
    expect(size(`${key}.hdr`)).toBe(environment.bytes);
    expect(environment.bytes).toBeLessThanOrEqual(MEDIA_BUDGETS.environmentBytes);
    expect(
      readFileSync(publicFile(`${key}.hdr`))
        .subarray(0, 10)
        .toString('latin1'),
    ).toBe('#?RADIANCE');
  });

  it('has every copied vector and icon file', () => {
    for (const path of Object.keys(manifest.files)) expect(existsSync(publicFile(path)), path).toBe(true);
  });

  it('keeps public/ within its total budget', () => {
    const total = walk(join(root, 'public')).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThanOrEqual(MEDIA_BUDGETS.publicTotalBytes);
  });

  it('has every media file that the content names', () => {
    // The hosting base address is a folder, not a file, so it is left out.
    const site = JSON.parse(readFileSync(join(root, 'content-json/site.json'), 'utf8')) as Record<string, unknown>;
    delete site['media'];
    const pages = walk(join(root, 'content-json/pages'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
    const references = [site, ...pages].flatMap(mediaReferences);
    const missing = references.filter(
      (reference) =>
        !(reference in manifest.images) && !(reference in manifest.videos) && !(reference in manifest.models) && !existsSync(publicFile(reference)),
    );
    expect(missing).toEqual([]);
  });
});
