import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { fileCode, styledComponentsIdsPlugin } from '../../scripts/build/vite/styled-components-ids-plugin.ts';

const SOURCE = `import styled from 'styled-components';
type Props = { $tone: string };
export const Card = styled.div<Props>\`color: \${({ $tone }) => $tone};\`;
export const Title = styled.h3\`margin: 0;\`;
`;

/** The component ids the plugin writes for `file`, in a project checked out at `root`. */
async function componentIds(
  root: string,
  file: string,
  source = SOURCE,
  plugin = styledComponentsIdsPlugin({ ssr: true, displayName: false, fileName: true, pure: true }),
): Promise<string[]> {
  const configResolved = plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void;
  configResolved({ root });
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const result = await transform(source, `${root}/${file}`);
  return [...(result?.code ?? '').matchAll(/componentId:\s*["'`]([\w-]+)["'`]/g)].map((match) => match[1] ?? '');
}

describe('styled-components ids', () => {
  it('are the same wherever the repository is checked out', async () => {
    const here = await componentIds('/work/main', 'src/sections/hero/hero.styles.ts');
    expect(here).toHaveLength(2);
    expect(await componentIds('/check/work/main', 'src/sections/hero/hero.styles.ts')).toEqual(here);
    expect(await componentIds('/tmp/tmp.TiSO43BNJb', 'src/sections/hero/hero.styles.ts')).toEqual(here);
  });

  it('are short: a letter and three characters for the file, then the index of the component in it', async () => {
    const ids = await componentIds('/work/main', 'src/sections/hero/hero.styles.ts');
    expect(ids).toEqual([`${fileCode('src/sections/hero/hero.styles.ts')}0`, `${fileCode('src/sections/hero/hero.styles.ts')}1`]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]{3}\d+$/);
  });

  it('stop the build when two files hash to the same code, rather than share class names', async () => {
    // Two paths found to share a code (by trying numbered paths until two did).
    const [first, second] = ['src/sections/s367/s367.styles.ts', 'src/sections/s537/s537.styles.ts'];
    expect(fileCode(first)).toBe(fileCode(second));
    const plugin = styledComponentsIdsPlugin({ ssr: true });
    await componentIds('/work/main', first, SOURCE, plugin);
    await expect(componentIds('/work/main', second, SOURCE, plugin)).rejects.toThrow(`${second} and ${first} hash to the same styled-components id prefix`);
  });

  it('differ between files, so two sections never share a class name', async () => {
    const hero = await componentIds('/work/main', 'src/sections/hero/hero.styles.ts');
    const banner = await componentIds('/work/main', 'src/sections/cta-band/cta-band.styles.ts');
    expect(banner).toHaveLength(2);
    expect(banner.some((id) => hero.includes(id))).toBe(false);
  });

  it('leaves files without styled-components and files outside the project to Vite', async () => {
    expect(await componentIds('/work/main', 'src/lib/text/fill-template.ts', 'export const x = 1;')).toEqual([]);
    const plugin = styledComponentsIdsPlugin({ ssr: true });
    (plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void)({ root: '/work/main' });
    const transform = plugin.transform as (code: string, id: string) => Promise<unknown>;
    expect(await transform(SOURCE, '/work/main/node_modules/some-package/index.ts')).toBeNull();
    expect(await transform(SOURCE, '/elsewhere/src/x.ts')).toBeNull();
  });
});
