// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SECTION_SCHEMAS_DIR, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/lib/content/paths.ts';
import { THUMBNAILS_DIR, THUMBNAILS_INDEX, THUMBNAIL_WIDTH, thumbnailFile, type ThumbnailEntry } from '../../scripts/lib/studio-thumbnails.ts';

const root = process.cwd();
const index = JSON.parse(readFileSync(join(root, THUMBNAILS_INDEX), 'utf8')) as ThumbnailEntry[];
const examples = listSectionSchemaFiles(root).flatMap((file) => {
  const schema = JSON.parse(readFileSync(join(root, SECTION_SCHEMAS_DIR, file), 'utf8')) as { examples: unknown[] };
  return schema.examples.map((_, example) => ({ type: sectionTypeOfSchemaFile(file), example }));
});

describe(`the studio's section thumbnails (${THUMBNAILS_INDEX}; run \`npm run build:demo && npm run studio:thumbnails\` if this fails)`, () => {
  it('lists every example of every section schema, once, in schema order', () => {
    expect(index.map(({ type, example }) => ({ type, example }))).toEqual(examples);
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
