// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { THUMBNAILS_DIR, THUMBNAILS_INDEX, THUMBNAIL_WIDTH, thumbnailFile, type ThumbnailEntry } from '../../scripts/studio/thumbnail-files.ts';

const root = process.cwd();
const index = JSON.parse(readFileSync(join(root, THUMBNAILS_INDEX), 'utf8')) as ThumbnailEntry[];
const examples = listSectionSchemaFiles(root).flatMap((file) => {
  const schema = JSON.parse(readFileSync(join(root, file), 'utf8')) as { examples: unknown[] };
  return schema.examples.map((_, example) => ({ type: sectionTypeOfSchemaFile(file), example }));
});

/**
 * A thumbnail is optional: the section picker shows an example without one rendered live, as the preview draws it
 * (studio/components/section-picker.tsx), so a new section type needs none. The pictures that exist must still be
 * the ones their index says.
 */
describe(`the studio's section thumbnails (${THUMBNAILS_INDEX}; run \`npm run build:demo && npm run studio:thumbnails\` if this fails)`, () => {
  it('list only examples the section schemas have, each once, in schema order', () => {
    const key = ({ type, example }: { type: string; example: number }) => `${type}-${String(example)}`;
    const order = examples.map(key);
    const listed = index.map(key);
    expect(listed.filter((entry) => !order.includes(entry))).toEqual([]);
    expect(listed).toEqual(order.filter((entry) => listed.includes(entry)));
  });

  it('are all in index.json: no picture of an example that is gone', () => {
    const files = readdirSync(join(root, THUMBNAILS_DIR)).filter((name) => name !== 'index.json');
    expect(files.sort()).toEqual(index.map((entry) => entry.file).sort());
  });

  it.each(index)('$file exists and is the WebP picture index.json describes', async ({ type, example, file, width, height }) => {
    expect(file).toBe(thumbnailFile(type, example));
    const path = join(root, THUMBNAILS_DIR, file);
    expect(existsSync(path)).toBe(true);
    const metadata = await sharp(path).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width, height });
    expect(width).toBe(THUMBNAIL_WIDTH);
    expect(statSync(path).size).toBeGreaterThan(0);
  });

  it('stay out of the site: nothing in src/, public/ or index.html refers to them', () => {
    // `git grep` exits with 1 when it finds nothing, which is the passing case.
    const found = spawnSync('git', ['grep', '-l', 'studio/thumbnails', '--', 'src', 'public', 'index.html'], { cwd: root, encoding: 'utf8' });
    expect(found.status).toBe(1);
    expect(found.stdout).toBe('');
  });
});
