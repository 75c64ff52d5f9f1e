// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentLoader } from '../../scripts/content/model/load-content.ts';
import { projectCopy, projectRoot, recordOf, removeProjectCopies, startStudio } from '../../testing/vitest/studio-project.ts';

const run = promisify(execFile);
const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');

const scratch: string[] = [];
afterAll(() => {
  removeProjectCopies();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('uploading an image', () => {
  it('saves it under media-src/images/, prepares it with the media pipeline and answers its reference', async () => {
    // A project with no media of its own, so the pipeline (which prepares all of media-src/) has only the upload to do.
    const root = mkdtempSync(join(tmpdir(), 'satori-studio-media-'));
    scratch.push(root);
    for (const dir of ['schemas', 'src']) symlinkSync(join(projectRoot, dir), join(root, dir));
    mkdirSync(join(root, 'content-json', 'pages'), { recursive: true });
    mkdirSync(join(root, 'public'));
    const studio = await startStudio(root);
    try {
      const image = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 12, g: 12, b: 20 } } })
        .png()
        .toBuffer();
      const { status, body } = await studio.request('/__studio/api/media?name=events/keynote-stage.png', { method: 'POST', body: image });
      expect(status).toBe(201);
      expect(body).toEqual({ src: '/media/images/events/keynote-stage' });
      expect(readFileSync(join(root, 'media-src/images/events/keynote-stage.png')).equals(image)).toBe(true);
      const media = recordOf((await studio.request('/__studio/api/media')).body);
      const images = media['images'];
      expect(images).toEqual([expect.objectContaining({ src: '/media/images/events/keynote-stage', preview: '/media/images/events/keynote-stage-480.webp' })]);
      // The size of its largest rendition, in the upload's proportions.
      const uploaded = recordOf(Array.isArray(images) ? images[0] : undefined);
      expect(Number(uploaded['width']) / Number(uploaded['height'])).toBeCloseTo(960 / 540, 2);
      expect(existsSync(join(root, 'public/media/images/events/keynote-stage-480.webp'))).toBe(true);
      // The same name again would replace an image pages may show.
      const again = await studio.request('/__studio/api/media?name=events/keynote-stage.png', { method: 'POST', body: image });
      expect(again.status).toBe(409);
    } finally {
      await studio.close();
    }
  }, 60_000);
});

describe('npm run new-page', () => {
  it('writes the same valid starting page and prints its file', async () => {
    const root = projectCopy();
    const { stdout } = await run(tsx, ['scripts/content/new-page.ts', '/events', 'Events'], { cwd: projectRoot, env: { ...process.env, CONTENT_ROOT: root } });
    expect(stdout.trim()).toBe('content-json/pages/events.json');
    const tree = createContentLoader(root).load();
    expect(tree.errors).toEqual([]);
    expect(tree.pages.find(({ file }) => file === 'content-json/pages/events.json')?.document).toMatchObject({
      path: '/events',
      meta: { title: 'Events | Satori XR' },
      sections: [{ type: 'page-intro', header: { heading: 'Events' } }],
    });
  }, 60_000);

  it('prints the refusal and exits with 1 for an address that is taken', async () => {
    const root = projectCopy();
    const failure: unknown = await run(tsx, ['scripts/content/new-page.ts', '/About', 'About us'], {
      cwd: projectRoot,
      env: { ...process.env, CONTENT_ROOT: root },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('"/About" is already the address of content-json/pages/about.json') as unknown });
  }, 60_000);
});
