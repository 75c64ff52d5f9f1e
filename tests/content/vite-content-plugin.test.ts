// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TransformPluginContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { contentPlugin } from '../../scripts/lib/vite-content-plugin.ts';

const root = process.cwd();

function transform(file: string, code: string): unknown {
  const plugin = contentPlugin();
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('The content plugin has no transform hook.');
  return hook.call({} as TransformPluginContext, code, join(root, file), {} as never);
}

describe('the content Vite plugin', () => {
  it('fails with the file, line and column that Vite shows in its overlay and build output', () => {
    const file = 'content-json/pages/broken.json';
    const code = readFileSync(join(root, 'tests/fixtures/content-errors/wrong-type.json'), 'utf8');
    let thrown: unknown;
    try {
      transform(file, code);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({
      id: join(root, file),
      loc: { file: join(root, file), line: 6, column: 38 },
      message: expect.stringContaining(`${file}:6:38  sections[0].heading`) as unknown,
    });
  });

  it('returns the page with schema defaults filled in', () => {
    const code = readFileSync(join(root, 'content-json/pages/about.json'), 'utf8');
    const result = transform('content-json/pages/about.json', code) as { code: string };
    expect(JSON.parse(result.code)).toMatchObject({ sections: [{ type: 'page-intro', align: 'start' }, { type: 'cta-band', buttonLabel: 'Request a Demo' }] });
  });

  it('leaves files outside content-json/pages alone', () => {
    expect(transform('src/app/entry-client.tsx', 'export {}')).toBeUndefined();
  });
});
