/**
 * styled-components' build-time ids (`componentId: "sc-…"`), from the file's path relative to the project root.
 *
 * Oxc's styled-components transform hashes the file name it is given, and Vite gives it the absolute path, so the
 * same commit built in /work/main and in /check/work/main produced different class names, different bundle bytes
 * (±30 bytes gzipped per page) and so different byte-budget results on different machines. This plugin runs that
 * transform first, on the root-relative path placed under one fixed directory; Vite's own Oxc pass then strips what
 * is left of TypeScript and JSX. (A bare relative path would not do: Oxc gives every relative path the same hash.)
 */
import { extname, isAbsolute, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

type StyledComponentsOptions = NonNullable<NonNullable<Parameters<typeof transformWithOxc>[2]>['plugins']>['styledComponents'];

const SCRIPT = /\.(?:ts|tsx)$/;
/** The directory every file is hashed under, in place of wherever the repository happens to be. */
const HASHED_ROOT = '/satori-xr';

export function styledComponentsIdsPlugin(options: StyledComponentsOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'satori:styled-components-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const [file = id] = id.split('?');
      if (!SCRIPT.test(file) || !isAbsolute(file) || !code.includes('styled-components')) return null;
      const fromRoot = relative(root, file);
      if (fromRoot.startsWith('..') || fromRoot.split(sep).includes('node_modules')) return null;
      const result = await transformWithOxc(code, `${HASHED_ROOT}/${fromRoot.split(sep).join('/')}`, {
        lang: extname(file) === '.tsx' ? 'tsx' : 'ts',
        jsx: 'preserve',
        sourcemap: true,
        plugins: { styledComponents: options },
      });
      // The map names the real file, not the directory the ids were hashed under.
      return { code: result.code, map: result.map ? { ...result.map, sources: [file] } : null };
    },
  };
}
