/**
 * Inter, subset at build to the characters the site's content uses (issue 36: fewer bytes before the largest paint).
 * Fontsource's Latin file of Inter (47 KB) carries every Latin glyph, the full weight axis (100–900) and
 * layout features the site never asks for; the subset keeps:
 * - the characters of every string in the validated content (site.json, every page with its schema defaults, the
 *   catalogue's schema examples), printable ASCII and the typographic punctuation WordPress writes into English
 *   posts, so that posts render in Inter too. Any other character falls back, glyph by glyph, to 'Inter Fallback'
 *   (src/lib/theme/font-faces.ts), which has Inter's metrics;
 * - the weight axis narrowed to the theme's weights (tokens.ts `fontWeight`, 400–750): still one variable font;
 * - kerning (`kern`) and tabular figures (`tnum`, for `font-variant-numeric: tabular-nums`). Contextual
 *   alternates (`calt`: case-sensitive punctuation between capitals, raised colons between digits, arrows) cost
 *   4 KB of alternate glyphs and would leave no room under the 20 KB budget; `ccmp`, `mark` and `mkmk` serve
 *   combining marks, which the content does not use; fractions and numerators are not used either.
 * The result depends only on its inputs, and is cached under node_modules/.cache by a hash of them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { loadContent, type ContentTree } from '../../content/model/load-content.ts';
import { theme } from '../../../src/lib/theme/tokens.ts';

const require = createRequire(import.meta.url);

/** Fontsource's variable Latin file of Inter: the glyphs and the weight axis the subset is cut from. */
export const INTER_SOURCE_FILE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The subset's file name; Vite adds its content hash (assets/inter-subset-<hash>.woff2), which the pre-renderer preloads. */
export const INTER_SUBSET_NAME = 'inter-subset.woff2';

/** The most bytes the subset may have: the file every page preloads before its largest paint. */
export const INTER_SUBSET_BUDGET_BYTES = 20 * 1024;

/** The punctuation WordPress's texturizing writes into English posts (curly quotes, dashes, ellipsis) and the usual signs. */
export const TYPOGRAPHIC_PUNCTUATION = '‘’“”–—…•©®™€£\u00a0';

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** The weight axis the subset keeps: from the lightest to the heaviest weight the theme uses. */
export const INTER_WEIGHT_RANGE = {
  min: Math.min(...Object.values(theme.fontWeight)),
  max: Math.max(...Object.values(theme.fontWeight)),
} as const;

/** The OpenType layout features the subset keeps (see the module's comment for those it leaves out). */
export const INTER_FEATURES = ['kern', 'tnum'] as const;

function addStringCharacters(value: unknown, characters: Set<string>): void {
  if (typeof value === 'string') for (const character of value) characters.add(character);
  else if (Array.isArray(value)) for (const item of value) addStringCharacters(item, characters);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) addStringCharacters(item, characters);
}

/** Every character of every string value in the validated content: site.json, the pages and the catalogue's examples. */
export function contentCharacters(tree: Pick<ContentTree, 'site' | 'pages'>): Set<string> {
  const characters = new Set<string>();
  addStringCharacters(tree.site, characters);
  for (const page of tree.pages) {
    addStringCharacters(page.document, characters);
    addStringCharacters(page.catalogueEntries, characters);
  }
  return characters;
}

/** The subset's characters, sorted by code point so that the same content gives the same text (and the same font). */
export function subsetCharacters(tree: Pick<ContentTree, 'site' | 'pages'>): string {
  const characters = contentCharacters(tree);
  for (const character of PRINTABLE_ASCII + TYPOGRAPHIC_PUNCTUATION) characters.add(character);
  // Control characters (a stray newline in a string) have no glyph to keep.
  return [...characters]
    .filter((character) => (character.codePointAt(0) ?? 0) >= 0x20)
    .sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join('');
}

/** Cuts the subset of Inter that draws `characters`, as WOFF2. */
export async function makeInterSubset(characters: string): Promise<Buffer> {
  return subsetFont(readFileSync(INTER_SOURCE_FILE), characters, {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_FEATURES],
    variationAxes: { wght: INTER_WEIGHT_RANGE },
  });
}

/** What the subset is made of: the source font, the characters, the options and harfbuzz's own code. */
function cacheKey(characters: string): string {
  const subsetFontDirectory = dirname(require.resolve('subset-font/package.json'));
  const harfbuzz = createRequire(join(subsetFontDirectory, 'index.js')).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
  const hash = createHash('sha256');
  for (const part of [readFileSync(INTER_SOURCE_FILE), readFileSync(harfbuzz), readFileSync(join(subsetFontDirectory, 'package.json'))]) hash.update(part);
  hash.update(JSON.stringify({ characters, features: INTER_FEATURES, weights: INTER_WEIGHT_RANGE }));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The subset of Inter for the content read from `contentRoot` (the project's own by default), as a file made once
 * per distinct content and kept under the project's node_modules/.cache/inter-subset/<key>/: Vite hashes and emits it
 * like any imported asset.
 */
export async function interSubsetFile(projectRoot: string, contentRoot = projectRoot): Promise<string> {
  const characters = subsetCharacters(loadContent(contentRoot));
  const file = join(projectRoot, 'node_modules', '.cache', 'inter-subset', cacheKey(characters), INTER_SUBSET_NAME);
  if (existsSync(file)) return file;
  const font = await makeInterSubset(characters);
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so that a build running beside (the server bundle, a test worker) never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, font);
  renameSync(partial, file);
  return file;
}
