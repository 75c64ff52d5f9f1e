/**
 * styled-components' build-time ids (`componentId: "sc-…"`), from the file's path relative to the project root.
 *
 * Oxc's styled-components transform hashes the file name it is given, and Vite gives it the absolute path, so the
 * same commit built in /work/main and in /check/work/main produced different class names, different bundle bytes
 * (±30 bytes gzipped per page) and so different byte-budget results on different machines. This plugin runs that
 * transform first, on the root-relative path placed under one fixed directory; Vite's own Oxc pass then strips what
 * is left of TypeScript and JSX. (A bare relative path would not do: Oxc gives every relative path the same hash.)
 *
 * The ids are then shortened (hero.styles.ts's `sc-4r5jxh-0` becomes `xkk90`): every element a styled component renders carries its id
 * as a class, and the server sheet names it again beside the component's rules, so the short ids take about 200
 * gzipped bytes off the home page's HTML (and some off every other page and chunk). An id is a letter and three
 * base-36 characters hashed from the file's root-relative path, then the component's index in the file: it starts
 * with a letter, as a class selector must; it ends with a digit, which no generated class name (letters only) has;
 * and two files that hash alike stop the build rather than share class names.
 */
import { createHash } from 'node:crypto';
import { extname, isAbsolute, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

type StyledComponentsOptions = NonNullable<NonNullable<Parameters<typeof transformWithOxc>[2]>['plugins']>['styledComponents'];

const SCRIPT = /\.(?:ts|tsx)$/;
/** The directory every file is hashed under, in place of wherever the repository happens to be. */
const HASHED_ROOT = '/satori-xr';

/** Oxc's id, `sc-` + its file hash + `-` + the component's index, after whatever display name prefix it has. */
const OXC_COMPONENT_ID = /(componentId:\s*)(["'`])([\w$.-]*?)sc-[a-z0-9]+-(\d+)\2/g;

/** A letter and three base-36 characters for a root-relative path: 26 × 36³ (1.2 million) codes. */
export function fileCode(fromRoot: string): string {
  const hash = createHash('sha256').update(fromRoot).digest().readUInt32BE(0);
  const letter = String.fromCharCode(97 + (hash % 26));
  return letter + (Math.floor(hash / 26) % 36 ** 3).toString(36).padStart(3, '0');
}

export function styledComponentsIdsPlugin(options: StyledComponentsOptions): Plugin {
  let root = process.cwd();
  const fileByCode = new Map<string, string>();
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
      const rootRelative = fromRoot.split(sep).join('/');
      const result = await transformWithOxc(code, `${HASHED_ROOT}/${rootRelative}`, {
        lang: extname(file) === '.tsx' ? 'tsx' : 'ts',
        jsx: 'preserve',
        sourcemap: true,
        plugins: { styledComponents: options },
      });
      const shortCode = fileCode(rootRelative);
      const holder = fileByCode.get(shortCode) ?? rootRelative;
      if (holder !== rootRelative) {
        throw new Error(`${rootRelative} and ${holder} hash to the same styled-components id prefix "${shortCode}": rename one of them.`);
      }
      fileByCode.set(shortCode, rootRelative);
      // The shorter ids move later columns of their lines a few characters: the map is for reading, and stays right line by line.
      const shortened = result.code.replace(
        OXC_COMPONENT_ID,
        (_match, key: string, quote: string, prefix: string, index: string) => `${key}${quote}${prefix}${shortCode}${index}${quote}`,
      );
      // The map names the real file, not the directory the ids were hashed under.
      return { code: shortened, map: result.map ? { ...result.map, sources: [file] } : null };
    },
  };
}
